/** @jest-environment node */
import path from "path";
import { checkSite, readSiteSources } from "../content/site";
import { fixtureContentDirs } from "../__fixtures__/content";
import { bodyVersionOf, planSitePages, type SitePagesInput } from "./site-pages";

const projectRoot = path.join(__dirname, "..", "..");
const fixtureDirs = fixtureContentDirs(projectRoot);

/** The fixture site as createPages plans it, each file's Mdx node named after the file. */
function fixtureInput(): SitePagesInput {
  const site = checkSite(readSiteSources(fixtureDirs, projectRoot), projectRoot, { includeDrafts: true });
  const files = [...site.compiled.keys()].map((file) => path.resolve(projectRoot, file));
  return {
    site,
    nodeByFile: new Map(files.map((file) => [file, { id: `node:${path.basename(file)}`, digest: "d" }])),
    metaByFile: new Map(),
    projectRoot,
    pagesDir: fixtureDirs.pagesDir,
  };
}

const contextsByPath = (pages: readonly { path: string; context: Record<string, unknown> }[]) =>
  new Map(pages.map((page) => [page.path, page.context]));

describe("planSitePages", () => {
  // Gatsby runs a page's query again when its context changes: new build code on a kept cache shows on every page.
  it("gives a page a new context when its body changes though its Mdx node did not", async () => {
    const input = fixtureInput();
    const before = await planSitePages(input);
    const [file, compiled] = [...input.site.compiled].find(([name]) => name.endsWith(".mdx") || name.endsWith(".md"))!;
    // The same source compiled by other build code: the node is unchanged, the tree is not.
    const recompiled = new Map(input.site.compiled);
    recompiled.set(file, { ...compiled, tree: [...compiled.tree, ["p", null, "added by new code"]] });
    const after = await planSitePages({ ...input, site: { ...input.site, compiled: recompiled } });

    const changed = [...contextsByPath(after.pages)].filter(
      ([route, context]) => JSON.stringify(context) !== JSON.stringify(contextsByPath(before.pages).get(route)),
    );
    expect(changed).toHaveLength(1);
    const [, context] = changed[0]!;
    const body = after.bodies.find((entry) => entry.nodeId === context.id);
    expect(context.bodyVersion).toBe(bodyVersionOf(body!.tree));
    expect(context.bodyVersion).not.toBe(bodyVersionOf(compiled.tree));
  });

  it("versions equal trees alike and different trees apart", () => {
    expect(bodyVersionOf([["p", null, "a"]])).toBe(bodyVersionOf([["p", null, "a"]]));
    expect(bodyVersionOf([["p", null, "a"]])).not.toBe(bodyVersionOf([["p", null, "b"]]));
  });
});
