// Secrets stay on the build machine: code that can reach the browser reads only GATSBY_* variables (and NODE_ENV).
import fs from "fs";
import path from "path";
import layout from "../../code-layout.json";

const ROOT = path.join(__dirname, "..", "..");
const isSource = (name: string): boolean =>
  /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts");

/** The browser code ESLint guards (same list): its folders minus the build code inside them, and gatsby-browser.tsx. */
function listBrowserSources(relative: string): string[] {
  if (layout.buildCodeInsideBrowserFolders.includes(relative)) return [];
  const full = path.join(ROOT, relative);
  if (!fs.statSync(full).isDirectory()) return isSource(relative) ? [full] : [];
  return fs.readdirSync(full).flatMap((name) => listBrowserSources(path.posix.join(relative, name)));
}

describe("environment variables in browser code", () => {
  it("are only GATSBY_* ones, so the Algolia admin key cannot be inlined into public/", () => {
    const read = new Set<string>();
    const files = layout.browserCode.flatMap(listBrowserSources);
    expect(files).toContain(path.join(ROOT, "gatsby-browser.tsx"));
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      expect(text).not.toMatch(/process\.env\[/);
      for (const match of text.matchAll(/process\.env\.([A-Z0-9_]+)/g)) read.add(match[1] as string);
    }
    expect([...read].filter((name) => !name.startsWith("GATSBY_") && name !== "NODE_ENV")).toEqual([]);
    // The scan does see the search client's variables, so an empty result above means something.
    for (const name of ["GATSBY_ALGOLIA_APP_ID", "GATSBY_ALGOLIA_SEARCH_KEY", "GATSBY_ALGOLIA_INDEX_NAME"])
      expect(read.has(name)).toBe(true);
  });
});
