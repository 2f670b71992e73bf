import { getDocDir, toCategoryRoute, toDocId, toDocRoute } from "./slugs";

describe("doc ids and routes", () => {
  it("takes the id from the file path without extension", () => {
    expect(toDocId("concepts/thing.mdx")).toBe("concepts/thing");
    expect(toDocId("protocols\\ies\\index.mdx")).toBe("protocols/ies/index");
  });

  it("keeps the case and underscores of file names", () => {
    expect(toDocRoute("protocols/iotFile")).toBe("/docs/protocols/iotFile");
    expect(toDocRoute("burst/cloudloop_burst")).toBe("/docs/burst/cloudloop_burst");
  });

  it("turns an index file into its folder with a trailing slash", () => {
    expect(toDocRoute("protocols/ies/index")).toBe("/docs/protocols/ies/");
    expect(toDocRoute("index")).toBe("/docs/");
  });

  it("lets a frontmatter slug replace the route", () => {
    expect(toDocRoute("a/b", "/custom/place")).toBe("/docs/custom/place");
    expect(toDocRoute("a/b", "/")).toBe("/docs/");
  });

  it("finds the folder of a doc", () => {
    expect(getDocDir("destinations/aws/aws-s3")).toBe("destinations/aws");
    expect(getDocDir("data")).toBe("");
  });

  it("builds category routes", () => {
    expect(toCategoryRoute("/category/aws/")).toBe("/docs/category/aws");
  });
});
