// Loads and checks the whole site's content in one pass: shared by the build (gatsby-node) and `npm run check:content`.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { siteConfig } from "../config/site";
import { createSchemaValidator, readContract, type OpenApiDocument, type SchemaValidator } from "./check/contract";
import { checkJsonExamples, listCodeFences, needsContract, readCeefaxOperations } from "./check/examples";
import { readProse, type ProseBlock } from "./check/prose";
import { extractContent, parseMdx, type ExtractedContent, type MdastRoot } from "./compile/extract";
import { listStaticFiles, loadDocsFolder, type LoadedDoc, type LoadedFolder } from "./load/load";
import { compileMdxTree, MdxTreeError, type CompiledMdx } from "./compile/mdx-tree";
import { STANDALONE_ROUTES, toStandaloneRoute } from "./model/pages";
import type { ContentDirs } from "./load/paths";
import { toDocId } from "./model/slugs";
import type { ContentError } from "./model/types";
import { validateSite } from "./check/validate";
import { buildDocsVersion, type BuiltVersion } from "./model/version";

/** The API contract under static/, which every JSON example names its schema from. */
export const CONTRACT_FILE = "openapi.json";

export type CheckedSite = {
  readonly docs: readonly LoadedDoc[];
  /** The standalone pages (content/pages). */
  readonly pages: readonly LoadedDoc[];
  readonly built: BuiltVersion;
  readonly extracted: ReadonlyMap<string, ExtractedContent>;
  /** Each doc's and page's body compiled for the page template, by file. */
  readonly compiled: ReadonlyMap<string, CompiledMdx>;
  /** Each body's blocks of prose, by file, when `readProse` was asked for. */
  readonly prose: ReadonlyMap<string, readonly ProseBlock[]>;
  /** How many JSON examples (and p6.jar --encode arguments) were validated against the API contract. */
  readonly examplesValidated: number;
  /** Every problem found; the build stops when there is any. */
  readonly errors: readonly ContentError[];
  /** Problems reported without stopping the build (unknown frontmatter keys). */
  readonly warnings: readonly ContentError[];
};

export type LoadOptions = {
  /** `gatsby develop` builds drafts; production, search and the sitemap leave them out. */
  readonly includeDrafts?: boolean;
  /** `npm run check:content` also reads each body's prose for the editorial rules. */
  readonly readProse?: boolean;
};

