/** @jest-environment node */
import { markdownTitle, nearestNames, parseLlmsTxt, toDocRoute } from "./pages";

const SITE = new URL("http://127.0.0.1:9000/");
const LLMS_TXT = `# Cloudloop Knowledgebase

> The public documentation.

## Concepts

- [Thing](https://knowledge.cloudloop.com/docs/concepts/thing.md): A Thing stands for one device.
- [Thing Group](https://knowledge.cloudloop.com/docs/concepts/thing-group.md): A Thing Group collects Things.

## Protocols

- [Iridium Edge Solar (IES)](https://knowledge.cloudloop.com/docs/protocols/ies.md): How IES messages decode.
`;

describe("parseLlmsTxt", () => {
  it("lists each linked doc under its section, in order, with the route read_page takes", () => {
    expect(parseLlmsTxt(LLMS_TXT)).toEqual([
      {
        section: "Concepts",
        title: "Thing",
        path: "/docs/concepts/thing",
        url: "https://knowledge.cloudloop.com/docs/concepts/thing",
        description: "A Thing stands for one device.",
      },
      expect.objectContaining({ section: "Concepts", title: "Thing Group", path: "/docs/concepts/thing-group" }),
      expect.objectContaining({ section: "Protocols", title: "Iridium Edge Solar (IES)", path: "/docs/protocols/ies" }),
    ]);
  });
});

describe("toDocRoute", () => {
  it.each([
    ["/docs/data", "/docs/data"],
    ["docs/data.md", "/docs/data"],
    ["/docs/data.html", "/docs/data"],
    ["/docs/protocols/ies/", "/docs/protocols/ies"],
    ["/docs/protocols/ies/index.html", "/docs/protocols/ies"],
    ["/docs/api/send-message#send-an-sbd-message", "/docs/api/send-message"],
    ["https://knowledge.cloudloop.com/docs/api/management?x=1", "/docs/api/management"],
    ["http://127.0.0.1:9000/docs/data.md", "/docs/data"],
    ["/", "/"],
  ])("reads %s as the route %s", (input, route) => {
    expect(toDocRoute(input, SITE)).toBe(route);
  });

  it("reads a URL under the site's base path relative to that path", () => {
    expect(toDocRoute("https://docs.example.com/preview/docs/data", new URL("https://docs.example.com/preview/"))).toBe(
      "/docs/data",
    );
  });

  it.each([
    "../../etc/passwd",
    "/docs/../../etc/passwd",
    "/docs/%2e%2e/%2E%2E/etc/passwd",
    "..\\..\\etc\\passwd",
    "https://evil.example.com/docs/data",
    "http://127.0.0.1:9001/docs/data",
    "file:///etc/passwd",
    "https:",
  ])("refuses %s, which leaves the site", (input) => {
    expect(toDocRoute(input, SITE)).toBeNull();
  });
});

describe("nearestNames", () => {
  const routes = ["/docs/data", "/docs/api/management", "/docs/destinations/mqtt", "/docs/destinations/http"];

  it("puts the name with the fewest typos first", () => {
    expect(nearestNames("/docs/api/managment", routes)[0]).toBe("/docs/api/management");
  });

  it("counts typos in the last segment too, so a page named without its folder is found", () => {
    expect(nearestNames("/docs/mqtt", routes)[0]).toBe("/docs/destinations/mqtt");
  });

  it("ignores case and gives `count` names, equals in their given order", () => {
    expect(nearestNames("DATA/DOSENDSBDMESSAGE", ["Data/GetThings", "Data/DoSendSbdMessage"], 1)).toEqual([
      "Data/DoSendSbdMessage",
    ]);
    expect(nearestNames("/x", routes, 2)).toHaveLength(2);
  });
});

describe("markdownTitle", () => {
  it("is the first level-1 heading", () => {
    expect(markdownTitle("> no\n\n# Thing Management\n\n## List Things\n")).toBe("Thing Management");
    expect(markdownTitle("no heading")).toBe("");
  });
});
