import { category, doc, settings } from "../../__fixtures__/content";
import { buildDocsVersion } from "./version";

const sources = [
  doc("data.mdx", { sidebar_position: 1 }),
  doc("concepts/thing.mdx", { title: "Thing", description: "A device.", sidebar_position: 1 }),
  doc("concepts/pulse.mdx", { title: "Pulse", description: "An event.", sidebar_position: 2 }),
  doc("protocols/ies/index.mdx", { title: "IES" }),
  doc("protocols/ies/mo.mdx", { title: "MO", sidebar_position: 1 }),
  doc("protocols/p6/mo.mdx", { title: "P6 MO" }),
  doc("hidden.mdx", { unlisted: true }),
];
const categories = [
  category("concepts", {
    label: "Concepts",
    position: 2,
    link: { type: "generated-index", slug: "/category/concepts", description: "Building blocks." },
  }),
  category("protocols", {
    label: "Protocols",
    position: 3,
    link: { type: "generated-index", slug: "/category/protocols" },
  }),
  category("protocols/ies", {
    label: "Iridium Edge Solar (IES)",
    position: 2,
    link: { type: "doc", id: "protocols/ies/index" },
  }),
  category("protocols/p6", {
    label: "GC Tracking Devices (P6)",
    position: 1,
    link: { type: "generated-index", slug: "/category/gc-tracking-devices-p6", description: "P6 trackers." },
  }),
];

