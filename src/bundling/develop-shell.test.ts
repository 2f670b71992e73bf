/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { GATSBY_DIR, read, ROOT } from "../__fixtures__/gatsby-package";
import {
  developShellReplacements,
  isDevelopShellStage,
  noPageComponentsModule,
  noPageWrappersModule,
  PAGE_COMPONENTS_REQUEST,
  PAGE_WRAPPERS_REQUEST,
} from "./develop-shell";

/** Every `.js` file under a folder. */
function scripts(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith(".js") ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

describe("develop's HTML shell bundle without pages or theme", () => {
  it("applies to the shell's stage only, and not when develop renders pages on the server", () => {
    expect(isDevelopShellStage("develop-html", {})).toBe(true);
    for (const stage of ["develop", "build-html", "build-javascript"])
      expect(isDevelopShellStage(stage, {})).toBe(false);
    expect(isDevelopShellStage("develop-html", { GATSBY_EXPERIMENTAL_DEV_SSR: "true" })).toBe(false);
  });

  it("replaces the request Gatsby's shell entry imports, which uses the list only to hand out a page component", () => {
    const entry = read(path.join(GATSBY_DIR, "cache-dir", "develop-static-entry.js"));
    const [, request] = /^import asyncRequires from "([^"]+)"$/m.exec(entry) ?? [];
    expect(request).toBeDefined();
    expect(PAGE_COMPONENTS_REQUEST.test(request ?? "")).toBe(true);
    expect(entry.match(/asyncRequires/g)).toHaveLength(2);
    const handsOutComponent = new RegExp(
      String.raw`export function getPageChunk\(\{ componentChunkName \}\) \{\s*` +
        String.raw`return asyncRequires\.components\[componentChunkName\]\(\)\s*\}`,
    );
    expect(entry).toMatch(handsOutComponent);
  });

  it("is asked for a page component only by Gatsby's server rendering, which this site does not use", () => {
    const callers = scripts(path.join(GATSBY_DIR, "dist"))
      .filter((file) => read(file).includes("getPageChunk"))
      .map((file) => path.relative(GATSBY_DIR, file).split(path.sep).join("/"))
      .sort();
    // In develop: experimental server rendering and pages with getServerData; the others read build's bundles.
    expect(callers).toEqual([
      "dist/utils/dev-ssr/render-dev-html.js",
      "dist/utils/page-mode.js",
      "dist/utils/page-ssr-module/entry.js",
      "dist/utils/start-server.js",
      "dist/utils/worker/child/render-html.js",
    ]);
    const rendersServerPages = new RegExp(
      String.raw`if \(pageMode === \`SSR\`\) \{\s*const renderer = require\(PAGE_RENDERER_PATH\);\s*` +
        String.raw`const componentInstance = await renderer\.getPageChunk\(page\);`,
    );
    expect(read(path.join(GATSBY_DIR, "dist", "utils", "start-server.js"))).toMatch(rendersServerPages);
    const pageModules = [path.join(ROOT, "src", "pages"), path.join(ROOT, "src", "templates")].flatMap((dir) =>
      fs.readdirSync(dir).map((name) => path.join(dir, name)),
    );
    for (const file of pageModules)
      expect(read(file)).not.toMatch(/export\s+(async\s+)?(function|const)\s+(getServerData|config)\b/);
  });

  it("stands in with a list whose page components fail, naming the replacement", async () => {
    const file = noPageComponentsModule(ROOT);
    expect(fs.existsSync(file)).toBe(true);
    const list = ((await import(file)) as { default: { components: Record<string, () => unknown> } }).default;
    expect(() => list.components["component---src-templates-doc-tsx"]?.()).toThrow(
      /component---src-templates-doc-tsx.*src\/bundling\/develop-shell\.ts/,
    );
  });

  it("replaces the module gatsby-ssr.tsx takes the page wrappers from, and only that import", () => {
    const ssr = read(path.join(ROOT, "gatsby-ssr.tsx"));
    const [, request] = /^export \{ wrapPageElement, wrapRootElement \} from "([^"]+)";$/m.exec(ssr) ?? [];
    expect(request).toBeDefined();
    expect(PAGE_WRAPPERS_REQUEST.test(request ?? "")).toBe(true);
    const requests = [...ssr.matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(requests.filter((each) => PAGE_WRAPPERS_REQUEST.test(each))).toEqual([request]);
    expect(developShellReplacements(ROOT)).toEqual([
      [PAGE_COMPONENTS_REQUEST, noPageComponentsModule(ROOT)],
      [PAGE_WRAPPERS_REQUEST, noPageWrappersModule(ROOT)],
    ]);
  });

  it("is a shell Gatsby draws with its head and body APIs alone, never wrapping a page", () => {
    const entry = read(path.join(GATSBY_DIR, "cache-dir", "develop-static-entry.js"));
    const apis = [...entry.matchAll(/apiRunner(?:Async)?\(\s*[`"']([A-Za-z]+)[`"']/g)].map((match) => match[1]);
    expect(apis.sort()).toEqual(["onPreRenderHTML", "onRenderBody"]);
    expect(entry).not.toMatch(/wrapRootElement|wrapPageElement/);
  });

  it("stands in with page wrappers that fail, naming the replacement", async () => {
    const file = noPageWrappersModule(ROOT);
    expect(fs.existsSync(file)).toBe(true);
    const wrappers = (await import(file)) as Record<"wrapRootElement" | "wrapPageElement", () => unknown>;
    expect(() => wrappers.wrapRootElement()).toThrow(/wrapRootElement.*src\/bundling\/develop-shell\.ts/);
    expect(() => wrappers.wrapPageElement()).toThrow(/wrapPageElement.*src\/bundling\/develop-shell\.ts/);
  });
});
