// Loads and checks the whole site's content in one pass: shared by the build (gatsby-node) and `npm run check:content`.
import fs from "fs";
import path from "path";
import { siteConfig } from "../config/site";
import { createSchemaValidator, readContract } from "./contract";
import { checkJsonExamples, readCeefaxOperations } from "./examples";
import type { ExtractedContent } from "./extract";
import { listStaticFiles, loadDocsFolder, type LoadedDoc } from "./load";
import { compileMdxTree, MdxTreeError, type CompiledMdx } from "./mdx-tree";
import { STANDALONE_ROUTES, toStandaloneRoute } from "./pages";
import type { ContentDirs } from "./paths";
import { toDocId } from "./slugs";
import type { ContentError } from "./types";
import { validateSite } from "./validate";
import { buildDocsVersion, type BuiltVersion } from "./version";

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
};

/** Each doc's `image` (social card) must be an absolute URL or a file under static/. */
function checkSocialCards(docs: readonly LoadedDoc[], staticFiles: readonly string[]): ContentError[] {
  const files = new Set(staticFiles.map((file) => `/${file}`));
  return docs.flatMap((doc) => {
    const image = doc.frontmatter.image;
    if (typeof image !== "string" || /^https?:\/\//.test(image)) return [];
    return image.startsWith("/") && files.has(image) ? [] : [{ file: doc.file, message: `frontmatter "image" ${image} is not a file under static/ (write "/img/card.png" for static/img/card.png) or an https:// URL` }];
  });
}

/** Compiles one body for the page template; a problem comes back as an error naming the file and its line. */
export function compileBody(
  source: { readonly file: string; readonly body: string; readonly lineOffset: number },
  projectRoot: string,
): { readonly compiled: CompiledMdx } | { readonly error: ContentError } {
  try {
    return { compiled: compileMdxTree(source.body, path.resolve(projectRoot, source.file)) };
  } catch (error) {
    const line = error instanceof MdxTreeError && error.line !== undefined ? ` (line ${error.line + source.lineOffset})` : "";
    return { error: { file: source.file, message: `${(error as Error).message}${line}` } };
  }
}

export function loadCheckedSite(dirs: ContentDirs, projectRoot: string, options: LoadOptions = {}): CheckedSite {
  const folder = loadDocsFolder(dirs.docsDir, projectRoot);
  const pages = loadDocsFolder(dirs.pagesDir, projectRoot);
  const built = buildDocsVersion(folder.docs, folder.categories, {
    ...siteConfig.docsVersion,
    configFile: "src/config/site.ts",
    includeDrafts: Boolean(options.includeDrafts),
    toc: siteConfig.toc,
  });
  // Drafts left out of the build are not checked, linked to or compiled.
  const docs = { ...folder, docs: options.includeDrafts ? folder.docs : folder.docs.filter((doc) => doc.frontmatter.draft !== true) };
  const routeByFile = new Map(built.docPages.map((doc) => [doc.file, doc.path]));
  const staticFiles = listStaticFiles(dirs.staticDir);
  const check = validateSite(
    [
      ...docs.docs.map((doc) => ({ file: doc.file, route: routeByFile.get(doc.file) ?? "", body: doc.body, lineOffset: doc.lineOffset })),
      ...pages.docs.map((page) => ({ file: page.file, route: toStandaloneRoute(toDocId(page.relativePath)), body: page.body, lineOffset: page.lineOffset })),
    ],
    [...STANDALONE_ROUTES, ...built.categoryPages.map((page) => page.path)],
    staticFiles,
  );
  const compiled = new Map<string, CompiledMdx>();
  const compileErrors: ContentError[] = [];
  // Only bodies that parsed: a syntax error is already reported once by validateSite.
  for (const source of [...docs.docs, ...pages.docs].filter((doc) => check.extracted.has(doc.file))) {
    const result = compileBody(source, projectRoot);
    if ("error" in result) compileErrors.push(result.error);
    else compiled.set(source.file, result.compiled);
  }
  // A site without a contract (a fixture, a benchmark) has no schemas: fences that name one then fail, nothing else is checked.
  const contractFile = path.join(dirs.staticDir, CONTRACT_FILE);
  const contract = fs.existsSync(contractFile) ? readContract(contractFile) : { openapi: "3.1.0", paths: {}, components: { schemas: {} } };
  const validator = createSchemaValidator(contract);
  const ceefaxOperations = readCeefaxOperations(contract);
  let examplesValidated = 0;
  const exampleErrors: ContentError[] = [];
  for (const source of [...docs.docs, ...pages.docs].filter((doc) => check.extracted.has(doc.file))) {
    const result = checkJsonExamples(source, validator, ceefaxOperations);
    examplesValidated += result.validated;
    exampleErrors.push(...result.errors);
  }
  return {
    examplesValidated,
    docs: docs.docs,
    pages: pages.docs,
    built,
    extracted: check.extracted,
    compiled,
    errors: [...docs.errors, ...pages.errors, ...built.errors, ...checkSocialCards(docs.docs, staticFiles), ...check.errors, ...compileErrors, ...exampleErrors],
    warnings: built.warnings,
  };
}
