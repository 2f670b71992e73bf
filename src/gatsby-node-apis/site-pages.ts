// Turns the checked site into Gatsby's pages (each doc and
// standalone page, the category indexes) and their compiled bodies.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { componentNamesIn } from "../content/compile/mdx-components";
import type { CompiledMdx, MdxTreeNode } from "../content/compile/mdx-tree";
import { toStandaloneRoute } from "../content/model/pages";
import { applyPictures, buildPicture, type PlannedPicture } from "../content/compile/raster-images";
import type { CheckedSite } from "../content/site";
import { toDocId } from "../content/model/slugs";
import type { ContentError } from "../content/model/types";
import { treeHasPlaceholders } from "../lib/placeholders";
import type { TocHeading } from "../lib/toc";
import type { DocPageMetaData } from "../theme/DocPageMeta";
import type { CompiledBody } from "./compiled-bodies";
import { templateWithComponents } from "../bundling/page-components";

export type SitePage = { readonly path: string; readonly component: string; readonly context: Record<string, unknown> };

export type SitePagesInput = {
  readonly site: CheckedSite;
  /** The Mdx node of each content file (its id and content digest), by absolute path: the page query reads it. */
  readonly nodeByFile: ReadonlyMap<string, { readonly id: string; readonly digest: string }>;
  /** Last updated date and edit link of each doc, by absolute path. */
  readonly metaByFile: ReadonlyMap<string, DocPageMetaData>;
  readonly projectRoot: string;
  readonly pagesDir: string;
};

export type PlannedSitePages = {
  readonly pages: readonly SitePage[];
  /** Each doc and standalone page's body as its page renders it (screenshots in place), for the cache. */
  readonly bodies: readonly CompiledBody[];
  readonly problems: readonly ContentError[];
  /** Screenshots made into AVIF, WebP and fallback variants, with their total bytes. */
  readonly pictures: { readonly count: number; readonly bytes: number };
};

const TEMPLATES = {
  doc: "src/templates/doc.tsx",
  page: "src/templates/page.tsx",
  category: "src/templates/category.tsx",
} as const;

/** Copies a body's files into public/, makes its screenshots' variants (once per image) and puts them in its tree. */
async function withAssets(
  compiled: CompiledMdx,
  file: string,
  projectRoot: string,
  pictures: Map<string, PlannedPicture & { readonly bytes: number }>,
  problems: ContentError[],
): Promise<readonly MdxTreeNode[]> {
  const publicDir = path.join(projectRoot, "public");
  for (const asset of compiled.assets) {
    fs.mkdirSync(path.join(publicDir, "static"), { recursive: true });
    if (!asset.raster) fs.copyFileSync(asset.source, path.join(publicDir, asset.url));
    else if (!pictures.has(asset.url)) {
      try {
        pictures.set(asset.url, await buildPicture(asset.source, asset.url, publicDir));
      } catch (error) {
        problems.push({
          file,
          message:
            `could not process the image ${path.relative(projectRoot, asset.source)} ` +
            `(${(error as Error).message})`,
        });
      }
    }
  }
  return compiled.assets.some((asset) => asset.raster) ? applyPictures(compiled.tree, pictures) : compiled.tree;
}

/**
 * A digest of the tree a page renders (its screenshots' variants included): the cache's version of the body, and in
 * the page's context, since Gatsby runs a page's query again when its context changes.
 */
export const bodyVersionOf = (tree: readonly MdxTreeNode[]): string =>
  crypto.createHash("sha256").update(JSON.stringify(tree)).digest("base64url").slice(0, 16);

/** Every page of the site; a body that did not compile gets no page (its problem is in the site's errors). */
export async function planSitePages(input: SitePagesInput): Promise<PlannedSitePages> {
  const { site, projectRoot } = input;
  const template = (name: keyof typeof TEMPLATES): string => path.resolve(projectRoot, TEMPLATES[name]);
  const pages: SitePage[] = [];
  const bodies: CompiledBody[] = [];
  const problems: ContentError[] = [];
  const pictures = new Map<string, PlannedPicture & { readonly bytes: number }>();
  const docByFile = new Map(site.built.docPages.map((doc) => [doc.file, doc]));
  for (const source of [...site.docs, ...site.pages]) {
    const compiled = site.compiled.get(source.file);
    const absolute = path.resolve(projectRoot, source.file);
    const node = input.nodeByFile.get(absolute);
    if (!compiled || !node) continue;
    const body = await withAssets(compiled, source.file, projectRoot, pictures, problems);
    // The page's query reads the body from its Mdx node, so an edit runs it again; a body that changed without an edit
    // (a changed screenshot, new build code on a kept cache) does through the context.
    const id = node.id;
    const bodyVersion = bodyVersionOf(body);
    bodies.push({ nodeId: id, version: bodyVersion, tree: body });
    const components = componentNamesIn(body);
    const doc = docByFile.get(source.file);
    if (doc) {
      const headings: TocHeading[] = (site.extracted.get(source.file)?.headings ?? []).map(
        ({ depth, text, id: anchor }) => ({ depth, value: text, id: anchor }),
      );
      const meta = input.metaByFile.get(absolute) ?? { lastUpdated: null, editUrl: null };
      const context = {
        id,
        bodyVersion,
        docId: doc.id,
        headings,
        offersReaderValues: treeHasPlaceholders(body),
        options: doc.options,
        meta,
      };
      pages.push({
        path: doc.path,
        component: templateWithComponents(template("doc"), components, projectRoot),
        context,
      });
    } else if (absolute.startsWith(input.pagesDir + path.sep)) {
      const route = toStandaloneRoute(toDocId(path.relative(input.pagesDir, absolute)));
      pages.push({
        path: route,
        component: templateWithComponents(template("page"), components, projectRoot),
        context: { id, bodyVersion, offersReaderValues: treeHasPlaceholders(body) },
      });
    }
  }
  for (const page of site.built.categoryPages)
    pages.push({ path: page.path, component: template("category"), context: { category: page } });
  const bytes = [...pictures.values()].reduce((sum, picture) => sum + picture.bytes, 0);
  return { pages, bodies, problems, pictures: { count: pictures.size, bytes } };
}
