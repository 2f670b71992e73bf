// Routes outside the docs: the React pages in src/pages and the standalone MDX pages in content/pages.

/** Routes served by src/pages (home and search) and by content/pages. */
export const STANDALONE_ROUTES = ["/", "/search", "/markdown-page"] as const;

/** "markdown-page" → "/markdown-page"; "index" → "/". */
export function toStandaloneRoute(pageId: string): string {
  return pageId === "index" ? "/" : `/${pageId.replace(/\/index$/, "/")}`;
}
