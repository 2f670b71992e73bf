// Reads the Docusaurus frontmatter keys the site supports, rejects wrong types and warns about keys it does not know,
// so a typo such as `sidebar_postion` never passes silently.
import type { ContentError, DocFrontmatter } from "./types";

/** Every key a doc's frontmatter may hold. */
export const KNOWN_FRONTMATTER_KEYS: readonly (keyof DocFrontmatter)[] = [
  "title",
  "description",
  "sidebar_label",
  "sidebar_position",
  "sidebar_class_name",
  "slug",
  "unlisted",
  "draft",
  "keywords",
  "pagination_next",
  "pagination_prev",
  "hide_table_of_contents",
  "toc_min_heading_level",
  "toc_max_heading_level",
  "image",
  "last_update",
];

/** Heading levels a table of contents can list (the h1 is the title). */
const TOC_LEVELS = { min: 2, max: 6 };

/** Levenshtein distance, to suggest the key an editor probably meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The known key closest to `key`, when it is close enough to be a typo. */
export function suggestKey(key: string): string | null {
  let best: { key: string; distance: number } | null = null;
  for (const known of KNOWN_FRONTMATTER_KEYS) {
    const d = distance(key, known);
    if (!best || d < best.distance) best = { key: known, distance: d };
  }
  return best && best.distance <= Math.max(2, Math.floor(key.length / 4)) ? best.key : null;
}

/** A date the editor wrote (YAML may already have made it a Date) as YYYY-MM-DD, or null when it is not a date. */
export function toIsoDay(value: unknown): string | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)
        ? new Date(value)
        : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

export type FrontmatterCheck = { readonly errors: readonly ContentError[]; readonly warnings: readonly ContentError[] };

/**
 * Type checks of the optional keys and warnings for unknown ones; title and description are checked with the routes.
 */
export function checkFrontmatterKeys(file: string, frontmatter: Readonly<Record<string, unknown>>): FrontmatterCheck {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const fail = (message: string) => errors.push({ file, message });
  const has = (key: string): boolean => frontmatter[key] !== undefined && frontmatter[key] !== null;
  for (const key of ["unlisted", "draft", "hide_table_of_contents"]) {
    if (has(key) && typeof frontmatter[key] !== "boolean") fail(`frontmatter "${key}" must be true or false`);
  }
  for (const key of ["sidebar_label", "sidebar_class_name", "slug", "image"]) {
    if (has(key) && (typeof frontmatter[key] !== "string" || !(frontmatter[key] as string).trim()))
      fail(`frontmatter "${key}" must be a non-empty string`);
  }
  for (const key of ["pagination_next", "pagination_prev"]) {
    // null is meaningful: no link.
    if (frontmatter[key] !== undefined && frontmatter[key] !== null && typeof frontmatter[key] !== "string")
      fail(`frontmatter "${key}" must be a doc id or null`);
  }
  if (has("sidebar_position") && typeof frontmatter.sidebar_position !== "number")
    fail(`frontmatter "sidebar_position" must be a number`);
  if (
    has("keywords") &&
    (!Array.isArray(frontmatter.keywords) || frontmatter.keywords.some((word) => typeof word !== "string"))
  ) {
    fail(`frontmatter "keywords" must be a list of strings`);
  }
  const levels: number[] = [];
  for (const key of ["toc_min_heading_level", "toc_max_heading_level"]) {
    const value = frontmatter[key];
    if (!has(key)) continue;
    if (typeof value !== "number" || !Number.isInteger(value) || value < TOC_LEVELS.min || value > TOC_LEVELS.max) {
      fail(`frontmatter "${key}" must be a whole number from ${TOC_LEVELS.min} to ${TOC_LEVELS.max}`);
    } else levels.push(value);
  }
  if (
    has("toc_min_heading_level") &&
    has("toc_max_heading_level") &&
    levels.length === 2 &&
    (levels[0] ?? 0) > (levels[1] ?? 0)
  ) {
    fail(`frontmatter "toc_min_heading_level" is above "toc_max_heading_level"`);
  }
  if (has("last_update")) {
    const value = frontmatter.last_update;
    const record =
      typeof value === "object" && value !== null && !(value instanceof Date)
        ? (value as Record<string, unknown>)
        : null;
    if (!record || (record.date === undefined && record.author === undefined))
      fail(`frontmatter "last_update" must be { date: YYYY-MM-DD, author: name } (either or both)`);
    else {
      if (record.date !== undefined && !toIsoDay(record.date))
        fail(`frontmatter "last_update.date" must be a date such as 2025-03-01`);
      if (record.author !== undefined && typeof record.author !== "string")
        fail(`frontmatter "last_update.author" must be a name`);
    }
  }
  for (const key of Object.keys(frontmatter)) {
    if ((KNOWN_FRONTMATTER_KEYS as readonly string[]).includes(key)) continue;
    const suggestion = suggestKey(key);
    warnings.push({
      file,
      message: `unknown frontmatter key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : ""} is ignored`,
    });
  }
  return { errors, warnings };
}
