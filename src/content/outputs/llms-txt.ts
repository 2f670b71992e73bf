// The llms.txt index (llmstxt.org format) and llms-full.txt of the docs, in sidebar order, listed docs only.
import type { SidebarItem } from "../model/types";

/** A listed doc with its copy. */
export type LlmsDoc = {
  readonly id: string;
  /** Title as the page shows it. */
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the HTML page. */
  readonly url: string;
  /** Absolute URL of its copy. */
  readonly markdownUrl: string;
  /** The Markdown copy's text (its first line is the page title as an h1). */
  readonly markdown: string;
};

/** One top-level sidebar entry: a category with every doc below it, or a doc on its own. */
export type LlmsSection = {
  readonly title: string;
  /** Docs in sidebar order, each with the names of the nested categories it sits in (outermost first). */
  readonly docs: ReadonlyArray<{ readonly doc: LlmsDoc; readonly path: readonly string[] }>;
};

/**
 * Groups the docs by top-level sidebar entry, in sidebar order; docs missing from `docsById` (unlisted) are left out.
 */
export function toLlmsSections(sidebar: readonly SidebarItem[], docsById: ReadonlyMap<string, LlmsDoc>): LlmsSection[] {
  const collect = (items: readonly SidebarItem[], path: readonly string[]): LlmsSection["docs"] =>
    items.flatMap((item) => {
      if (item.type === "doc") {
        const doc = docsById.get(item.id);
        return doc ? [{ doc, path }] : [];
      }
      const own = item.linkDocId ? docsById.get(item.linkDocId) : undefined;
      return [...(own ? [{ doc: own, path }] : []), ...collect(item.items, [...path, item.label])];
    });
  return sidebar.flatMap((item): LlmsSection[] => {
    const docs = item.type === "doc" ? collect([item], []) : collect(item.items, []);
    const own = item.type === "category" && item.linkDocId ? docsById.get(item.linkDocId) : undefined;
    const all = own ? [{ doc: own, path: [] }, ...docs] : docs;
    return all.length > 0 ? [{ title: item.label, docs: all }] : [];
  });
}

/** A doc's name in a list: nested category names first, so "MO" under P6 and "MO" under IES stay apart. */
export function toListedTitle(entry: LlmsSection["docs"][number]): string {
  return [...entry.path, entry.doc.title].join(" / ");
}

/** Markdown link text and descriptions are one line; brackets in a title are escaped. */
const oneLine = (value: string): string => value.replace(/\s+/g, " ").trim();
const linkText = (value: string): string => oneLine(value).replace(/([[\]\\])/g, "\\$1");

export type LlmsSite = {
  readonly name: string;
  /** One paragraph: what the site is and how to read it. */
  readonly summary: string;
};

/** The llms.txt summary: what the site documents (from the docs root) and where each page's Markdown is. */
export function summarizeSite(
  siteName: string,
  providerName: string,
  mainDoc: { readonly title: string; readonly description: string },
): string {
  return (
    `The public documentation of ${mainDoc.title} by ${providerName}. ${oneLine(mainDoc.description)} ` +
    `Every page of ${siteName} is also served as Markdown at its address plus ".md" (the links below); ` +
    "llms-full.txt holds all of them in one file."
  );
}

/** llms.txt: H1 site name, a blockquote summary, then one H2 section per top-level sidebar entry listing its docs. */
export function buildLlmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const lines = [`# ${oneLine(site.name)}`, "", `> ${oneLine(site.summary)}`];
  for (const section of sections) {
    lines.push("", `## ${oneLine(section.title)}`, "");
    for (const entry of section.docs) {
      lines.push(`- [${linkText(toListedTitle(entry))}](${entry.doc.markdownUrl}): ${oneLine(entry.doc.description)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** llms-full.txt: the same header, then every doc's Markdown in sidebar order, each under its title and URLs. */
export function buildLlmsFullTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const parts = [`# ${oneLine(site.name)}\n\n> ${oneLine(site.summary)}`];
  for (const entry of sections.flatMap((section) => section.docs)) {
    parts.push(
      `---\n\n# ${oneLine(toListedTitle(entry))}\n\nURL: ${entry.doc.url}\n` +
        `Markdown: ${entry.doc.markdownUrl}\n\n${withoutTitle(entry.doc.markdown)}`,
    );
  }
  return `${parts.join("\n\n")}\n`;
}

/** The Markdown copy without its own h1 line (the full file names the doc in its own heading). */
function withoutTitle(markdown: string): string {
  return markdown.replace(/^# [^\n]*\n+/, "").trimEnd();
}
