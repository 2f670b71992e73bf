/** @jest-environment node */
// Every real doc gets a Markdown copy with its h2 headings and code fences, no markup; llms.txt lists the sidebar's.
import fs from "fs";
import os from "os";
import path from "path";
import { findMarkupOrImports, readMarkdownCopy } from "../../../e2e/lib/markdown-copy-check";
import { siteConfig } from "../../config/site";
import { listCodeFences } from "../check/examples";
import { LLMS_FULL_TXT, LLMS_TXT, buildMarkdownCopies, writeMarkdownCopies } from "./markdown-copy-files";
import { memoryCache } from "../../__fixtures__/memory-cache";
import type { LlmsDoc } from "./llms-txt";
import { resolveContentDirs } from "../load/paths";
import { loadCheckedSite } from "../site";
import { SIDEBAR_ID } from "../model/version";
import { setUpTempDir } from "../../__fixtures__/temp-dir";

const projectRoot = path.join(__dirname, "..", "..", "..");
const site = loadCheckedSite(resolveContentDirs({}, projectRoot), projectRoot);
const docIdByFile = new Map(site.built.docPages.map((doc) => [doc.file, doc.id]));
const treeByDocId = new Map(
  [...site.compiled].flatMap(([file, compiled]) => {
    const id = docIdByFile.get(file);
    return id ? [[id, compiled.tree] as const] : [];
  }),
);
const input = {
  docs: site.built.docPages,
  sidebar: site.built.version.sidebars[SIDEBAR_ID] ?? [],
  treeByDocId,
  mainDocId: site.built.version.mainDocId,
};

describe("Markdown copies of the real docs", () => {
  let copies = new Map<string, LlmsDoc>();
  beforeAll(async () => {
    copies = await buildMarkdownCopies(input);
  });

  it("exist for every doc", () => {
    expect(site.errors).toEqual([]);
    expect(copies.size).toBe(site.built.docPages.length);
    expect(copies.size).toBeGreaterThanOrEqual(50);
  });

  it.each(site.docs.map((doc) => [doc.file, doc] as const))(
    "%s: h2 headings and every code fence, no HTML, JSX or import",
    (_file, doc) => {
      const copy = copies.get(docIdByFile.get(doc.file) ?? "");
      expect(copy).toBeDefined();
      const markdown = copy?.markdown ?? "";
      const read = readMarkdownCopy(markdown);
      const h2 =
        site.extracted
          .get(doc.file)
          ?.headings.filter((heading) => heading.depth === 2)
          .map((heading) => heading.text) ?? [];
      expect(read.headings(2)).toEqual(h2);
      expect(read.code).toEqual(listCodeFences(doc.body).map((fence) => fence.value));
      expect(findMarkupOrImports(markdown)).toEqual([]);
      expect(markdown).not.toMatch(/\]\(\/(?!\/)/);
    },
  );
});

