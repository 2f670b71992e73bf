// Quick author-side check of MDX files: compiles each file and reports frontmatter, word count and internal links.
import { readFileSync, existsSync } from "node:fs";
import { compile } from "@mdx-js/mdx";
import matter from "gray-matter";
import remarkGfm from "remark-gfm";
import GithubSlugger from "github-slugger";

const files = process.argv.slice(2);
let failed = 0;
const routeToFile = (route) => {
  const clean = route.replace(/^\/docs\//, "").replace(/\/$/, "");
  for (const f of [`content/docs/${clean}.mdx`, `content/docs/${clean}/index.mdx`]) if (existsSync(f)) return f;
  return null;
};
const anchorsOf = (file) => {
  const slugger = new GithubSlugger();
  const body = matter(readFileSync(file, "utf8")).content.replace(/```[\s\S]*?```/g, "");
  return new Set([...body.matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => slugger.slug(m[1].replace(/[`*_]/g, "").trim())));
};
for (const file of files) {
  const problems = [];
  const source = readFileSync(file, "utf8");
  const { data, content } = matter(source);
  if (!data.title) problems.push("missing frontmatter title");
  if (!data.description) problems.push("missing frontmatter description");
  try {
    await compile(content, { remarkPlugins: [remarkGfm] });
  } catch (error) {
    problems.push(`MDX does not compile: ${error.message}`);
  }
  const words = content.replace(/```[\s\S]*?```/g, " ").replace(/<[^>]+>/g, " ").split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
  if (words < 250) problems.push(`only ${words} words of prose (at least 250 expected)`);
  if (/\b(TODO|lorem ipsum|coming soon)\b/i.test(content)) problems.push("placeholder text");
  const links = [...content.matchAll(/\]\((\/docs\/[^)\s]*)\)/g)].map((m) => m[1]);
  if (links.length < 2) problems.push(`only ${links.length} internal links (at least 2 expected)`);
  for (const link of links) {
    const [route, anchor] = link.split("#");
    const target = routeToFile(route);
    if (route.startsWith("/docs/category/")) continue;
    if (!target) { problems.push(`link to missing page ${link} (may be written by another author)`); continue; }
    if (anchor && !anchorsOf(target).has(anchor)) problems.push(`link to missing anchor ${link}`);
  }
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file} (${words} words)`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
