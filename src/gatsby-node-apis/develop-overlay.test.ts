import path from "path";
import { lineOfMessage, toOverlayErrors } from "./develop-overlay";

describe("content errors in the develop overlay", () => {
  it("reads the line a message names", () => {
    expect(lineOfMessage("MDX syntax error at line 12, column 3: Unexpected end of file")).toBe(12);
    expect(lineOfMessage("broken link to /docs/x (line 7): no page at /docs/x")).toBe(7);
    expect(lineOfMessage('frontmatter "title" is missing')).toBeUndefined();
  });

  it("names the file, its line and the message as Gatsby's overlay shows them", () => {
    const [error] = toOverlayErrors(
      [{ file: "content/docs/a.mdx", message: "MDX syntax error at line 4: Unexpected end" }],
      "/project",
    );
    expect(error).toEqual({
      level: "ERROR",
      code: "CONTENT",
      text: "content/docs/a.mdx: MDX syntax error at line 4: Unexpected end",
      filePath: path.resolve("/project", "content/docs/a.mdx"),
      location: { start: { line: 4 } },
      context: { sourceMessage: "content/docs/a.mdx: MDX syntax error at line 4: Unexpected end" },
    });
    expect(toOverlayErrors([{ file: "a.mdx", message: "no line" }], "/p")[0]).not.toHaveProperty("location");
  });
});
