// Writes every listed and unlisted doc's Markdown copy, llms.txt and llms-full.txt into the build folder.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { toMarkdownCopyPath } from "../../lib/markdown-copy-path";
import { siteConfig } from "../../config/site";
import { buildLlmsFullTxt, buildLlmsTxt, summarizeSite, toLlmsSections, type LlmsDoc } from "./llms-txt";
import { toMarkdownCopy, type MarkdownCopyPage } from "./markdown-copy";
import type { MdxTreeNode } from "../compile/mdx-tree";
import type { SidebarItem, VersionDoc } from "../model/types";
import type { KeyValueCache } from "../site";

export const LLMS_TXT = "llms.txt";
export const LLMS_FULL_TXT = "llms-full.txt";

export type MarkdownCopyInput = {
  readonly docs: readonly VersionDoc[];
  readonly sidebar: readonly SidebarItem[];
  /** Each doc's compiled body, by doc id: the tree its page renders. */
  readonly treeByDocId: ReadonlyMap<string, readonly MdxTreeNode[]>;
  /** The docs root: its title and description open the llms.txt summary. */
  readonly mainDocId: string;
};

/**
 * What the Markdown copies are written from after the build: the docs version and each doc page's compiled body.
 */
export const MARKDOWN_COPY_SOURCE_QUERY = `
  query MarkdownCopySources {
    docsVersion {
      mainDocId
      docs {
        id
        path
        sidebar
        unlisted
        title
        description
      }
      sidebars
    }
    allSitePage {
      nodes {
        pageContext
      }
    }
    allMdx {
      nodes {
        id
        compiledBody
      }
    }
  }
`;

export type MarkdownCopySourceData = {
  readonly docsVersion: {
    readonly mainDocId: string;
    readonly docs: readonly VersionDoc[];
    readonly sidebars: { readonly [id: string]: readonly SidebarItem[] };
  } | null;
  readonly allSitePage: { readonly nodes: ReadonlyArray<{ readonly pageContext: unknown }> };
  readonly allMdx: {
    readonly nodes: ReadonlyArray<{ readonly id: string; readonly compiledBody: readonly MdxTreeNode[] | null }>;
  };
};

/** The Markdown copies' input from the query: the tree of each doc is the one its page renders. */
export function toMarkdownCopyInput(data: MarkdownCopySourceData, sidebarId: string): MarkdownCopyInput {
  const version = data.docsVersion;
  if (!version)
    throw new Error("Configuration error: the docs version is missing, so there is no Markdown copy to write");
  const bodyByNodeId = new Map(data.allMdx.nodes.map((node) => [node.id, node.compiledBody]));
  const treeByDocId = new Map<string, readonly MdxTreeNode[]>();
  for (const page of data.allSitePage.nodes) {
    const context = (page.pageContext ?? {}) as { readonly docId?: unknown; readonly id?: unknown };
    const tree = typeof context.id === "string" ? bodyByNodeId.get(context.id) : null;
    if (typeof context.docId === "string" && tree) treeByDocId.set(context.docId, tree);
  }
  return { docs: version.docs, sidebar: version.sidebars[sidebarId] ?? [], treeByDocId, mainDocId: version.mainDocId };
}

export type WrittenMarkdownCopies = {
  readonly copies: number;
  readonly llmsTxtBytes: number;
  readonly llmsFullTxtBytes: number;
  readonly largestMarkdownCopy: { readonly path: string; readonly bytes: number };
};

const absolute = (siteUrl: string, sitePath: string): string => `${siteUrl.replace(/\/+$/, "")}${sitePath}`;

/** No copy kept between runs: every doc is converted (tests, and callers outside the build). */
const NO_CACHE: KeyValueCache = { get: async () => undefined, set: async () => undefined };

/** A doc's copy as kept in the build's cache, under its doc id, with a digest of what it was made from. */
type KeptCopy = { readonly digest: string; readonly markdown: string };

