// Small docs fixtures shared by the build-model tests (src/content).
import type { CategoryConfig, DocSource } from "../content/model/types";

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
