// Where the build reads content from: the project's folders, or
// others named by environment variables (fixtures, benchmarks).
import path from "path";

export type ContentDirs = { readonly docsDir: string; readonly pagesDir: string; readonly staticDir: string };

/** DOCS_CONTENT_DIR replaces content/docs; PAGES_CONTENT_DIR replaces content/pages. */
export function resolveContentDirs(
  env: Readonly<Record<string, string | undefined>>,
  projectRoot: string,
): ContentDirs {
  return {
    docsDir: path.resolve(projectRoot, env.DOCS_CONTENT_DIR || path.join("content", "docs")),
    pagesDir: path.resolve(projectRoot, env.PAGES_CONTENT_DIR || path.join("content", "pages")),
    staticDir: path.join(projectRoot, "static"),
  };
}
