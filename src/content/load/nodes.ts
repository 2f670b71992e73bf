// Gatsby's content nodes as the content check reads them: gatsby-plugin-mdx's Mdx nodes and the category file nodes.
import path from "path";
import { listStaticFiles, toLoadedFolder, type ContentEntry } from "./load";
import type { ContentDirs } from "./paths";
import { buildSiteVersion, readSiteContract, type SiteSources } from "../site";
import type { BuiltVersion } from "../model/version";

/** The node type of a `_category_.json|yml|yaml` file: its text, as gatsby-source-filesystem read it. */
export const CATEGORY_FILE_NODE_TYPE = "DocsCategoryFile";

/** What the check reads of an Mdx node (gatsby-plugin-mdx's body and frontmatter, and the frontmatter's line count). */
export type MdxContentNode = {
  readonly id: string;
  readonly body?: string | null;
  readonly frontmatter?: Record<string, unknown> | null;
  readonly internal: { readonly contentFilePath?: string; readonly contentDigest?: string };
  readonly fields?: { readonly lineOffset?: number } | null;
};

export type CategoryFileNode = { readonly absolutePath: string; readonly text: string };

export type ContentNodes = {
  readonly mdx: readonly MdxContentNode[];
  readonly categories: readonly CategoryFileNode[];
};

const isInside = (dir: string, file: string): boolean => file.startsWith(dir + path.sep);

/** The entries of one content folder: its Mdx nodes as docs and its category file nodes. */
export function toContentEntries(nodes: ContentNodes, dir: string): ContentEntry[] {
  const docs: ContentEntry[] = nodes.mdx.flatMap((node) => {
    const file = node.internal.contentFilePath;
    if (!file || !isInside(dir, file)) return [];
    return [
      {
        kind: "doc" as const,
        absolutePath: file,
        frontmatter: { ...(node.frontmatter ?? {}) },
        content: node.body ?? "",
        lineOffset: node.fields?.lineOffset ?? 0,
      },
    ];
  });
  const categories: ContentEntry[] = nodes.categories
    .filter((node) => isInside(dir, node.absolutePath))
    .map((node) => ({ kind: "category" as const, absolutePath: node.absolutePath, text: node.text }));
  return [...docs, ...categories];
}

/**
 * The site's sources from the nodes: the docs and standalone pages, with the static files and the contract beside them.
 */
export function siteSourcesFromNodes(nodes: ContentNodes, dirs: ContentDirs, projectRoot: string): SiteSources {
  return {
    docs: toLoadedFolder(dirs.docsDir, toContentEntries(nodes, dirs.docsDir), projectRoot),
    pages: toLoadedFolder(dirs.pagesDir, toContentEntries(nodes, dirs.pagesDir), projectRoot),
    staticFiles: listStaticFiles(dirs.staticDir),
    contract: readSiteContract(dirs.staticDir),
  };
}

/** The docs version (sidebar, doc list, category pages) from the nodes alone, for the navigation query. */
export function docsVersionFromNodes(
  nodes: ContentNodes,
  dirs: ContentDirs,
  projectRoot: string,
  includeDrafts: boolean,
): BuiltVersion {
  return buildSiteVersion(
    toLoadedFolder(dirs.docsDir, toContentEntries(nodes, dirs.docsDir), projectRoot),
    includeDrafts,
  );
}
