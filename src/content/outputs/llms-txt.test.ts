import { buildLlmsFullTxt, buildLlmsTxt, summarizeSite, toLlmsSections, type LlmsDoc } from "./llms-txt";
import type { SidebarItem } from "../model/types";

const copy = (id: string, title: string): LlmsDoc => ({
  id,
  title,
  description: `About ${title}.`,
  url: `https://docs.example.com/docs/${id}`,
  markdownUrl: `https://docs.example.com/docs/${id}.md`,
  markdown: `# ${title}\n\n> About ${title}.\n\n## Part of ${id}\n\nBody.\n`,
});
const docItem = (id: string, label = id): SidebarItem => ({ type: "doc", id, label, href: `/docs/${id}` });
const categoryItem = (label: string, items: SidebarItem[], linkDocId: string | null = null): SidebarItem => ({
  type: "category",
  label,
  href: null,
  linkDocId,
  collapsed: true,
  items,
});

const sidebar: SidebarItem[] = [
  docItem("data", "Cloudloop Data"),
  categoryItem("Concepts", [docItem("concepts/thing"), docItem("concepts/unlisted")]),
  categoryItem("Protocols", [
    categoryItem("P6", [docItem("p6/mo")]),
    categoryItem("IES", [docItem("ies/mo")], "ies/index"),
  ]),
];
const docs = new Map(
  [
    copy("data", "Cloudloop Data"),
    copy("concepts/thing", "Thing"),
    copy("p6/mo", "MO"),
    copy("ies/index", "IES"),
    copy("ies/mo", "MO"),
  ].map((doc) => [doc.id, doc]),
);
const site = { name: "Example Docs", summary: "Docs of\nthe example." };

describe("toLlmsSections", () => {
  it("makes one section per top-level entry, in sidebar order, with nested docs flattened and link docs first", () => {
    const sections = toLlmsSections(sidebar, docs);
    expect(
      sections.map((section) => [section.title, section.docs.map((entry) => [entry.path.join("/"), entry.doc.id])]),
    ).toEqual([
      ["Cloudloop Data", [["", "data"]]],
      ["Concepts", [["", "concepts/thing"]]],
      [
        "Protocols",
        [
          ["P6", "p6/mo"],
          ["", "ies/index"],
          ["IES", "ies/mo"],
        ],
      ],
    ]);
  });

  it("leaves out docs it was not given (unlisted) and categories left empty", () => {
    const sections = toLlmsSections([categoryItem("Hidden", [docItem("concepts/unlisted")]), ...sidebar], docs);
    expect(sections.map((section) => section.title)).toEqual(["Cloudloop Data", "Concepts", "Protocols"]);
  });
});

describe("buildLlmsTxt", () => {
  it("writes the llmstxt.org shape: H1, blockquote summary, an H2 per section, a link list with descriptions", () => {
    expect(buildLlmsTxt(site, toLlmsSections(sidebar, docs))).toBe(
      [
        "# Example Docs",
        "",
        "> Docs of the example.",
        "",
        "## Cloudloop Data",
        "",
        "- [Cloudloop Data](https://docs.example.com/docs/data.md): About Cloudloop Data.",
        "",
        "## Concepts",
        "",
        "- [Thing](https://docs.example.com/docs/concepts/thing.md): About Thing.",
        "",
        "## Protocols",
        "",
        "- [P6 / MO](https://docs.example.com/docs/p6/mo.md): About MO.",
        "- [IES](https://docs.example.com/docs/ies/index.md): About IES.",
        "- [IES / MO](https://docs.example.com/docs/ies/mo.md): About MO.",
        "",
      ].join("\n"),
    );
  });

  it("escapes brackets in link text", () => {
    const odd = new Map([["data", copy("data", "Data [beta]")]]);
    expect(buildLlmsTxt(site, toLlmsSections([docItem("data")], odd))).toContain(
      "- [Data \\[beta\\]](https://docs.example.com/docs/data.md)",
    );
  });
});

describe("buildLlmsFullTxt", () => {
  it("holds every doc's Markdown in sidebar order under its title and URLs, without each copy's h1", () => {
    const full = buildLlmsFullTxt(site, toLlmsSections(sidebar, docs));
    expect(
      full.startsWith(
        "# Example Docs\n\n> Docs of the example.\n\n---\n\n" +
          "# Cloudloop Data\n\nURL: https://docs.example.com/docs/data\n",
      ),
    ).toBe(true);
    const order = [
      "## Part of data",
      "## Part of concepts/thing",
      "## Part of p6/mo",
      "## Part of ies/index",
      "## Part of ies/mo",
    ].map((heading) => full.indexOf(heading));
    expect(order.every((position, index) => position > 0 && (index === 0 || position > (order[index - 1] ?? 0)))).toBe(
      true,
    );
    expect(full).toContain(
      "# P6 / MO\n\nURL: https://docs.example.com/docs/p6/mo\n" +
        "Markdown: https://docs.example.com/docs/p6/mo.md\n\n> About MO.",
    );
    expect(full.match(/^# MO$/gm)).toBeNull();
  });
});

describe("summarizeSite", () => {
  it("says what the site documents and where the Markdown is", () => {
    const summary = summarizeSite("Example Docs", "Example Co", { title: "Data", description: "Moves  messages." });
    expect(summary).toBe(
      "The public documentation of Data by Example Co. Moves messages. " +
        'Every page of Example Docs is also served as Markdown at its address plus ".md" (the links below); ' +
        "llms-full.txt holds all of them in one file.",
    );
  });
});