/** Each doc's `image` (social card) must be an absolute URL or a file under static/. */
function checkSocialCards(docs: readonly LoadedDoc[], staticFiles: readonly string[]): ContentError[] {
  const files = new Set(staticFiles.map((file) => `/${file}`));
  return docs.flatMap((doc) => {
    const image = doc.frontmatter.image;
    if (typeof image !== "string" || /^https?:\/\//.test(image)) return [];
    return image.startsWith("/") && files.has(image)
      ? []
      : [
          {
            file: doc.file,
            message:
              `frontmatter "image" ${image} is not a file under static/ ` +
              `(write "/img/card.png" for static/img/card.png) or an https:// URL`,
          },
        ];
  });
}

/**
 * Compiles one body (parsed by `parseMdx`) for the page template;
 * a problem comes back as an error naming the file and its line.
 */
export function compileBody(
  source: { readonly file: string; readonly lineOffset: number },
  tree: MdastRoot,
  projectRoot: string,
): { readonly compiled: CompiledMdx } | { readonly error: ContentError } {
  try {
    return { compiled: compileMdxTree(tree, path.resolve(projectRoot, source.file)) };
  } catch (error) {
    const line =
      error instanceof MdxTreeError && error.line !== undefined ? ` (line ${error.line + source.lineOffset})` : "";
    return { error: { file: source.file, message: `${(error as Error).message}${line}` } };
  }
}

/**
 * Everything the check reads: the docs and standalone pages (from
 * disk or from Gatsby's nodes), static files and the contract.
 */
export type SiteSources = {
  readonly docs: LoadedFolder;
  readonly pages: LoadedFolder;
  readonly staticFiles: readonly string[];
  readonly contract: OpenApiDocument;
};

/** Reads the sources of `npm run check:content` from disk; the build gets the same from gatsby-source-filesystem. */
export function readSiteSources(dirs: ContentDirs, projectRoot: string): SiteSources {
  return {
    docs: loadDocsFolder(dirs.docsDir, projectRoot),
    pages: loadDocsFolder(dirs.pagesDir, projectRoot),
    staticFiles: listStaticFiles(dirs.staticDir),
    contract: readSiteContract(dirs.staticDir),
  };
}

/**
 * The API contract under static/; a site without one (a fixture,
 * a benchmark) has no schemas: fences that name one then fail.
 */
export function readSiteContract(staticDir: string): OpenApiDocument {
  const contractFile = path.join(staticDir, CONTRACT_FILE);
  return fs.existsSync(contractFile)
    ? readContract(contractFile)
    : { openapi: "3.1.0", paths: {}, components: { schemas: {} } };
}

export function loadCheckedSite(dirs: ContentDirs, projectRoot: string, options: LoadOptions = {}): CheckedSite {
  return checkSite(readSiteSources(dirs, projectRoot), projectRoot, options);
}

/** The docs version of the site's settings: its sidebar, doc list and category pages. */
export function buildSiteVersion(folder: LoadedFolder, includeDrafts: boolean): BuiltVersion {
  return buildDocsVersion(folder.docs, folder.categories, {
    ...siteConfig.docsVersion,
    configFile: "src/config/site.ts",
    includeDrafts,
    toc: siteConfig.toc,
  });
}

/**
 * What the check works out from one body alone: kept by the build between runs, so an edit redoes only its own file.
 */
export type BodyWork = {
  extracted?: ExtractedContent;
  compiled?: CompiledMdx;
  compileError?: ContentError;
  examples?: { readonly validated: number; readonly errors: readonly ContentError[] };
  prose?: readonly ProseBlock[];
};

/** Earlier work by body key; `checkSite` adds what it works out. */
export type BodyMemo = Map<string, BodyWork>;

/** What the build keeps between runs needs of Gatsby's `cache` helper. */
export type KeyValueCache = { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> };

/**
 * Each body's key, by file: its file, its place in the file,
 * its text and the contract its examples are checked against.
 */
export function bodyKeys(sources: SiteSources): Map<string, string> {
  const contractKey = crypto.createHash("sha256").update(JSON.stringify(sources.contract)).digest("hex");
  return new Map(
    [...sources.docs.docs, ...sources.pages.docs].map((source) => [
      source.file,
      crypto
        .createHash("sha256")
        .update(JSON.stringify([source.file, source.lineOffset, source.body, contractKey]))
        .digest("hex"),
    ]),
  );
}

/**
 * Checks the whole site and compiles each body for its page from one parse of it; `memo` holds earlier runs' work on
 * unchanged bodies, which are not parsed again.
 */
export function checkSite(
  sources: SiteSources,
  projectRoot: string,
  options: LoadOptions = {},
  memo: BodyMemo = new Map(),
): CheckedSite {
  const { docs: folder, pages, staticFiles, contract } = sources;
  const built = buildSiteVersion(folder, Boolean(options.includeDrafts));
  // Drafts left out of the build are not checked, linked to or compiled.
  const docs = {
    ...folder,
    docs: options.includeDrafts ? folder.docs : folder.docs.filter((doc) => doc.frontmatter.draft !== true),
  };
  const routeByFile = new Map(built.docPages.map((doc) => [doc.file, doc.path]));
  const keyOf = bodyKeys(sources);
  const workOf = (file: string): BodyWork => {
    const key = keyOf.get(file) ?? file;
    let work = memo.get(key);
    if (!work) memo.set(key, (work = {}));
    return work;
  };
  // Compiling the contract's schemas takes time: only a body whose examples are not checked yet needs them.
  let examplesChecker: { readonly validator: SchemaValidator; readonly ceefaxOperations: ReadonlySet<string> } | null =
    null;
  const checker = () =>
    (examplesChecker ??= {
      validator: createSchemaValidator(contract),
      ceefaxOperations: readCeefaxOperations(contract),
    });
  const bodies = [...docs.docs, ...pages.docs];
  // One pass per body: it is parsed once, the checks read that tree, the page's tree is compiled from it, and it goes.
  const parseErrors = new Map<string, unknown>();
  for (const source of bodies) {
    const work = workOf(source.file);
    if (work.extracted && work.examples && (work.compiled || work.compileError) && (work.prose || !options.readProse))
      continue;
    let tree: MdastRoot;
    try {
      tree = parseMdx(source.body);
    } catch (error) {
      // Not kept: the next run parses the body again, so its error keeps the parser's line.
      parseErrors.set(source.file, error);
      continue;
    }
    work.extracted ??= extractContent(tree);
    if (options.readProse) work.prose ??= readProse(tree);
    // Read before the compile, which hands parts of the parsed tree on to the page's tree.
    const fences = listCodeFences(tree);
    work.examples ??= fences.some(needsContract)
      ? checkJsonExamples(source, fences, checker().validator, checker().ceefaxOperations)
      : { validated: 0, errors: [] };
    if (!work.compiled && !work.compileError) {
      const result = compileBody(source, tree, projectRoot);
      if ("error" in result) work.compileError = result.error;
      else work.compiled = result.compiled;
    }
  }
  const extract = (page: { readonly file: string }): ExtractedContent => {
    const parseError = parseErrors.get(page.file);
    if (parseError !== undefined) throw parseError;
    return workOf(page.file).extracted as ExtractedContent;
  };
  const check = validateSite(
    [
      ...docs.docs.map((doc) => ({
        file: doc.file,
        route: routeByFile.get(doc.file) ?? "",
        body: doc.body,
        lineOffset: doc.lineOffset,
      })),
      ...pages.docs.map((page) => ({
        file: page.file,
        route: toStandaloneRoute(toDocId(page.relativePath)),
        body: page.body,
        lineOffset: page.lineOffset,
      })),
    ],
    [...STANDALONE_ROUTES, ...built.categoryPages.map((page) => page.path)],
    staticFiles,
    extract,
  );
  let examplesValidated = 0;
  const exampleErrors: ContentError[] = [];
  const compiled = new Map<string, CompiledMdx>();
  const compileErrors: ContentError[] = [];
  const prose = new Map<string, readonly ProseBlock[]>();
  // Only bodies that parsed: a syntax error is already reported once by validateSite.
  for (const source of bodies.filter((doc) => check.extracted.has(doc.file))) {
    const work = workOf(source.file);
    examplesValidated += work.examples?.validated ?? 0;
    exampleErrors.push(...(work.examples?.errors ?? []));
    if (work.compileError) compileErrors.push(work.compileError);
    else if (work.compiled) compiled.set(source.file, work.compiled);
    if (work.prose) prose.set(source.file, work.prose);
  }
  return {
    examplesValidated,
    docs: docs.docs,
    pages: pages.docs,
    built,
    extracted: check.extracted,
    compiled,
    prose,
    errors: [
      ...docs.errors,
      ...pages.errors,
      ...built.errors,
      ...checkSocialCards(docs.docs, staticFiles),
      ...check.errors,
      ...compileErrors,
      ...exampleErrors,
    ],
    warnings: built.warnings,
  };
}