describe("writeMarkdownCopies", () => {
  const tempDir = setUpTempDir("markdown-copys-", {}, "suite");

  it("writes each Markdown copy at its page path plus .md, index docs at the folder name plus .md", async () => {
    const written = await writeMarkdownCopies(tempDir(), input);
    expect(written.copies).toBe(site.built.docPages.length);
    expect(fs.readFileSync(path.join(tempDir(), "docs", "api", "send-message.md"), "utf8")).toMatch(
      /^# Send Messages \(MT\)\n/,
    );
    expect(fs.existsSync(path.join(tempDir(), "docs", "protocols", "ies.md"))).toBe(true);
    expect(written.largestMarkdownCopy.bytes).toBe(
      Math.max(
        ...site.built.docPages.map(
          (doc) => fs.statSync(path.join(tempDir(), ...`${doc.path.replace(/\/$/, "")}.md`.split("/"))).size,
        ),
      ),
    );
  });

  it("lists exactly the listed docs in llms.txt, in sidebar order, and all of them in llms-full.txt", () => {
    const llms = fs.readFileSync(path.join(tempDir(), LLMS_TXT), "utf8");
    const listedUrls = [...llms.matchAll(/^- \[[^\]]*(?:\\\][^\]]*)*\]\(([^)]+)\): /gm)].map((match) => match[1]);
    const sidebarOrder: string[] = [];
    const visit = (items: typeof input.sidebar): void =>
      items.forEach((item) => {
        if (item.type === "doc") sidebarOrder.push(item.id);
        else {
          if (item.linkDocId) sidebarOrder.push(item.linkDocId);
          visit(item.items);
        }
      });
    visit(input.sidebar);
    const listedDocs = site.built.docPages.filter((doc) => !doc.unlisted);
    expect(new Set(sidebarOrder)).toEqual(new Set(listedDocs.map((doc) => doc.id)));
    const urlOf = (id: string): string =>
      `${siteConfig.url}${site.built.docPages.find((doc) => doc.id === id)?.path.replace(/\/$/, "")}.md`;
    expect(listedUrls).toEqual(sidebarOrder.map(urlOf));
    expect(llms.startsWith(`# ${siteConfig.title}\n\n> `)).toBe(true);
    const full = fs.readFileSync(path.join(tempDir(), LLMS_FULL_TXT), "utf8");
    const positions = sidebarOrder.map((id) => full.indexOf(`\nMarkdown: ${urlOf(id)}\n`));
    expect(
      positions.every((position, index) => position > 0 && (index === 0 || position > (positions[index - 1] ?? 0))),
    ).toBe(true);
  });

  it("keeps unlisted docs out of llms.txt but still writes their Markdown copy", async () => {
    const [first, ...rest] = input.docs;
    if (!first) throw new Error("no docs");
    const hidden = { ...first, unlisted: true, sidebar: null };
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "markdown-copys-unlisted-"));
    try {
      await writeMarkdownCopies(otherDir, { ...input, docs: [hidden, ...rest] });
      const llms = fs.readFileSync(path.join(otherDir, LLMS_TXT), "utf8");
      expect(llms).not.toContain(`${first.path}.md)`);
      expect(fs.existsSync(path.join(otherDir, ...`${first.path}.md`.split("/")))).toBe(true);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe("buildMarkdownCopies with a cache", () => {
  it("converts only the docs whose tree, title, description or URL changed since the copy was kept", async () => {
    const cache = memoryCache();
    const first = await buildMarkdownCopies(input, cache);
    expect(cache.written).toHaveLength(input.docs.length);
    cache.written.length = 0;
    const [edited, retitled] = input.docs;
    if (!edited || !retitled) throw new Error("need two docs");
    const treeByDocId = new Map(input.treeByDocId);
    treeByDocId.set(edited.id, [...(treeByDocId.get(edited.id) ?? []), ["p", null, "One more sentence."]]);
    const docs = input.docs.map((doc) => (doc.id === retitled.id ? { ...doc, title: "A new title" } : doc));
    const second = await buildMarkdownCopies({ ...input, docs, treeByDocId }, cache);
    expect(cache.written.sort()).toEqual([`markdown-copy:${edited.id}`, `markdown-copy:${retitled.id}`].sort());
    expect(second.get(edited.id)?.markdown).toContain("One more sentence.");
    expect(second.get(retitled.id)?.markdown).toMatch(/^# A new title\n/);
    const unchanged = input.docs.filter((doc) => doc.id !== edited.id && doc.id !== retitled.id);
    for (const doc of unchanged) expect(second.get(doc.id)?.markdown).toBe(first.get(doc.id)?.markdown);
  });

  it("converts a doc again when its kept entry is not a Markdown copy (a cache of another version)", async () => {
    const cache = memoryCache();
    const [doc] = input.docs;
    if (!doc) throw new Error("no docs");
    cache.entries.set(`markdown-copy:${doc.id}`, "an old value");
    const copies = await buildMarkdownCopies({ ...input, docs: [doc] }, cache);
    expect(copies.get(doc.id)?.markdown).toMatch(/^# /);
    expect(cache.written).toEqual([`markdown-copy:${doc.id}`]);
  });
});
