/**
 * @jest-environment node
 */
import { nodeByContentFile } from "./create-site-pages";

describe("nodeByContentFile", () => {
  it("maps each content file to its Mdx node's id and digest, skipping nodes without a file", () => {
    const map = nodeByContentFile([
      { id: "a", internal: { contentFilePath: "/site/content/docs/a.mdx", contentDigest: "d1" } },
      { id: "b", internal: { contentFilePath: "/site/content/pages/b.md" } },
      { id: "c", internal: {} },
    ]);
    expect([...map]).toEqual([
      ["/site/content/docs/a.mdx", { id: "a", digest: "d1" }],
      ["/site/content/pages/b.md", { id: "b", digest: "" }],
    ]);
  });
});
