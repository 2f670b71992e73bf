// Bad content stops `gatsby build` early with a message naming the file and the problem (runs before the real build).
import fs from "fs";
import os from "os";
import path from "path";
import { before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { runGatsbyBuild } from "../harness";

const FIXTURE = path.join(__dirname, "..", "..", "src", "__fixtures__", "content-trees", "minimal-docs");
const PAGES = path.join(__dirname, "..", "..", "src", "__fixtures__", "content-trees", "minimal-pages");

/** Copies the good fixture, applies `breakIt`, builds, and returns the exit code and output. */
function buildBroken(breakIt: (docsDir: string) => void): { status: number | null; output: string } {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bad-docs-"));
  fs.cpSync(FIXTURE, docsDir, { recursive: true });
  breakIt(docsDir);
  const result = runGatsbyBuild({ DOCS_CONTENT_DIR: docsDir, PAGES_CONTENT_DIR: PAGES }, 180_000);
  fs.rmSync(docsDir, { recursive: true, force: true });
  // The reporter wraps long lines; join them so messages can be matched whole.
  return { status: result.status, output: result.output.replace(/\s*\n\s*/g, " ") };
}

const edit = (file: string, change: (text: string) => string) => (docsDir: string) => {
  const target = path.join(docsDir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
};

/** One copy of the fixture with every kind of bad content, each in its own place, so one build must report them all. */
function breakEverything(docsDir: string): void {
  edit(
    "data.mdx",
    (text) => `${text.replace("#what-it-is", "#what-it-was")}\nSee [nowhere](/docs/concepts/nothing).\n\n<Widget />\n`,
  )(docsDir);
  edit("concepts/thing.mdx", (text) => text.replace(/^description: .*$/m, ""))(docsDir);
  fs.writeFileSync(
    path.join(docsDir, "concepts", "unclosed.mdx"),
    "---\ntitle: Unclosed\ndescription: A page whose admonition is never closed.\n---\n\n" +
      'Text.\n\n<Admonition type="tip">\n\nNever closed\n',
  );
  fs.writeFileSync(
    path.join(docsDir, "concepts", "_category_.json"),
    '{ "label": "Concepts", "link": { "type": "doc", "id": "concepts/ghost" } }',
  );
  fs.writeFileSync(
    path.join(docsDir, "twin.mdx"),
    "---\ntitle: Twin\ndescription: Claims the root's route.\nslug: /data\n---\n\nText.\n",
  );
}

describe("the build stops on bad content, reporting every problem of one run", { concurrency: 1 }, () => {
  let result: { status: number | null; output: string } = { status: null, output: "" };
  before(() => {
    result = buildBroken(breakEverything);
  });

  it("stops the build", () => {
    assert.notEqual(result.status, 0);
  });

  it("a broken internal link, naming the file", () => {
    assert.match(
      result.output,
      /data\.mdx: broken link to \/docs\/concepts\/nothing \(line \d+\): no page at \/docs\/concepts\/nothing/,
    );
  });

  it("a broken anchor", () => {
    assert.match(result.output, /data\.mdx: broken anchor in \/docs\/concepts\/thing#what-it-was/);
  });

  it("a missing description, and an unknown component in another file", () => {
    assert.match(result.output, /concepts\/thing\.mdx: frontmatter "description" is missing/);
    assert.match(
      result.output,
      new RegExp(
        String.raw`data\.mdx: unknown component <Widget> ` +
          String.raw`\(available: Admonition, ByteLayout, Figure, PayloadEncoder, TabItem, Tabs\) \(line \d+\)`,
      ),
    );
  });

  it("an MDX syntax error, with its line", () => {
    assert.match(result.output, /concepts\/unclosed\.mdx: MDX syntax error at line \d+/);
  });

  it("a category pointing at a missing doc, and two files claiming one route", () => {
    assert.match(result.output, /concepts\/_category_\.json: link\.id "concepts\/ghost" does not match any doc/);
    assert.match(result.output, /twin\.mdx: claims the route \/docs\/data, which .*data\.mdx already has/);
  });
});
