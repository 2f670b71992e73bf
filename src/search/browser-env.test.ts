// Secrets stay on the build machine: code that can reach the browser reads only GATSBY_* variables (and NODE_ENV).
import fs from "fs";
import path from "path";

const SRC = path.join(__dirname, "..");
/** Folders that only run at build time or on the server, never in the browser bundle. */
const BUILD_ONLY = ["content", "server", path.join("search", "build"), "__mocks__", "test"];

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return BUILD_ONLY.includes(path.relative(SRC, full)) ? [] : listSources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

describe("environment variables in browser code", () => {
  it("are only GATSBY_* ones, so the Algolia admin key cannot be inlined into public/", () => {
    const read = new Set<string>();
    for (const file of [...listSources(SRC), path.join(SRC, "..", "gatsby-browser.tsx")]) {
      const text = fs.readFileSync(file, "utf8");
      expect(text).not.toMatch(/process\.env\[/);
      for (const match of text.matchAll(/process\.env\.([A-Z0-9_]+)/g)) read.add(match[1] as string);
    }
    expect([...read].filter((name) => !name.startsWith("GATSBY_") && name !== "NODE_ENV")).toEqual([]);
    // The scan does see the search client's variables, so an empty result above means something.
    for (const name of ["GATSBY_ALGOLIA_APP_ID", "GATSBY_ALGOLIA_SEARCH_KEY", "GATSBY_ALGOLIA_INDEX_NAME"]) expect(read.has(name)).toBe(true);
  });
});
