// `npm run check:content`: every docs page meets the editorial rules and every link resolves; `--report` lists word counts.
import path from "path";
import { resolveContentDirs } from "../src/content/paths";
import { checkPageQuality } from "../src/content/quality";
import { loadCheckedSite } from "../src/content/site";
import { formatContentErrors } from "../src/content/validate";

const projectRoot = path.join(__dirname, "..");
const site = loadCheckedSite(resolveContentDirs(process.env, projectRoot), projectRoot);
const errors = [...site.errors];
for (const warning of site.warnings) console.warn(`Warning: ${warning.file}: ${warning.message}`);
const counts: Array<[string, number]> = [];
const routeByFile = new Map(site.built.docPages.map((doc) => [doc.file, doc.path]));
for (const doc of site.docs) {
  const extracted = site.extracted.get(doc.file);
  if (!extracted) continue;
  counts.push([doc.file, extracted.words]);
  errors.push(...checkPageQuality({ file: doc.file, route: routeByFile.get(doc.file), frontmatter: doc.frontmatter, body: doc.body, lineOffset: doc.lineOffset, extracted }));
}

if (process.argv.includes("--report")) {
  for (const [file, words] of counts) console.log(`${String(words).padStart(6)}  ${file}`);
  console.log(`${String(counts.reduce((sum, [, words]) => sum + words, 0)).padStart(6)}  total words in ${counts.length} docs`);
}
if (errors.length > 0) {
  console.error(formatContentErrors(errors));
  process.exit(1);
}
console.log(`Content check: ${counts.length} docs pass (descriptions, sections, placeholders, words, repeats, links and anchors).`);
console.log(`API examples: ${site.examplesValidated} JSON examples and p6.jar arguments match their schemas in static/openapi.json.`);