describe("buildDocsVersion", () => {
  const built = buildDocsVersion(sources, categories, settings);

  it("has no errors on good content", () => {
    expect(built.errors).toEqual([]);
  });

  it("describes the version as the spec's DocsVersion", () => {
    expect(built.version).toMatchObject({
      name: "current",
      label: "Next",
      path: "/docs",
      isLast: true,
      mainDocId: "data",
      draftIds: [],
    });
    expect(built.version.docs).toContainEqual(
      expect.objectContaining({
        id: "protocols/ies/index",
        path: "/docs/protocols/ies/",
        sidebar: "docs",
        unlisted: false,
      }),
    );
    expect(built.version.docs).toContainEqual(expect.objectContaining({ id: "hidden", sidebar: null, unlisted: true }));
    expect(Object.keys(built.version.sidebars)).toEqual(["docs"]);
  });

  it("creates a page per generated index with a card per child", () => {
    const concepts = built.categoryPages.find((page) => page.path === "/docs/category/concepts");
    expect(concepts).toEqual({
      path: "/docs/category/concepts",
      title: "Concepts",
      description: "Building blocks.",
      cards: [
        { kind: "doc", title: "Thing", description: "A device.", href: "/docs/concepts/thing" },
        { kind: "doc", title: "Pulse", description: "An event.", href: "/docs/concepts/pulse" },
      ],
    });
    const protocols = built.categoryPages.find((page) => page.path === "/docs/category/protocols");
    expect(protocols?.cards.map((card) => [card.kind, card.title, card.href])).toEqual([
      ["category", "GC Tracking Devices (P6)", "/docs/category/gc-tracking-devices-p6"],
      ["category", "Iridium Edge Solar (IES)", "/docs/protocols/ies/"],
    ]);
    expect(protocols?.cards[0]).toMatchObject({ description: "P6 trackers.", count: 1 });
    expect(protocols?.cards[1]).toMatchObject({ description: "About protocols/ies/index.mdx", count: 1 });
    expect(built.categoryPages.map((page) => page.path)).toContain("/docs/category/gc-tracking-devices-p6");
  });

  it("reports a missing title or description naming the file", () => {
    const { errors } = buildDocsVersion(
      [...sources, doc("bad.mdx", { title: "", description: undefined })],
      categories,
      settings,
    );
    expect(errors).toEqual([
      { file: "content/docs/bad.mdx", message: 'frontmatter "title" is missing' },
      { file: "content/docs/bad.mdx", message: 'frontmatter "description" is missing' },
    ]);
  });

  it("reports two files claiming one route", () => {
    const { errors } = buildDocsVersion(
      [...sources, doc("other.mdx", { slug: "/concepts/thing" })],
      categories,
      settings,
    );
    expect(errors).toEqual([
      {
        file: "content/docs/other.mdx",
        message: "claims the route /docs/concepts/thing, which content/docs/concepts/thing.mdx already has",
      },
    ]);
  });

  it("reports a missing mainDocId against the config file", () => {
    const { errors } = buildDocsVersion(sources, categories, { ...settings, mainDocId: "nope" });
    expect(errors).toEqual([{ file: "src/config/site.ts", message: 'mainDocId "nope" does not match any doc' }]);
  });

  it("reports a category link to a missing doc", () => {
    const broken = category("concepts", { label: "Concepts", link: { type: "doc", id: "concepts/missing" } });
    const { errors } = buildDocsVersion(sources, [broken], settings);
    expect(errors).toEqual([
      { file: "content/docs/concepts/_category_.json", message: 'link.id "concepts/missing" does not match any doc' },
    ]);
  });

  it("reports two categories claiming one index page", () => {
    const twice = [
      ...categories,
      category("other", { label: "Other", link: { type: "generated-index", slug: "/category/concepts" } }),
    ];
    const { errors } = buildDocsVersion([...sources, doc("other/page.mdx")], twice, settings);
    expect(errors).toEqual([
      {
        file: "content/docs/other/_category_.json",
        message: "category page /docs/category/concepts is already claimed by content/docs/concepts/_category_.json",
      },
    ]);
  });

  describe("Docusaurus frontmatter", () => {
    const withOptions = [
      doc("data.mdx", { sidebar_position: 1, pagination_next: "guide/b", pagination_prev: null }),
      doc("guide/a.mdx", {
        sidebar_position: 1,
        sidebar_class_name: "beta",
        hide_table_of_contents: true,
        image: "/img/a.png",
      }),
      doc("guide/b.mdx", {
        sidebar_position: 2,
        sidebar_label: "Bee",
        toc_max_heading_level: 5,
        last_update: { date: "2024-02-03" },
      }),
      doc("guide/wip.mdx", { draft: true, surprise: 1 } as never),
    ];
    const production = buildDocsVersion(withOptions, [], settings);
    const develop = buildDocsVersion(withOptions, [], { ...settings, includeDrafts: true });

    it("leaves drafts out of production and builds them in develop", () => {
      expect(production.docPages.map((page) => page.id)).toEqual(["data", "guide/a", "guide/b"]);
      expect(JSON.stringify(production.version.sidebars)).not.toContain("wip");
      expect(develop.docPages.map((page) => page.id)).toContain("guide/wip");
      expect(develop.version.draftIds).toEqual(["guide/wip"]);
    });

    it("carries pager overrides, table of contents levels, social card and last_update per page", () => {
      const byId = new Map(production.docPages.map((page) => [page.id, page.options]));
      expect(byId.get("data")?.pagination).toEqual({ next: { label: "Bee", href: "/docs/guide/b" }, previous: null });
      expect(byId.get("guide/a")).toEqual({ pagination: {}, toc: null, image: "/img/a.png", lastUpdate: null });
      expect(byId.get("guide/b")).toMatchObject({
        toc: { minHeadingLevel: 2, maxHeadingLevel: 5 },
        lastUpdate: { date: "2024-02-03", author: null },
      });
      expect(JSON.stringify(production.version.sidebars)).toContain('"className":"beta"');
    });

    it("warns about unknown keys and fails on a pager link to a missing doc", () => {
      expect(production.warnings).toEqual([
        { file: "content/docs/guide/wip.mdx", message: 'unknown frontmatter key "surprise" is ignored' },
      ]);
      const broken = buildDocsVersion(
        [...withOptions, doc("guide/c.mdx", { pagination_prev: "guide/wip" })],
        [],
        settings,
      );
      expect(broken.errors).toEqual([
        {
          file: "content/docs/guide/c.mdx",
          message:
            'frontmatter "pagination_prev" names the doc "guide/wip", ' +
            "which does not exist in production (it is a draft)",
        },
      ]);
    });
  });
});
