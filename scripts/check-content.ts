// `npm run check:content`: every docs page and standalone page meets the editorial rules and every link resolves;
// `--report` lists word counts.
import path from "path";
import { toStandaloneRoute } from "../src/content/model/pages";
import { resolveContentDirs } from "../src/content/load/paths";
import { loadSiteVocabulary } from "../src/content/check/prose";
import { checkPageQuality } from "../src/content/check/quality";
import { loadCheckedSite } from "../src/content/site";
import { toDocId } from "../src/content/model/slugs";
import { formatContentErrors } from "../src/content/check/validate";

const projectRoot = path.join(__dirname, "..");
const dirs = resolveContentDirs(process.env, projectRoot);
const site = loadCheckedSite(dirs, projectRoot, { readProse: true });
const vocabulary = loadSiteVocabulary(dirs, projectRoot);
const errors = [...site.errors];
for (const warning of site.warnings) console.warn(`Warning: ${warning.file}: ${warning.message}`);
const counts: Array<[string, number]> = [];
const routeByFile = new Map([
  ...site.built.docPages.map((doc) => [doc.file, doc.path] as const),
  ...site.pages.map((page) => [page.file, toStandaloneRoute(toDocId(page.relativePath))] as const),
]);
for (const doc of [...site.docs, ...site.pages]) {
  const extracted = site.extracted.get(doc.file);
  if (!extracted) continue;
  counts.push([doc.file, extracted.words]);
  errors.push(
    ...checkPageQuality(
      {
        file: doc.file,
        route: routeByFile.get(doc.file),
        frontmatter: doc.frontmatter,
        body: doc.body,
        lineOffset: doc.lineOffset,
        extracted,
        prose: site.prose.get(doc.file) ?? [],
      },
      { vocabulary },
    ),
  );
}

if (process.argv.includes("--report")) {
  for (const [file, words] of counts) console.log(`${String(words).padStart(6)}  ${file}`);
  console.log(
    `${String(counts.reduce((sum, [, words]) => sum + words, 0)).padStart(6)}  ` +
      `total words in ${counts.length} docs and pages`,
  );
}
if (errors.length > 0) {
  console.error(formatContentErrors(errors));
  process.exit(1);
}
console.log(
  `Content check: ${site.docs.length} docs and ${site.pages.length} standalone pages pass ` +
    `(descriptions, sections, placeholders, words, repeated words, ` +
    `paragraphs and sentences, generic sentences, links and anchors).`,
);
console.log(
  `API examples: ${site.examplesValidated} JSON examples and p6.jar arguments ` +
    `match their schemas in static/openapi.json.`,
);
