// Reads the record builder's input straight from the content folder, each body compiled as the build compiles it
// (benchmarks and tests).
import path from "path";
import { siteConfig } from "../../config/site";
import { formatContentErrors } from "../../content/check/validate";
import { loadDocsFolder } from "../../content/load/load";
import { compileMdxTree } from "../../content/compile/mdx-tree";
import { buildDocsVersion, SIDEBAR_ID } from "../../content/model/version";
import type { RecordsInput } from "./records";

/** The same pages, titles, sidebar and category pages the build indexes; throws on content errors. */
export function readRecordsInput(docsDir: string, projectRoot: string): RecordsInput {
  const folder = loadDocsFolder(docsDir, projectRoot);
  const built = buildDocsVersion(folder.docs, folder.categories, {
    ...siteConfig.docsVersion,
    configFile: "src/config/site.ts",
  });
  const errors = [...folder.errors, ...built.errors];
  if (errors.length > 0) throw new Error(formatContentErrors(errors));
  const sourceByFile = new Map(folder.docs.map((doc) => [doc.file, doc]));
  return {
    pages: built.docPages
      .filter((doc) => !doc.unlisted)
      .map((doc) => {
        const source = sourceByFile.get(doc.file);
        return {
          path: doc.path,
          title: doc.title,
          tree: compileMdxTree(source?.body ?? "", path.resolve(projectRoot, doc.file)).tree,
          keywords: source?.frontmatter.keywords ?? null,
          ...(typeof source?.frontmatter.description === "string"
            ? { description: source.frontmatter.description }
            : {}),
        };
      }),
    categoryPages: built.categoryPages.map((page) => ({
      path: page.path,
      title: page.title,
      description: page.description,
    })),
    sidebar: built.version.sidebars[SIDEBAR_ID] ?? [],
    versionName: built.version.name,
    language: siteConfig.locale.lang,
  };
}
