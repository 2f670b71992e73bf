// Path rules shared by the browser and the static server: .html and index.html suffixes name the same page.

/** "/a/b.html" → "/a/b"; "/a/b/index.html" → "/a/b/"; "/index.html" → "/"; anything else unchanged. */
export function toCanonicalPath(pathname: string): string {
  if (/\/index\.html?$/i.test(pathname)) return pathname.replace(/index\.html?$/i, "");
  if (/\.html?$/i.test(pathname)) return pathname.replace(/\.html?$/i, "");
  return pathname;
}

/** Same route whatever its trailing slash, for comparing links with pages: "/docs/a/" → "/docs/a"; "/" stays "/". */
export function normalizeRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Files that may hold the page for a request path, best first, relative to the build folder.
 * "/docs/data" → ["docs/data", "docs/data/index.html", "docs/data.html"].
 */
export function candidateFiles(pathname: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return [];
  }
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment === "..")) return [];
  const canonical = toCanonicalPath(decoded);
  const clean = canonical.replace(/^\/+/, "");
  if (clean === "") return ["index.html"];
  if (canonical.endsWith("/")) return [`${clean}index.html`];
  const candidates = [clean, `${clean}/index.html`];
  return canonical === decoded ? candidates : [`${clean}/index.html`, `${clean}.html`];
}

/**
 * Inline script run before the app bundle: rewrites a ".html" or "index.html" address to the page's path so the
 * router starts on a known page. Same rules as toCanonicalPath (tested against it).
 */
export const CANONICAL_PATH_SCRIPT =
  "(function(){var l=window.location,p=l.pathname,c=/\\/index\\.html?$/i.test(p)" +
  '?p.replace(/index\\.html?$/i,""):p.replace(/\\.html?$/i,"");' +
  'if(c!==p)window.history.replaceState(window.history.state,"",c+l.search+l.hash)})();';
