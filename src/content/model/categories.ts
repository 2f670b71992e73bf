// Reads a folder's _category_.json or _category_.yml into a typed category, rejecting anything an editor could mistype.
import yaml from "js-yaml";
import type { CategoryConfig, CategoryLink } from "./types";

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

function parseLink(raw: unknown, file: string): CategoryLink | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) throw new ContentConfigError(file, `"link" must be an object or null`);
  if (raw.type === "generated-index") {
    if (typeof raw.slug !== "string" || !raw.slug.trim()) {
      throw new ContentConfigError(file, `a generated-index link needs a "slug" such as "/category/aws"`);
    }
    return {
      type: "generated-index",
      slug: raw.slug,
      ...(typeof raw.title === "string" ? { title: raw.title } : {}),
      ...(typeof raw.description === "string" ? { description: raw.description } : {}),
    };
  }
  if (raw.type === "doc") {
    if (typeof raw.id !== "string" || !raw.id.trim()) throw new ContentConfigError(file, `a doc link needs an "id"`);
    return { type: "doc", id: raw.id };
  }
  throw new ContentConfigError(file, `"link.type" must be "generated-index" or "doc", got ${JSON.stringify(raw.type)}`);
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
  if (typeof raw.label !== "string" || !raw.label.trim()) throw new ContentConfigError(file, `"label" is required`);
  if (raw.position !== undefined && typeof raw.position !== "number") {
    throw new ContentConfigError(file, `"position" must be a number`);
  }
  if (raw.collapsed !== undefined && typeof raw.collapsed !== "boolean") {
    throw new ContentConfigError(file, `"collapsed" must be true or false`);
  }
  return {
    dir: dir.replace(/\\/g, "/").replace(/^\/+|\/+$/g, ""),
    file,
    label: raw.label,
    ...(typeof raw.position === "number" ? { position: raw.position } : {}),
    collapsed: raw.collapsed ?? true,
    link: parseLink(raw.link, file),
  };
}
