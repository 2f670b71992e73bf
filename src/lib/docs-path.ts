// Tells docs paths from the rest, in a module of its own so the app shell does not pull in the sidebar helpers.

/**
 * Whether a path belongs to the docs (the navbar's "Data" link is then active, the mobile menu shows the docs sidebar).
 */
export function isDocsPath(pathname: string, docsBasePath: string): boolean {
  return pathname.startsWith(`${docsBasePath}/`);
}
