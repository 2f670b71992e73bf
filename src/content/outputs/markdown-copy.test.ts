/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { findMarkupOrImports, readMarkdownCopy } from "../../../e2e/lib/markdown-copy-check";
import { compileMdxTree } from "../compile/mdx-tree";
import { toAbsoluteLink, toMarkdownCopy, treeToMarkdown } from "./markdown-copy";

const SITE = "https://docs.example.com";
const PAGE = `${SITE}/docs/guide/page`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "markdown-copy-"));
const file = path.join(dir, "page.mdx");
fs.mkdirSync(path.join(dir, "img"));
fs.writeFileSync(path.join(dir, "img", "screen.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const markdownOf = (body: string): string => treeToMarkdown(compileMdxTree(body, file).tree, SITE, PAGE);

describe("treeToMarkdown", () => {
  it("keeps headings and prose, without the heading anchor links", () => {
    expect(markdownOf("## What it is\n\nSome *text* and **bold** with `code`.")).toBe(
      "## What it is\n\nSome *text* and **bold** with `code`.",
    );
  });

  it("writes GFM tables", () => {
    expect(markdownOf("| a | b |\n|---|---|\n| `x` | 1 |")).toBe("| a | b |\n| - | - |\n| `x` | 1 |");
  });

  it("fences code with its language and title and the fence's exact text (highlighting dropped)", () => {
    const code = 'const a = "<b>";\n\n  return a; // done';
    expect(markdownOf(`\`\`\`js title="send.js" {1}\n${code}\n\`\`\``)).toBe(
      `\`\`\`js title="send.js"\n${code}\n\`\`\``,
    );
    expect(markdownOf("```\nplain\n```")).toBe("```\nplain\n```");
  });

  it("turns admonitions into blockquotes labelled with their type and title", () => {
    expect(
      markdownOf('<Admonition type="warning" title="Tokens are secrets">\n\nKeep it **safe**.\n\n</Admonition>'),
    ).toBe("> **Warning: Tokens are secrets**\n>\n> Keep it **safe**.");
    expect(markdownOf("<Admonition>\n\nA note.\n\n</Admonition>")).toBe("> **Note**\n>\n> A note.");
  });

  it("turns each tab into a code block titled with the tab's label, or a labelled section", () => {
    const tabs = [
      '<Tabs groupId="language">',
      '<TabItem value="curl" label="curl">\n\n```bash\ncurl https://api.example.com\n```\n\n</TabItem>',
      '<TabItem value="js" label="JavaScript">\n\n```js title="ping.js"\nawait fetch(url);\n```\n\n</TabItem>',
      '<TabItem value="ui" label="In the app">\n\nOpen **Settings**.\n\n</TabItem>',
      "</Tabs>",
    ].join("\n");
    expect(markdownOf(tabs)).toBe(
      '```bash title="curl"\ncurl https://api.example.com\n```\n\n' +
        '```js title="JavaScript: ping.js"\nawait fetch(url);\n```\n\n**In the app**\n\nOpen **Settings**.',
    );
  });

  it("turns a figure into an image with its alt text and absolute URL, and its caption", () => {
    const markdown = markdownOf(
      'import screen from "./img/screen.svg"\n\n<Figure src={screen} alt="The screen" caption="What you see" />',
    );
    expect(markdown).toMatch(
      /^!\[The screen\]\(https:\/\/docs\.example\.com\/static\/screen-[0-9a-f]{8}\.svg\)\n\n\*What you see\*$/,
    );
  });

  it("turns a byte layout into a captioned table with offsets and sizes", () => {
    const markdown = markdownOf(
      '<ByteLayout caption="Header" unit="bit" fields={[' +
        '{ name: "type", size: 8, type: "uint8", description: "Kind" }, ' +
        '{ name: "lat", size: 24, range: "-90 to 90" }]} />',
    );
    expect(markdown).toBe(
      "**Header (32 bits in total)**\n\n" +
        "| Field | Offset | Size | Type | Unit | Range | Meaning |\n| - | - | - | - | - | - | - |\n" +
        "| `type` | 0 | 8 bits | uint8 | — | — | Kind |\n| `lat` | 8 | 24 bits | — | — | -90 to 90 | — |",
    );
  });

  it("makes internal links and anchors absolute and leaves other links alone", () => {
    expect(markdownOf("[a](/docs/a#x), [b](#here), [c](https://other.example/), [d](mailto:x@example.com)")).toBe(
      `[a](${SITE}/docs/a#x), [b](${PAGE}#here), [c](https://other.example/), [d](mailto:x@example.com)`,
    );
  });

  it("keeps text that looks like markup as text, escaped, never as HTML", () => {
    const markdown = markdownOf('Use the {"<Action>"} endpoint and &lt;b&gt; tags.');
    expect(findMarkupOrImports(markdown)).toEqual([]);
    expect(markdown).toContain("Action");
  });

  it("drops imports", () => {
    expect(markdownOf('import screen from "./img/screen.svg"\n\nText.')).toBe("Text.");
  });
});

describe("toAbsoluteLink", () => {
  it("resolves site paths and anchors, keeps protocol-relative and external URLs", () => {
    expect(toAbsoluteLink("/docs/a", `${SITE}/`, PAGE)).toBe(`${SITE}/docs/a`);
    expect(toAbsoluteLink("#b", SITE, `${PAGE}#old`)).toBe(`${PAGE}#b`);
    expect(toAbsoluteLink("//cdn.example/x", SITE, PAGE)).toBe("//cdn.example/x");
  });
});

describe("toMarkdownCopy", () => {
  it("opens with the title as the only h1 and the description as a blockquote", () => {
    const copy = toMarkdownCopy(
      compileMdxTree("## Part\n\nBody.", file).tree,
      { title: "Send *Messages*", description: "How to send.", url: PAGE },
      SITE,
    );
    expect(copy).toBe("# Send \\*Messages\\*\n\n> How to send.\n\n## Part\n\nBody.\n");
    expect(readMarkdownCopy(copy).headings(1)).toEqual(["Send *Messages*"]);
  });
});
