// Which extra files a static host needs so that "/docs/x.html" serves the page "/docs/x" (no server rules needed).

/** For each page path, the copy to make: "docs/x/index.html" → "docs/x.html". Root and 404 pages need none. */
export function toHtmlAliases(pagePaths: readonly string[]): Array<{ readonly from: string; readonly to: string }> {
  const aliases = new Map<string, string>();
  for (const pagePath of pagePaths) {
    const clean = pagePath.replace(/^\/+|\/+$/g, "");
    if (!clean || clean === "404" || clean === "404.html" || clean.endsWith(".html") || clean === "dev-404-page")
      continue;
    aliases.set(`${clean}.html`, `${clean}/index.html`);
  }
  return [...aliases.entries()].map(([to, from]) => ({ from, to })).sort((a, b) => a.to.localeCompare(b.to));
}
