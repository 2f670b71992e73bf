import { ContentConfigError, parseCategory } from "./categories";

describe("parseCategory", () => {
  it("reads label, position, collapsed and a generated-index link", () => {
    const category = parseCategory(
      JSON.stringify({
        label: "AWS",
        position: 6,
        collapsed: false,
        link: { type: "generated-index", slug: "/category/aws", description: "Amazon" },
      }),
      "destinations/aws",
      "content/docs/destinations/aws/_category_.json",
    );
    expect(category).toEqual({
      dir: "destinations/aws",
      file: "content/docs/destinations/aws/_category_.json",
      label: "AWS",
      position: 6,
      collapsed: false,
      link: { type: "generated-index", slug: "/category/aws", description: "Amazon" },
    });
  });

  it("defaults to collapsed with no link", () => {
    expect(parseCategory('{"label":"API"}', "api", "f")).toMatchObject({ collapsed: true, link: null });
  });

  it("reads a doc link", () => {
    expect(
      parseCategory('{"label":"IES","link":{"type":"doc","id":"protocols/ies/index"}}', "protocols/ies", "f").link,
    ).toEqual({
      type: "doc",
      id: "protocols/ies/index",
    });
  });

  it.each([
    ["{not json", /invalid JSON/],
    ["[]", /JSON object/],
    ['{"position":1}', /"label" is required/],
    ['{"label":"A","position":"1"}', /"position" must be a number/],
    ['{"label":"A","link":{"type":"generated-index"}}', /needs a "slug"/],
    ['{"label":"A","link":{"type":"doc"}}', /needs an "id"/],
    ['{"label":"A","link":{"type":"page"}}', /"link.type" must be/],
  ])("rejects %s naming the file", (text, message) => {
    expect(() => parseCategory(text, "x", "content/docs/x/_category_.json")).toThrow(ContentConfigError);
    expect(() => parseCategory(text, "x", "content/docs/x/_category_.json")).toThrow(message);
    expect(() => parseCategory(text, "x", "content/docs/x/_category_.json")).toThrow(
      /^content\/docs\/x\/_category_.json: /,
    );
  });

  it("reads _category_.yml the same way, naming the file on bad YAML", () => {
    const text =
      "label: Guides\nposition: 2\ncollapsed: false\nlink:\n  type: generated-index\n  slug: /category/guides\n";
    expect(parseCategory(text, "guides", "docs/guides/_category_.yml")).toEqual({
      dir: "guides",
      file: "docs/guides/_category_.yml",
      label: "Guides",
      position: 2,
      collapsed: false,
      link: { type: "generated-index", slug: "/category/guides" },
    });
    expect(() => parseCategory("label: [open", "g", "docs/g/_category_.yml")).toThrow(
      /^docs\/g\/_category_.yml: invalid YAML/,
    );
    expect(() => parseCategory("- a\n- b\n", "g", "docs/g/_category_.yaml")).toThrow(/a YAML mapping/);
  });
});
