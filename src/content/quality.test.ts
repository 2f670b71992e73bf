import { extractContent } from "./extract";
import { checkPageQuality } from "./quality";

const words = (count: number): string => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
const page = (body: string, description: string | undefined = "A page.") => ({
  file: "content/docs/a.mdx",
  frontmatter: { title: "A", description },
  body,
  extracted: extractContent(body),
});

describe("checkPageQuality", () => {
  const good = `${words(260)}\n\n## Section\n\nSee [b](/docs/b) and [c](/docs/c#x) and [out](https://example.com).`;

  it("accepts a complete page", () => {
    expect(checkPageQuality(page(good))).toEqual([]);
  });

  it("names each broken rule", () => {
    const bad = `${words(10)} TODO\n\n## Empty\n\n## Full\n\nText with [one link](/docs/b) and [an anchor](#here).`;
    expect(checkPageQuality(page(bad, "")).map((error) => error.message)).toEqual([
      'frontmatter "description" is missing',
      'section "Empty" is empty',
      'placeholder text "TODO"',
      "20 words of prose, fewer than 250",
      "1 internal links, fewer than 2",
    ]);
  });

  it("finds lorem ipsum and coming soon in any case", () => {
    expect(checkPageQuality(page(`${good}\n\nLorem Ipsum dolor.`)).map((error) => error.message)).toEqual(['placeholder text "Lorem Ipsum"']);
    expect(checkPageQuality(page(`${good}\n\nComing soon.`))).toHaveLength(1);
  });

  it("asks for capitalised table headers, leaving code cells, body rows and fenced examples alone", () => {
    const tables = ["| field | `token` | Meaning |", "|---|---|---|", "| lower body | `x` | y |", "", "```md", "| code | sample |", "|---|---|", "```"].join("\n");
    expect(checkPageQuality(page(`${good}\n\n${tables}`)).map((error) => error.message)).toEqual(['line 7: table header "field" starts in lower case; write "Field"']);
  });
});
