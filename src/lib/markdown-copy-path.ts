// Where a page's Markdown copy lives: shared by the build that writes it and the page that links to it.

/**
 * The Markdown copy's site path: the page's route plus ".md". An index route drops its trailing slash, so
 * "/docs/protocols/ies/" → "/docs/protocols/ies.md"; a ".html" alias of a route maps to the same copy.
 */
export function toMarkdownCopyPath(route: string): string {
  const pathname = route.split(/[?#]/)[0] ?? "";
  const withoutHtml = pathname.replace(/\/index\.html$/i, "/").replace(/\.html$/i, "");
  const trimmed = withoutHtml.replace(/\/+$/, "");
  return trimmed === "" ? "/index.md" : `${trimmed.startsWith("/") ? "" : "/"}${trimmed}.md`;
}
