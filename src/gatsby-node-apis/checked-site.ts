// The site checked from Gatsby's nodes, with each unchanged
// body's work read from Gatsby's cache, and the docs' page meta.
import path from "path";
import { siteConfig } from "../config/site";
import { readLastUpdates, resolveLastUpdate, toEditUrl } from "../content/load/last-updated";
import { siteSourcesFromNodes, type ContentNodes } from "../content/load/nodes";
import type { ContentDirs } from "../content/load/paths";
import {
  bodyKeys,
  checkSite,
  type BodyWork,
  type CheckedSite,
  type KeyValueCache,
  type LoadOptions,
} from "../content/site";
import type { DocPageMetaData } from "../theme/DocPageMeta";

/** Checks the site; a body whose text, place and contract are unchanged is not parsed or compiled again. */
export async function checkSiteWithCache(
  nodes: ContentNodes,
  dirs: ContentDirs,
  projectRoot: string,
  options: LoadOptions,
  cache: KeyValueCache,
): Promise<CheckedSite> {
  const sources = siteSourcesFromNodes(nodes, dirs, projectRoot);
  const keys = [...bodyKeys(sources).values()];
  const cached = await Promise.all(
    keys.map(async (key) => [key, (await cache.get(key)) as BodyWork | undefined] as const),
  );
  const memo = new Map(cached.filter((entry): entry is readonly [string, BodyWork] => entry[1] !== undefined));
  const known = new Set(memo.keys());
  const site = checkSite(sources, projectRoot, options, memo);
  await Promise.all(keys.filter((key) => !known.has(key) && memo.has(key)).map((key) => cache.set(key, memo.get(key))));
  return site;
}

/** Each doc's last update (one `git log` over the docs folder) and edit link, by absolute path. */
export function docMetaByFile(
  site: CheckedSite,
  docsDir: string,
  projectRoot: string,
  editUrlBase: string | null | undefined,
): { readonly meta: Map<string, DocPageMetaData>; readonly source: string } {
  const history = readLastUpdates(docsDir);
  const meta = new Map(
    site.built.docPages.map((doc) => {
      const absolute = path.resolve(projectRoot, doc.file);
      const relative = path.relative(docsDir, absolute);
      const lastUpdated = resolveLastUpdate(
        history.lookup(relative),
        doc.options.lastUpdate,
        siteConfig.docPageMeta.showLastUpdateAuthor,
      );
      return [absolute, { lastUpdated, editUrl: toEditUrl(editUrlBase, relative) }] as const;
    }),
  );
  return { meta, source: history.source };
}
