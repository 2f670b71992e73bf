import { checkFrontmatter, toIsoDay } from "./frontmatter";

const check = (frontmatter: Record<string, unknown>) =>
  checkFrontmatter("docs/a.md", { title: "A", description: "About A.", ...frontmatter });

describe("checkFrontmatter", () => {
  it("accepts every supported Docusaurus key", () => {
    expect(
      check({
        sidebar_label: "A",
        sidebar_position: 2,
        sidebar_class_name: "beta",
        slug: "/a",
        unlisted: false,
        draft: true,
        keywords: ["a"],
        pagination_next: "b",
        pagination_prev: null,
        hide_table_of_contents: false,
        toc_min_heading_level: 2,
        toc_max_heading_level: 4,
        image: "/img/a.png",
        last_update: { date: new Date("2025-01-02"), author: "Ada" },
      }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it("warns about an unknown key, naming the file and the key it probably meant", () => {
    expect(check({ sidebar_postion: 3, custom_thing: 1 }).warnings).toEqual([
      {
        file: "docs/a.md",
        message: 'unknown frontmatter key "sidebar_postion" (did you mean "sidebar_position"?) is ignored',
      },
      { file: "docs/a.md", message: 'unknown frontmatter key "custom_thing" is ignored' },
    ]);
  });

  it.each([
    [{ draft: "yes" }, 'frontmatter "draft" must be true or false'],
    [{ pagination_next: 3 }, 'frontmatter "pagination_next" must be a doc id or null'],
    [{ toc_min_heading_level: 1 }, 'frontmatter "toc_min_heading_level" must be a whole number from 2 to 6'],
    [
      { toc_min_heading_level: 4, toc_max_heading_level: 3 },
      'frontmatter "toc_min_heading_level" is above "toc_max_heading_level"',
    ],
    [{ sidebar_position: "1" }, 'frontmatter "sidebar_position" must be a number'],
    [
      { last_update: "2025-01-01" },
      'frontmatter "last_update" must be { date: YYYY-MM-DD, author: name } (either or both)',
    ],
    [{ last_update: { date: "last week" } }, 'frontmatter "last_update.date" must be a date such as 2025-03-01'],
    [{ image: "" }, 'frontmatter "image" must be a non-empty string'],
    [{ title: " " }, 'frontmatter "title" is missing'],
  ])("rejects %j", (frontmatter, message) => {
    expect(check(frontmatter).errors).toEqual([{ file: "docs/a.md", message }]);
  });
});

describe("hints for unknown keys, and toIsoDay", () => {
  it("suggests only close keys", () => {
    expect(check({ hide_table_of_content: true }).warnings[0]?.message).toContain(
      'did you mean "hide_table_of_contents"',
    );
    expect(check({ author: "Ada" }).warnings[0]?.message).toBe('unknown frontmatter key "author" is ignored');
  });
  it("reads YAML dates and date strings as days", () => {
    expect(toIsoDay(new Date("2025-03-04T00:00:00Z"))).toBe("2025-03-04");
    expect(toIsoDay("2025-03-04")).toBe("2025-03-04");
    expect(toIsoDay("March")).toBeNull();
  });
});
