import { isDocsPath } from "./docs-path";

describe("isDocsPath", () => {
  it("is true below the docs base path only", () => {
    expect(isDocsPath("/docs/concepts/thing", "/docs")).toBe(true);
    expect(isDocsPath("/docs/category/aws", "/docs")).toBe(true);
    expect(isDocsPath("/docsx", "/docs")).toBe(false);
    expect(isDocsPath("/markdown-page", "/docs")).toBe(false);
  });
});
