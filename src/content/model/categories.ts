// Reads a folder's _category_.json or _category_.yml through one schema, rejecting anything an editor could mistype.
import yaml from "js-yaml";
import { z } from "zod";
import type { CategoryConfig } from "./types";

export class ContentConfigError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = "ContentConfigError";
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const link = z.union(
  [
    z.object({
      type: z.literal("generated-index"),
      slug: z.string().trim().min(1),
      title: z.string().optional(),
      description: z.string().optional(),
    }),
    z.object({ type: z.literal("doc"), id: z.string().trim().min(1) }),
  ],
  { errorMap: () => ({ message: "link" }) },
);

/** A folder's category file as editors write it (Docusaurus' keys). */
const categorySchema = z.object({
  label: z.string({ message: '"label" is required' }).trim().min(1, '"label" is required'),
  position: z.number({ message: '"position" must be a number' }).optional(),
  collapsed: z.boolean({ message: '"collapsed" must be true or false' }).default(true),
  link: link.nullish(),
});

/** What an editor should change in a `link` the schema refused. */
function linkProblem(raw: unknown): string {
  if (!isRecord(raw)) return `"link" must be an object or null`;
  if (raw.type === "generated-index") return `a generated-index link needs a "slug" such as "/category/aws"`;
  if (raw.type === "doc") return `a doc link needs an "id"`;
  return `"link.type" must be "generated-index" or "doc", got ${JSON.stringify(raw.type)}`;
}

/** The category file names a folder may hold, as Docusaurus reads them. */
export const CATEGORY_FILE_NAMES = ["_category_.json", "_category_.yml", "_category_.yaml"] as const;

/**
 * Parses the text of `<dir>/_category_.json` (or `.yml`/`.yaml`, by
 * `file`'s extension); throws ContentConfigError naming the file.
 */
export function parseCategory(text: string, dir: string, file: string): CategoryConfig {
  const isYaml = /\.ya?ml$/i.test(file);
  let raw: unknown;
  try {
    raw = isYaml ? yaml.load(text, { schema: yaml.JSON_SCHEMA }) : JSON.parse(text);
  } catch (error) {
    throw new ContentConfigError(
      file,
      `invalid ${isYaml ? "YAML" : "JSON"} (${(error as Error).message.split("\n")[0]})`,
    );
  }
  if (!isRecord(raw)) throw new ContentConfigError(file, `must contain ${isYaml ? "a YAML mapping" : "a JSON object"}`);
  const parsed = categorySchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ContentConfigError(
      file,
      issue?.path[0] === "link" ? linkProblem(raw.link) : (issue?.message ?? "is invalid"),
    );
  }
  const { label, position, collapsed, link: parsedLink } = parsed.data;
  return {
    dir: dir.replace(/\\/g, "/").replace(/^\/+|\/+$/g, ""),
    file,
    label,
    ...(position === undefined ? {} : { position }),
    collapsed,
    link: parsedLink ?? null,
  };
}
