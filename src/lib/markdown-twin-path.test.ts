import { toMarkdownTwinPath } from "./markdown-twin-path";

describe("toMarkdownTwinPath", () => {
  it("adds .md to a page route", () => {
    expect(toMarkdownTwinPath("/docs/api/send-message")).toBe("/docs/api/send-message.md");
  });

  it("maps an index route, with or without its slash, to the folder name plus .md", () => {
    expect(toMarkdownTwinPath("/docs/protocols/ies/")).toBe("/docs/protocols/ies.md");
    expect(toMarkdownTwinPath("/docs/protocols/ies")).toBe("/docs/protocols/ies.md");
  });

  it("maps the .html aliases of a route to the same twin", () => {
    expect(toMarkdownTwinPath("/docs/api/send-message.html")).toBe("/docs/api/send-message.md");
    expect(toMarkdownTwinPath("/docs/protocols/ies/index.html")).toBe("/docs/protocols/ies.md");
  });

  it("ignores a query or a fragment", () => {
    expect(toMarkdownTwinPath("/docs/api/overview/?a=1#hosts")).toBe("/docs/api/overview.md");
  });

  it("gives the site root an index.md", () => {
    expect(toMarkdownTwinPath("/")).toBe("/index.md");
  });
});
