import { toMarkdownCopyPath } from "./markdown-copy-path";

describe("toMarkdownCopyPath", () => {
  it.each([
    ["adds .md to a page route", "/docs/api/send-message", "/docs/api/send-message.md"],
    ["maps an index route to the folder name plus .md", "/docs/protocols/ies/", "/docs/protocols/ies.md"],
    ["maps an index route without its slash alike", "/docs/protocols/ies", "/docs/protocols/ies.md"],
    ["maps a page's .html alias to the same Markdown copy", "/docs/api/send-message.html", "/docs/api/send-message.md"],
    [
      "maps an index's .html alias to the same Markdown copy",
      "/docs/protocols/ies/index.html",
      "/docs/protocols/ies.md",
    ],
    ["ignores a query or a fragment", "/docs/api/overview/?a=1#hosts", "/docs/api/overview.md"],
    ["gives the site root an index.md", "/", "/index.md"],
  ])("%s (%s → %s)", (_case, route, expected) => {
    expect(toMarkdownCopyPath(route)).toBe(expected);
  });
});
