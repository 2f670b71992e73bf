// Bad content stops `gatsby build` early with a message naming the file and the problem (runs before the real build).
import fs from "fs";
import os from "os";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { runGatsbyBuild } from "../harness";

const FIXTURE = path.join(__dirname, "..", "fixtures", "minimal-docs");
const PAGES = path.join(__dirname, "..", "fixtures", "minimal-pages");

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

describe("the build stops on bad content", { concurrency: 1 }, () => {
  it("a broken internal link, naming the file", () => {
    const { status, output } = buildBroken(edit("data.mdx", (text) => `${text}\nSee [nowhere](/docs/concepts/nothing).\n`));
    assert.notEqual(status, 0);
    assert.match(output, /data\.mdx: broken link to \/docs\/concepts\/nothing \(line \d+\): no page at \/docs\/concepts\/nothing/);
  });

  it("a broken anchor", () => {
    const { status, output } = buildBroken(edit("data.mdx", (text) => text.replace("#what-it-is", "#what-it-was")));
    assert.notEqual(status, 0);
    assert.match(output, /data\.mdx: broken anchor in \/docs\/concepts\/thing#what-it-was/);
  });

  it("a missing description, and an unknown component in another file", () => {
    const { status, output } = buildBroken((docsDir) => {
      edit("concepts/thing.mdx", (text) => text.replace(/^description: .*$/m, ""))(docsDir);
      edit("data.mdx", (text) => `${text}\n<Widget />\n`)(docsDir);
    });
    assert.notEqual(status, 0);
    assert.match(output, /concepts\/thing\.mdx: frontmatter "description" is missing/);
    assert.match(output, /data\.mdx: unknown component <Widget> \(available: Admonition, ByteLayout, Figure, PayloadEncoder, TabItem, Tabs\) \(line \d+\)/);
  });

  it("an MDX syntax error", () => {
    const { status, output } = buildBroken(edit("concepts/thing.mdx", (text) => `${text}\n<Admonition type="tip">\n\nNever closed\n`));
    assert.notEqual(status, 0);
    assert.match(output, /concepts\/thing\.mdx: MDX syntax error at line \d+/);
  });

  it("a category pointing at a missing doc, and two files claiming one route", () => {
    const { status, output } = buildBroken((docsDir) => {
      fs.writeFileSync(path.join(docsDir, "concepts", "_category_.json"), '{ "label": "Concepts", "link": { "type": "doc", "id": "concepts/ghost" } }');
      fs.writeFileSync(path.join(docsDir, "twin.mdx"), "---\ntitle: Twin\ndescription: Claims the root's route.\nslug: /data\n---\n\nText.\n");
    });
    assert.notEqual(status, 0);
    assert.match(output, /concepts\/_category_\.json: link\.id "concepts\/ghost" does not match any doc/);
    assert.match(output, /twin\.mdx: claims the route \/docs\/data, which .*data\.mdx already has/);
  });
});
