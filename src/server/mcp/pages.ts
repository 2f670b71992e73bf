// The docs as the MCP server lists and reads them: the sidebar order from llms.txt, a doc's route from what a client
// asks for, and the names nearest one that does not exist.
import { siteConfig } from "../../config/site";
import { editDistance } from "../../lib/edit-distance";

/** The docs llms.txt lists, in sidebar order: "## Section", then "- [Title](https://…/docs/x.md): Description". */
export function parseLlmsTxt(text: string) {
  let section = "";
  return text.split("\n").flatMap((line) => {
    if (line.startsWith("## ")) section = line.slice(3).trim();
    const [, title = "", url = "", description = ""] = /^- \[(.+)\]\((\S+)\.md\)(?::\s*(.*))?$/.exec(line) ?? [];
    // The path is what read_page takes.
    return url ? [{ section, title, path: new URL(url).pathname, url, description }] : [];
  });
}

/**
 * The route a read_page argument names ("/docs/data", "docs/data.md", a URL of the site or of its published address),
 * without query, anchor or ".md"; null when it points elsewhere: another host, or up and out with "..".
 */
export function toDocRoute(input: string, siteRoot: URL): string | null {
  let pathname = input.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(pathname)) {
    const url = URL.canParse(pathname) ? new URL(pathname) : null;
    const root = [siteRoot, new URL(`${siteConfig.url}/`)].find((base) => url?.href.startsWith(base.href));
    if (!url || !root) return null;
    pathname = url.pathname.slice(root.pathname.length - 1);
  }
  pathname = pathname.split(/[?#]/)[0] ?? "";
  if (/(^|[/\\])(\.|%2e){2}([/\\]|$)/i.test(pathname)) return null;
  return `/${pathname.replace(/^\/+/, "")}`.replace(/(\/index)?\.(md|html)$/i, "").replace(/(.)\/+$/, "$1");
}

/** A doc's title: the first "# " line of its Markdown copy. */
export const markdownTitle = (markdown: string): string => /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? "";

/**
 * The `count` names nearest to `name` (routes, operation names), by typos (edit distance, case aside) in the whole
 * name or in its last segment, whichever is fewer: "/docs/mqtt" is near "/docs/destinations/mqtt".
 */
export function nearestNames(name: string, names: readonly string[], count = 3): string[] {
  const lastSegment = (value: string): string => value.slice(value.lastIndexOf("/") + 1).toLowerCase();
  const typos = (candidate: string): number =>
    Math.min(
      editDistance(name.toLowerCase(), candidate.toLowerCase()),
      editDistance(lastSegment(name), lastSegment(candidate)),
    );
  return [...names].sort((a, b) => typos(a) - typos(b)).slice(0, count);
}
