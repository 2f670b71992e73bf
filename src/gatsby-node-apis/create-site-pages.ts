// Gatsby's createPages for this site: the content nodes checked, each page planned, then created (or the errors shown).
import type { Actions, Reporter } from "gatsby";
import { formatContentErrors } from "../content/check/validate";
import {
  CATEGORY_FILE_NODE_TYPE,
  type CategoryFileNode,
  type ContentNodes,
  type MdxContentNode,
} from "../content/load/nodes";
import type { ContentDirs } from "../content/load/paths";
import { checkSiteWithCache, docMetaByFile } from "./checked-site";
import type { KeyValueCache } from "../content/site";
import { storeCompiledBodies } from "./compiled-bodies";
import { showInDevelopOverlay } from "./develop-overlay";
import { planSitePages } from "./site-pages";

/** Where the content lives and how this run treats it. */
export type SitePagesSettings = {
  readonly contentDirs: ContentDirs;
  readonly projectRoot: string;
  /** Drafts become pages in `gatsby develop` only. */
  readonly includeDrafts: boolean;
  /** In develop a content error goes to the browser's overlay and the server keeps going; a build stops. */
  readonly isDevelop: boolean;
  /** The base of each doc's edit link, or none. */
  readonly editUrlBase: string | null | undefined;
};

/** What this needs of createPages' arguments. */
export type SitePagesArgs = {
  readonly actions: Pick<Actions, "createPage">;
  readonly reporter: Pick<Reporter, "info" | "warn" | "error" | "panicOnBuild">;
  readonly getNodesByType: (type: string) => unknown[];
  readonly cache: KeyValueCache;
};

/** The Mdx node of each content file (its id and content digest), by absolute path. */
export function nodeByContentFile(
  mdx: readonly MdxContentNode[],
): Map<string, { readonly id: string; readonly digest: string }> {
  return new Map(
    mdx.flatMap((node) =>
      node.internal.contentFilePath
        ? [[node.internal.contentFilePath, { id: node.id, digest: node.internal.contentDigest ?? "" }] as const]
        : [],
    ),
  );
}

/** Checks the content nodes and creates every page; content errors stop a build and show in develop's overlay. */
export async function createSitePages(args: SitePagesArgs, settings: SitePagesSettings): Promise<void> {
  const { actions, reporter, getNodesByType, cache } = args;
  const { contentDirs, projectRoot, isDevelop } = settings;
  const nodes: ContentNodes = {
    mdx: getNodesByType("Mdx") as MdxContentNode[],
    categories: getNodesByType(CATEGORY_FILE_NODE_TYPE) as CategoryFileNode[],
  };
  const site = await checkSiteWithCache(
    nodes,
    contentDirs,
    projectRoot,
    { includeDrafts: settings.includeDrafts },
    cache,
  );
  for (const warning of site.warnings) reporter.warn(`${warning.file}: ${warning.message}`);
  const dates = docMetaByFile(site, contentDirs.docsDir, projectRoot, settings.editUrlBase);
  const planned = await planSitePages({
    site,
    nodeByFile: nodeByContentFile(nodes.mdx),
    metaByFile: dates.meta,
    projectRoot,
    pagesDir: contentDirs.pagesDir,
  });
  const errors = [...site.errors, ...planned.problems];
  // The build stops on any problem; develop shows it in the
  // browser's overlay and keeps serving every page that compiled.
  if (isDevelop) showInDevelopOverlay(errors, projectRoot);
  if (errors.length > 0 && !isDevelop) {
    reporter.panicOnBuild(formatContentErrors(errors));
    return;
  }
  if (errors.length > 0) reporter.error(formatContentErrors(errors));
  // Before the pages: their queries read the bodies from the cache.
  await storeCompiledBodies(planned.bodies, cache);
  for (const page of planned.pages) actions.createPage(page);
  reporter.info(
    `Pages: ${planned.pages.length} from ${nodes.mdx.length} MDX nodes; ` +
      `last updated from ${dates.source}; ` +
      `${planned.pictures.count} screenshots (${Math.round(planned.pictures.bytes / 1024)} kB)`,
  );
}
