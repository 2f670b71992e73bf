import { findPageChunks, measurePage, type BuildReader } from "./page-weight";

const mapping = JSON.stringify(
  JSON.stringify({ app: ["/app-1.js"], "component---doc": ["/component---doc-2.js", "/shared-3.js"] }),
).slice(1, -1);
const html = `<html><head><style>body{color:red}</style></head><body>
<script>window.pagePath="/docs/a";</script>
<script id="gatsby-chunk-mapping">window.___chunkMapping="${mapping}";</script>
<script src="/webpack-runtime-0.js" async></script><script src="/app-1.js" async></script></body></html>`;

const files: Record<string, string> = {
  "/webpack-runtime-0.js": "a".repeat(100),
  "/app-1.js": "b".repeat(1000),
  "/component---doc-2.js": "c".repeat(10),
  "/shared-3.js": "d".repeat(10),
  "/page-data/docs/a/page-data.json": JSON.stringify({ componentChunkName: "component---doc" }),
};
const reader: BuildReader = { read: (sitePath) => (sitePath in files ? Buffer.from(files[sitePath] as string) : null) };

describe("page weight", () => {
  it("finds the page template's chunks through its page data", () => {
    expect(findPageChunks(html, reader)).toEqual(["/component---doc-2.js", "/shared-3.js"]);
  });

  it("adds the scripts in the HTML and the page's chunks", () => {
    const weight = measurePage(html, reader);
    expect(weight.scripts).toEqual(["/webpack-runtime-0.js", "/app-1.js", "/component---doc-2.js", "/shared-3.js"]);
    expect(weight.jsBytes).toBe(1120);
    expect(weight.jsGzipBytes).toBeGreaterThan(0);
    expect(weight.jsGzipBytes).toBeLessThan(1120);
    expect(weight.cssGzipBytes).toBeGreaterThan(0);
  });

  it("reads the root page's data from /page-data/index", () => {
    const rootHtml = html.replace('window.pagePath="/docs/a"', 'window.pagePath="/"');
    const rootReader: BuildReader = {
      read: (p) =>
        p === "/page-data/index/page-data.json" ? Buffer.from('{"componentChunkName":"app"}') : reader.read(p),
    };
    expect(findPageChunks(rootHtml, rootReader)).toEqual(["/app-1.js"]);
  });
});
