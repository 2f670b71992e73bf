/** @jest-environment node */
import { compileBody } from "./site";

describe("compileBody", () => {
  it("compiles a body for the page template", () => {
    const result = compileBody({ file: "content/docs/a.mdx", body: "Hello *there*.", lineOffset: 4 }, "/project");
    expect(result).toEqual({ compiled: { tree: [["p", null, "Hello ", ["em", null, "there"], "."]], assets: [] } });
  });

  it("names the file and the file's line (frontmatter included) of a problem", () => {
    const result = compileBody({ file: "content/docs/a.mdx", body: "Text\n\n<Widget />", lineOffset: 4 }, "/project");
    expect(result).toEqual({ error: { file: "content/docs/a.mdx", message: expect.stringMatching(/^unknown component <Widget> .* \(line 7\)$/) as unknown } });
  });
});
