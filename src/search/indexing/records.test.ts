import { fixtureInput, fixtureRecords, longPollMdx, recordPage } from "../../__fixtures__/search";
import { getTopCategoryLabel, toPageRecords, toPlainText, toResultTitle, toLead, toShortCategoryName } from "./records";
import type { SearchRecord } from "../types";

const byPage = (records: readonly SearchRecord[], path: string) =>
  records.filter((record) => record.url_without_anchor === path);

describe("toSearchRecords", () => {
  const records = fixtureRecords();
  const longPoll = byPage(records, "/docs/api/get-message-long-poll");

  it("starts each page with its lvl1 record: top sidebar category as lvl0, title as lvl1", () => {
    const [first] = longPoll;
    expect(first).toMatchObject({
      type: "lvl1",
      content: null,
      url: "/docs/api/get-message-long-poll",
      url_without_anchor: "/docs/api/get-message-long-poll",
      anchor: null,
      hierarchy: { lvl0: "API", lvl1: "Get Messages - Long Poll", lvl2: null },
      hierarchy_radio: { lvl1: "Get Messages - Long Poll" },
      keywords: ["maxPollTime", "real time"],
      language: "en",
      docusaurus_tag: "docs-default-current",
      weight: { pageRank: 0, level: 100, position: 0 },
    });
  });

  it("uses the page title as lvl0 for a top-level doc and the outer category for nested ones", () => {
    expect(byPage(records, "/docs/data")[0]?.hierarchy.lvl0).toBe("Cloudloop Data");
    expect(byPage(records, "/docs/destinations/aws/aws-s3")[0]?.hierarchy.lvl0).toBe("Destinations");
    expect(getTopCategoryLabel(fixtureInput.sidebar, "/docs/unknown", "Own title")).toBe("Own title");
  });

  it("makes heading records with rehype-slug anchors and the headings above them", () => {
    const timeouts = longPoll.find((record) => record.type === "lvl3");
    expect(timeouts).toMatchObject({
      url: "/docs/api/get-message-long-poll#timeouts",
      anchor: "timeouts",
      hierarchy: { lvl1: "Get Messages - Long Poll", lvl2: "How the loop works", lvl3: "Timeouts", lvl4: null },
      hierarchy_radio: { lvl3: "Timeouts" },
      weight: { level: 80 },
    });
    const errors = longPoll.find((record) => record.type === "lvl2" && record.anchor === "errors-and-limits");
    // A new h2 clears the h3 above it.
    expect(errors?.hierarchy).toMatchObject({ lvl2: "Errors and limits", lvl3: null });
  });

  // A header row is a record like a body row: a field named only in a column's header (`positionMode` value) is found.
  it("makes a content record per paragraph, list item and table row (header too), under the nearest heading", () => {
    const contents = longPoll
      .filter((record) => record.type === "content")
      .map((record) => [record.anchor, record.content]);
    expect(contents).toEqual([
      [null, "Long polling lets you pull new messages almost as soon as they arrive. See the API overview."],
      ["how-the-loop-works", "Your client sends its first request without a since value."],
      ["how-the-loop-works", "The server answers at once with the newest record."],
      ["timeouts", "Name · Type · Meaning"],
      ["timeouts", "maxPollTime · integer · The longest time the server holds the request open"],
      ["timeouts", "Keep your token secret"],
      ["timeouts", "Anyone holding a token can read your messages in bold."],
      ["errors-and-limits", "Retry with backoff after a timeout."],
    ]);
  });

  it("leaves code blocks out", () => {
    const text = records.map((record) => record.content ?? "").join(" ");
    expect(text).not.toContain("secretCodeWord");
  });

  it("gives every record a unique objectID that stays the same when another section changes", () => {
    const ids = records.map((record) => record.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    const edited = toPageRecords(
      recordPage({
        path: "/p",
        title: "T",
        body: longPollMdx.replace("Long polling lets you", "Long polling (new words) lets you"),
      }),
      "API",
      "docs-default-current",
      "en",
    );
    const original = toPageRecords(
      recordPage({ path: "/p", title: "T", body: longPollMdx }),
      "API",
      "docs-default-current",
      "en",
    );
    expect(edited.map((record) => record.objectID)).toEqual(original.map((record) => record.objectID));
    expect(original.find((record) => record.anchor === "timeouts" && record.type === "content")?.objectID).toBe(
      "/p#timeouts:c0",
    );
  });

  it("indexes generated category pages by title and description", () => {
    const aws = byPage(records, "/docs/category/aws");
    expect(aws.map((record) => [record.type, record.hierarchy.lvl0, record.hierarchy.lvl1, record.content])).toEqual([
      ["lvl1", "Destinations", "AWS", null],
      ["content", "Destinations", "AWS", "Send device messages into your Amazon Web Services account."],
    ]);
  });

  it("indexes what the page shows of images, list items with nested lists and one-line components", () => {
    const page = recordPage({
      path: "/p",
      title: "T",
      body:
        "See ![the wiring diagram](https://example.com/w.svg) first.\n\n" +
        "- Outer item\n  - Inner item\n\n" +
        '<Admonition type="note">One line.</Admonition>',
    });
    expect(
      toPageRecords(page, "API", "docs-default-current", "en").flatMap((record) =>
        record.content ? [record.content] : [],
      ),
    ).toEqual(["See the wiring diagram first.", "Outer item", "Inner item", "One line."]);
  });
});

describe("toPlainText", () => {
  it("keeps link text and inline code, drops code blocks and headings' # links", () => {
    expect(
      toPlainText([
        ["p", null, "Use ", ["code", null, "token"], " with ", ["a", { href: "/x" }, "care"]],
        ["pre", null, ["code", null, "secret()"]],
      ]),
    ).toBe("Use token with care");
    expect(toPlainText(["Timeouts", ["a", { className: "anchor-link", href: "#timeouts" }, "#"]])).toBe("Timeouts");
  });
});

describe("result titles", () => {
  const category = (label: string, href: string, items: string[]) => ({
    type: "category" as const,
    label,
    href,
    items: items.map((item) => ({ type: "link" as const, label: "MO", href: item, docId: item })),
  });
  const sidebar = [
    category("Protocols", "/docs/category/protocols", []),
    category("Iridium Edge Solar (IES)", "/docs/protocols/ies/", ["/docs/protocols/ies/mo"]),
  ];

  it("shortens a category to the abbreviation in its label", () => {
    expect(toShortCategoryName("Iridium Edge Solar (IES)")).toBe("IES");
    expect(toShortCategoryName("GC Tracking Devices (P6)")).toBe("P6");
    expect(toShortCategoryName("Azure")).toBe("Azure");
  });

  it("qualifies only a title other pages share, with its category", () => {
    expect(toResultTitle(sidebar as never, "/docs/protocols/ies/mo", "MO", new Set(["MO"]))).toBe("MO · IES");
    expect(toResultTitle(sidebar as never, "/docs/protocols/ies/mo", "MO", new Set())).toBe("MO");
  });
});

describe("toLead", () => {
  it("is the description and the opening paragraph, before any heading", () => {
    const tree = recordPage({ path: "/p", title: "T", body: "Get a token first.\n\n## Later\n\nLater text." }).tree;
    expect(toLead("Tokens for the API.", tree)).toBe("Tokens for the API. Get a token first.");
    expect(
      toLead(null, recordPage({ path: "/p", title: "T", body: "## First\n\nGet a token first." }).tree),
    ).toBeNull();
  });
});
