// Small docs fixtures shared by the build-model tests (src/content).
import path from "path";
import type { CategoryConfig, DocSource } from "../content/model/types";

/** The Docusaurus-shaped docs tree and a small pages tree, as content folders a site is read from. */
export const fixtureContentDirs = (projectRoot: string) => ({
  docsDir: path.join(projectRoot, "src", "__fixtures__", "content-trees", "docusaurus-docs"),
  pagesDir: path.join(projectRoot, "src", "__fixtures__", "content-trees", "minimal-pages"),
  staticDir: path.join(projectRoot, "static"),
});

export const doc = (relativePath: string, frontmatter: Partial<DocSource["frontmatter"]> = {}): DocSource => ({
  relativePath,
  file: `content/docs/${relativePath}`,
  frontmatter: { title: relativePath, description: `About ${relativePath}`, ...frontmatter },
});

export const category = (dir: string, fields: Partial<CategoryConfig> = {}): CategoryConfig => ({
  dir,
  file: `content/docs/${dir}/_category_.json`,
  label: dir,
  collapsed: true,
  link: null,
  ...fields,
});

export const settings = {
  name: "current",
  label: "Next",
  path: "/docs",
  isLast: true,
  mainDocId: "data",
  configFile: "src/config/site.ts",
};