const isKeptCopy = (value: unknown): value is KeptCopy =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as KeptCopy).digest === "string" &&
  typeof (value as KeptCopy).markdown === "string";

/** A digest of everything a doc's Markdown copy is made from: its tree, its page's title, description and URL. */
export const markdownCopyDigest = (tree: readonly MdxTreeNode[], page: MarkdownCopyPage, siteUrl: string): string =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify([tree, page, siteUrl]))
    .digest("base64url");

/**
 * Every doc's Markdown copy by doc id, converted again only where the cache holds none for what the doc is now; a doc
 * without a compiled body fails loudly, naming it.
 */
export async function buildMarkdownCopies(
  input: MarkdownCopyInput,
  cache: KeyValueCache = NO_CACHE,
): Promise<Map<string, LlmsDoc>> {
  const copies = new Map<string, LlmsDoc>();
  for (const doc of input.docs) {
    const tree = input.treeByDocId.get(doc.id);
    if (!tree)
      throw new Error(`No compiled body for the doc "${doc.id}" (${doc.path}): cannot write its Markdown copy`);
    const url = absolute(siteConfig.url, doc.path);
    const markdownUrl = absolute(siteConfig.url, toMarkdownCopyPath(doc.path));
    const page = { title: doc.title, description: doc.description, url };
    const digest = markdownCopyDigest(tree, page, siteConfig.url);
    const key = `markdown-copy:${doc.id}`;
    const kept = await cache.get(key);
    let markdown: string;
    if (isKeptCopy(kept) && kept.digest === digest) markdown = kept.markdown;
    else {
      markdown = toMarkdownCopy(tree, page, siteConfig.url);
      await cache.set(key, { digest, markdown } satisfies KeptCopy);
    }
    copies.set(doc.id, { id: doc.id, title: doc.title, description: doc.description, url, markdownUrl, markdown });
  }
  return copies;
}

/**
 * Writes the Markdown copies beside the pages, and llms.txt and llms-full.txt (the sidebar's docs) at the root.
 */
export async function writeMarkdownCopies(
  publicDir: string,
  input: MarkdownCopyInput,
  cache: KeyValueCache = NO_CACHE,
): Promise<WrittenMarkdownCopies> {
  const copies = await buildMarkdownCopies(input, cache);
  let largestMarkdownCopy = { path: "", bytes: 0 };
  for (const doc of input.docs) {
    const copy = copies.get(doc.id);
    if (!copy) continue;
    const sitePath = toMarkdownCopyPath(doc.path);
    const file = path.join(publicDir, ...sitePath.split("/").filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, copy.markdown);
    const bytes = Buffer.byteLength(copy.markdown);
    if (bytes > largestMarkdownCopy.bytes) largestMarkdownCopy = { path: sitePath, bytes };
  }
  const listed = new Map([...copies].filter(([id]) => !input.docs.find((doc) => doc.id === id)?.unlisted));
  const sections = toLlmsSections(input.sidebar, listed);
  const mainDoc = input.docs.find((doc) => doc.id === input.mainDocId);
  if (!mainDoc)
    throw new Error(`The docs root "${input.mainDocId}" is not a doc: cannot summarise the site in ${LLMS_TXT}`);
  const site = { name: siteConfig.title, summary: summarizeSite(siteConfig.title, siteConfig.provider.name, mainDoc) };
  const llmsTxt = buildLlmsTxt(site, sections);
  const llmsFullTxt = buildLlmsFullTxt(site, sections);
  fs.writeFileSync(path.join(publicDir, LLMS_TXT), llmsTxt);
  fs.writeFileSync(path.join(publicDir, LLMS_FULL_TXT), llmsFullTxt);
  return {
    copies: copies.size,
    llmsTxtBytes: Buffer.byteLength(llmsTxt),
    llmsFullTxtBytes: Buffer.byteLength(llmsFullTxt),
    largestMarkdownCopy,
  };
}
