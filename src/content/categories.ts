// Reads a folder's _category_.json into a typed category, rejecting anything an editor could mistype.
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

/** Parses the text of `<dir>/_category_.json`; throws ContentConfigError naming the file. */
export function parseCategory(text: string, dir: string, file: string): CategoryConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContentConfigError(file, `invalid JSON (${(error as Error).message})`);
  }
  if (!isRecord(raw)) throw new ContentConfigError(file, "must contain a JSON object");
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
