import { toMarkdownCopyPath } from "./markdown-copy-path";

describe("toMarkdownCopyPath", () => {
  it("adds .md to a page route", () => {
    expect(toMarkdownCopyPath("/docs/api/send-message")).toBe("/docs/api/send-message.md");
  });

  it("maps an index route, with or without its slash, to the folder name plus .md", () => {
    expect(toMarkdownCopyPath("/docs/protocols/ies/")).toBe("/docs/protocols/ies.md");
    expect(toMarkdownCopyPath("/docs/protocols/ies")).toBe("/docs/protocols/ies.md");
  });

  it("maps the .html aliases of a route to the same Markdown copy", () => {
    expect(toMarkdownCopyPath("/docs/api/send-message.html")).toBe("/docs/api/send-message.md");
    expect(toMarkdownCopyPath("/docs/protocols/ies/index.html")).toBe("/docs/protocols/ies.md");
  });

  it("ignores a query or a fragment", () => {
    expect(toMarkdownCopyPath("/docs/api/overview/?a=1#hosts")).toBe("/docs/api/overview.md");
  });

  it("gives the site root an index.md", () => {
    expect(toMarkdownCopyPath("/")).toBe("/index.md");
  });
});
