// `npm run check:content`: every docs page meets the editorial rules and every link resolves; `--report` lists word counts.
import path from "path";
import { siteConfig } from "../src/config/site";
import { listStaticFiles, loadDocsFolder } from "../src/content/load";
import { STANDALONE_ROUTES, toStandaloneRoute } from "../src/content/pages";
import { resolveContentDirs } from "../src/content/paths";
import { checkPageQuality } from "../src/content/quality";
import { toDocId } from "../src/content/slugs";
import { formatContentErrors, validateSite } from "../src/content/validate";
import { buildDocsVersion } from "../src/content/version";

const projectRoot = path.join(__dirname, "..");
const { docsDir, pagesDir, staticDir } = resolveContentDirs(process.env, projectRoot);
const docs = loadDocsFolder(docsDir, projectRoot);
const pages = loadDocsFolder(pagesDir, projectRoot);
const version = buildDocsVersion(docs.docs, docs.categories, { ...siteConfig.docsVersion, configFile: "src/config/site.ts" });
const routeByFile = new Map(version.docPages.map((doc) => [doc.file, doc.path]));
const check = validateSite(
  [
    ...docs.docs.map((doc) => ({ file: doc.file, route: routeByFile.get(doc.file) ?? "", body: doc.body, lineOffset: doc.lineOffset })),
    ...pages.docs.map((page) => ({ file: page.file, route: toStandaloneRoute(toDocId(page.relativePath)), body: page.body, lineOffset: page.lineOffset })),
  ],
  [...STANDALONE_ROUTES, ...version.categoryPages.map((page) => page.path)],
  listStaticFiles(staticDir),
);
const errors = [...docs.errors, ...pages.errors, ...version.errors, ...check.errors];
const counts: Array<[string, number]> = [];
for (const doc of docs.docs) {
  const extracted = check.extracted.get(doc.file);
  if (!extracted) continue;
  counts.push([doc.file, extracted.words]);
  errors.push(...checkPageQuality({ file: doc.file, frontmatter: doc.frontmatter, body: doc.body, extracted }));
}

if (process.argv.includes("--report")) {
  for (const [file, words] of counts) console.log(`${String(words).padStart(6)}  ${file}`);
  console.log(`${String(counts.reduce((sum, [, words]) => sum + words, 0)).padStart(6)}  total words in ${counts.length} docs`);
}
if (errors.length > 0) {
  console.error(formatContentErrors(errors));
  process.exit(1);
}
console.log(`Content check: ${counts.length} docs pass (descriptions, sections, placeholders, words, links and anchors).`);
