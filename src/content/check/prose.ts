// Reads a page's prose as sentences and the site's own vocabulary, so the content check can tell writing from filler.
import fs from "fs";
import path from "path";
import { readSynonyms } from "../../search/indexing/synonyms";
import { STOP_WORDS, stemTerm } from "../../search/language";
import { readContract } from "./contract";
import { toMdast, type MdastRoot } from "../compile/extract";
import { loadDocsFolder } from "../load/load";
import type { ContentDirs } from "../load/paths";
import type { Content, Root } from "mdast";
// Adds the MDX nodes (expressions, JSX) to mdast's node types.
import type {} from "mdast-util-mdx";

/** A sentence of a page's prose, with the line of the body it starts on. */
export type ProseSentence = { readonly text: string; readonly line: number; readonly words: readonly string[] };

/** A block of prose (a paragraph, a list item's paragraph or a table cell) and its sentences. */
export type ProseBlock = {
  readonly kind: "paragraph" | "cell";
  readonly text: string;
  readonly line: number;
  readonly sentences: readonly ProseSentence[];
};

/**
 * Words that build a sentence rather than name things: articles, pronouns, prepositions, auxiliaries and conjunctions
 * (the search's stop words and the rest of English's closed classes). Prose is full of them; a list of words is not.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...(
    "about above after again against all also am any because before being below between both but did doing down " +
    "during each either every few further here him his her hers herself himself itself just may might more most must " +
    "neither nor off once one only other ought ours ourselves out over own same shall she some such through till " +
    "under until up upon us very via while whom whose yet yours yourself yourselves"
  ).split(" "),
]);

type MdNode = Root | Content;

/** A block's text as a reader sees it, inline code kept between backticks (an identifier), images by their alt text. */
function inlineText(node: MdNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "inlineCode") return `\`${node.value}\``;
  if (node.type === "break") return "\n";
  if (node.type === "image") return node.alt ?? "";
  if (node.type === "mdxTextExpression" || node.type === "mdxFlowExpression") return "";
  return "children" in node ? (node.children as MdNode[]).map(inlineText).join("") : "";
}

/** The words of a piece of text, lower-cased, without the punctuation around them; inline code counts as one word. */
export function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => (word.startsWith("`") ? word : word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/**
 * Splits a block's text at the ends of its sentences (., ! or ? followed by a space and a capital, a digit, a quote or
 * code), counting the lines the block's soft breaks move it down.
 */
function splitSentences(text: string, firstLine: number): ProseSentence[] {
  const sentences: ProseSentence[] = [];
  const boundary = /[.!?:]["')\]]*\s+(?=[\p{Lu}\p{N}"'`(])/gu;
  let start = 0;
  const push = (end: number): void => {
    const piece = text.slice(start, end).trim();
    const leading = text.slice(0, start + (text.slice(start).length - text.slice(start).trimStart().length));
    if (piece)
      sentences.push({
        text: piece.replace(/\s+/g, " "),
        line: firstLine + (leading.match(/\n/g)?.length ?? 0),
        words: wordsOf(piece),
      });
  };
  for (const match of text.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].trimEnd().length;
    push(end);
    start = end;
  }
  push(text.length);
  return sentences;
}

/**
 * Every block of prose in an MDX body (its text or parsed tree), in order: paragraphs wherever they sit (lists, quotes,
 * components) and table cells.
 */
export function readProse(body: string | MdastRoot): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  const walk = (node: MdNode): void => {
    if (node.type === "paragraph" || node.type === "tableCell") {
      const text = inlineText(node);
      const line = node.position?.start.line ?? 1;
      blocks.push({
        kind: node.type === "paragraph" ? "paragraph" : "cell",
        text,
        line,
        sentences: splitSentences(text, line),
      });
      return;
    }
    if ("children" in node) for (const child of node.children as MdNode[]) walk(child);
  };
  walk(toMdast(body));
  return blocks;
}

/** A block's or sentence's text as compared for repeats: case, punctuation and spacing ignored. */
export const normalizeProse = (text: string): string =>
  wordsOf(text)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .join(" ");

/** The stems of the site's own terms: what its pages are about, in the words its titles, labels and contract use. */
export type SiteVocabulary = ReadonlySet<string>;

/**
 * Where the site names its subjects: page titles and labels, category
 * labels, search keywords and synonyms, the API contract's names.
 */
