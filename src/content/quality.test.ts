import fs from "fs";
import matter from "gray-matter";
import path from "path";
import { extractContent } from "./extract";
import { checkPageQuality, linkedRoutes } from "./quality";

const words = (count: number): string => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
const description = "How the platform relays a device's messages to the systems that use them.";
const page = (body: string, pageDescription: string | undefined = description) => ({
  file: "content/docs/a.mdx",
  route: "/docs/a",
  frontmatter: { title: "A", description: pageDescription },
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
      "links to 1 other pages, fewer than 2",
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

describe("checkPageQuality against filler", () => {
  const good = `${words(260)}\n\n## Section\n\nSee [b](/docs/b) and [c](/docs/c#x).`;
  const messages = (body: string, pageDescription?: string) => checkPageQuality(page(body, pageDescription)).map((error) => error.message);

  it("fails the filler page for each of its faults", () => {
    const file = path.join(__dirname, "..", "..", "e2e", "fixtures", "filler-page.mdx");
    const { data, content } = matter(fs.readFileSync(file, "utf8"));
    const errors = checkPageQuality({ file: "e2e/fixtures/filler-page.mdx", route: "/docs/filler", frontmatter: data, body: content, extracted: extractContent(content) }).map((error) => error.message);
    expect(errors).toEqual([
      'frontmatter "description" "." is not a sentence: write at least 8 words and 50 characters',
      'section "Details" is empty',
      'placeholder text "lorem-ipsum"',
      "words are mostly repeats: 3 different words in 251, fewer than 64",
      "links to 0 other pages, fewer than 2",
    ]);
  });

  it.each(["TBD", "T.B.D.", "t.b.d", "lorem_ipsum", "Lorem  Ipsum", "coming-soon", "FIXME"])("finds the placeholder %p", (marker) => {
    expect(messages(`${good}\n\nThe limit is ${marker} for now.`)).toEqual([expect.stringMatching(/^placeholder text/)]);
  });

  it("does not mistake words that contain a placeholder's letters", () => {
    expect(messages(`${good}\n\nThe tbdx field and todos in the Todoist app.`)).toEqual([]);
  });

  it("wants a description that is a sentence", () => {
    expect(messages(good, "Short.")[0]).toMatch(/is not a sentence/);
    expect(messages(good, ". . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .")[0]).toMatch(/is not a sentence/);
    expect(messages(good, "This page is TBD and will describe the way messages are relayed.")).toEqual(['frontmatter "description" is placeholder text']);
  });

  it("treats a section of punctuation as empty, and one with code or a component as full", () => {
    expect(messages(`${good}\n\n## Dots\n\n. …\n\n## Tail\n\nText.`)).toEqual(['section "Dots" is empty']);
    expect(messages(`${good}\n\n## Code\n\n\`\`\`json\n{}\n\`\`\`\n\n## Card\n\n<Card />`)).toEqual([]);
  });

  it("rejects prose that repeats a few words, whatever its length", () => {
    const repeated = Array.from({ length: 400 }, (_, index) => `alpha${index % 20}`).join(" ");
    expect(messages(`${repeated}\n\nSee [b](/docs/b) and [c](/docs/c).`)).toEqual(["words are mostly repeats: 24 different words in 404, fewer than 81"]);
  });

  it("counts distinct rendered links to other pages only", () => {
    const extracted = (body: string) => ({ route: "/docs/a", extracted: extractContent(body) });
    expect(linkedRoutes(extracted("[x]: /docs/b\n[y]: /docs/c\n\nNo reference is used."))).toEqual([]);
    expect(linkedRoutes(extracted("[x]: /docs/b\n\nUsed as [x] and [again][x]."))).toEqual(["/docs/b"]);
    expect(linkedRoutes(extracted("[b](/docs/b) [b again](/docs/b/#part) [self](/docs/a) [top](#top) [rel](./c) [out](https://example.com)"))).toEqual(["/docs/b", "/docs/c"]);
    expect(linkedRoutes(extracted('<a href="/docs/d">d</a>'))).toEqual(["/docs/d"]);
  });
});
