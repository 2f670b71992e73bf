import { toRecordsInput, type SearchSourceData } from "./source";
import { fixtureSidebar } from "../../__fixtures__/search";

const data: SearchSourceData = {
  docsVersion: {
    name: "current",
    docs: [
      { id: "data", path: "/docs/data", title: "Cloudloop Data", unlisted: false },
      { id: "api/authentication", path: "/docs/api/authentication", title: "Authentication", unlisted: false },
      { id: "api/secret", path: "/docs/api/secret", title: "Secret", unlisted: true },
    ],
    sidebars: { docs: fixtureSidebar },
  },
  allMdx: {
    nodes: [
      {
        id: "mdx-auth",
        frontmatter: { keywords: ["token"] },
        compiledBody: [["p", null, "Every call needs a token."]],
      },
      { id: "mdx-data", frontmatter: null, compiledBody: [["p", null, "Messages move."]] },
      { id: "mdx-secret", frontmatter: null, compiledBody: [["p", null, "Hidden."]] },
      { id: "mdx-page", frontmatter: null, compiledBody: [["p", null, "A standalone page."]] },
    ],
  },
  allSitePage: {
    nodes: [
      { path: "/docs/api/authentication", pageContext: { id: "mdx-auth", docId: "api/authentication" } },
      { path: "/docs/data", pageContext: { id: "mdx-data", docId: "data" } },
      { path: "/docs/api/secret", pageContext: { id: "mdx-secret", docId: "api/secret" } },
      { path: "/markdown-page", pageContext: { id: "mdx-page" } },
      {
        path: "/docs/category/aws",
        pageContext: { category: { path: "/docs/category/aws", title: "AWS", description: "Amazon.", cards: [] } },
      },
      { path: "/search", pageContext: {} },
    ],
  },
};

describe("toRecordsInput", () => {
  it("joins doc pages to their compiled bodies, in sidebar order, leaving unlisted docs and other pages out", () => {
    const input = toRecordsInput(data);
    expect(input.pages).toEqual([
      { path: "/docs/data", title: "Cloudloop Data", tree: [["p", null, "Messages move."]], keywords: null },
      {
        path: "/docs/api/authentication",
        title: "Authentication",
        tree: [["p", null, "Every call needs a token."]],
        keywords: ["token"],
      },
    ]);
    expect(input.categoryPages).toEqual([{ path: "/docs/category/aws", title: "AWS", description: "Amazon." }]);
    expect(input).toMatchObject({ versionName: "current", language: "en", sidebar: fixtureSidebar });
  });

  it("is a configuration error without the DocsVersion node", () => {
    expect(() => toRecordsInput({ ...data, docsVersion: null })).toThrow("DocsVersion node is missing");
  });
});
