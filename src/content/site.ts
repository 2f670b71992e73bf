// Loads and checks the whole site's content in one pass: shared by the build (gatsby-node) and `npm run check:content`.
import { siteConfig } from "../config/site";
import type { ExtractedContent } from "./extract";
import { listStaticFiles, loadDocsFolder, type LoadedDoc } from "./load";
import { STANDALONE_ROUTES, toStandaloneRoute } from "./pages";
import type { ContentDirs } from "./paths";
import { toDocId } from "./slugs";
import type { ContentError } from "./types";
import { validateSite } from "./validate";
import { buildDocsVersion, type BuiltVersion } from "./version";

export type CheckedSite = {
  readonly docs: readonly LoadedDoc[];
  readonly built: BuiltVersion;
  readonly extracted: ReadonlyMap<string, ExtractedContent>;
  /** Every problem found; the build stops when there is any. */
  readonly errors: readonly ContentError[];
};

export function loadCheckedSite(dirs: ContentDirs, projectRoot: string): CheckedSite {
  const docs = loadDocsFolder(dirs.docsDir, projectRoot);
  const pages = loadDocsFolder(dirs.pagesDir, projectRoot);
  const built = buildDocsVersion(docs.docs, docs.categories, { ...siteConfig.docsVersion, configFile: "src/config/site.ts" });
  const routeByFile = new Map(built.docPages.map((doc) => [doc.file, doc.path]));
  const check = validateSite(
    [
      ...docs.docs.map((doc) => ({ file: doc.file, route: routeByFile.get(doc.file) ?? "", body: doc.body, lineOffset: doc.lineOffset })),
      ...pages.docs.map((page) => ({ file: page.file, route: toStandaloneRoute(toDocId(page.relativePath)), body: page.body, lineOffset: page.lineOffset })),
    ],
    [...STANDALONE_ROUTES, ...built.categoryPages.map((page) => page.path)],
    listStaticFiles(dirs.staticDir),
  );
  return {
    docs: docs.docs,
    built,
    extracted: check.extracted,
    errors: [...docs.errors, ...pages.errors, ...built.errors, ...check.errors],
  };
}