export type VocabularySources = {
  readonly pages: ReadonlyArray<{
    readonly frontmatter: { readonly title?: unknown; readonly sidebar_label?: unknown; readonly keywords?: unknown };
  }>;
  readonly categoryLabels?: readonly string[];
  readonly synonyms?: readonly (readonly string[])[];
  readonly contract?: {
    readonly paths?: Readonly<Record<string, unknown>>;
    readonly components?: { readonly schemas?: Readonly<Record<string, unknown>> };
  };
};

/** "thingGroupId" → ["thing", "group", "id"]; "LingoMO" → ["lingo", "mo"]; "x-inferred" → ["x", "inferred"]. */
const splitName = (name: string): string[] =>
  name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}]+/u)
    .map((part) => part.toLowerCase())
    .filter(Boolean);

/** The stem a word is compared under ("destinations" and "destination" alike). */
export const termStem = (word: string): string => stemTerm(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""));

/**
 * Schema, property and parameter names and path segments of the contract, each whole ("thingId" stays one term): its
 * names are the site's identifiers, while their parts ("last", "type") and enum values are common words.
 */
function contractNames(contract: NonNullable<VocabularySources["contract"]>): string[] {
  const names: string[] = [
    ...Object.keys(contract.paths ?? {}).flatMap((route) => route.split("/")),
    ...Object.keys(contract.components?.schemas ?? {}),
  ];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "properties" && child && typeof child === "object") names.push(...Object.keys(child));
        if (key === "name" && typeof child === "string") names.push(child);
        if (key !== "description" && key !== "example" && key !== "examples" && key !== "enum") visit(child);
      }
    }
  };
  visit(contract);
  return names;
}

/** The site's vocabulary: every word of those names (function words and single letters left out), by stem. */
export function siteVocabulary(sources: VocabularySources): SiteVocabulary {
  const phrases: string[] = [];
  const text = (value: unknown): void => {
    if (typeof value === "string") phrases.push(value);
    else if (Array.isArray(value)) value.forEach(text);
  };
  for (const { frontmatter } of sources.pages)
    [frontmatter.title, frontmatter.sidebar_label, frontmatter.keywords].forEach(text);
  text(sources.categoryLabels ?? []);
  for (const group of sources.synonyms ?? []) text(group);
  const words = [
    ...phrases.flatMap(splitName),
    ...(sources.contract ? contractNames(sources.contract).map((name) => name.toLowerCase()) : []),
  ];
  const stems = new Set<string>();
  for (const word of words) {
    if (word.length >= 2 && !FUNCTION_WORDS.has(word) && !/^\d+$/.test(word)) stems.add(termStem(word));
  }
  return stems;
}

/**
 * Whether a sentence says something only this site says: a term of its vocabulary, an identifier (inline code, a
 * camelCase, snake_case or dotted name, an abbreviation in capitals) or a number.
 */
export function isSpecificSentence(
  sentence: Pick<ProseSentence, "text" | "words">,
  vocabulary: SiteVocabulary,
): boolean {
  if (/\d/.test(sentence.text) || sentence.text.includes("`")) return true;
  const tokens = sentence.text.split(/\s+/).map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  if (tokens.some((token) => /\p{Ll}\p{Lu}|_|\p{L}{2,}[./:]\p{L}{2,}|^\p{Lu}{2,}s?$/u.test(token))) return true;
  return sentence.words.some((word) => !FUNCTION_WORDS.has(word) && vocabulary.has(termStem(word)));
}

/**
 * The vocabulary of the site in `dirs`: its docs' and pages'
 * frontmatter, its categories, the search synonyms and the API contract.
 */
export function loadSiteVocabulary(dirs: ContentDirs, projectRoot: string): SiteVocabulary {
  const docs = loadDocsFolder(dirs.docsDir, projectRoot);
  const pages = loadDocsFolder(dirs.pagesDir, projectRoot);
  const contractFile = path.join(dirs.staticDir, "openapi.json");
  const synonymsFile = path.join(projectRoot, "content", "search-synonyms.json");
  return siteVocabulary({
    pages: [...docs.docs, ...pages.docs],
    categoryLabels: docs.categories.map((category) => category.label),
    synonyms: fs.existsSync(synonymsFile) ? readSynonyms(projectRoot) : [],
    contract: fs.existsSync(contractFile) ? readContract(contractFile) : undefined,
  });
}
