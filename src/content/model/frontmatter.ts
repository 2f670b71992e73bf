// The Docusaurus frontmatter keys the site supports, as one schema: the doc's type comes from it, a wrong type stops
// the build with the key and the fix, and an unknown key (a typo such as `sidebar_postion`) is a warning naming the
// key it probably meant.
import { z } from "zod";
import { closestWithin } from "../../lib/edit-distance";
import type { ContentError } from "./types";

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

const saying = (message: string) => ({ message });
const required = (message: string) => z.string(saying(message)).trim().min(1, message);
const nonEmpty = required("must be a non-empty string").nullish();
const flag = z.boolean(saying("must be true or false")).nullish();
const docLink = z.string(saying("must be a doc id or null")).nullish();
const tocLevel = z
  .number(saying("must be a whole number from 2 to 6"))
  .int("must be a whole number from 2 to 6")
  .min(2, "must be a whole number from 2 to 6")
  .max(6, "must be a whole number from 2 to 6")
  .nullish();
const day = z
  .union([z.date(), z.string()])
  .refine((value) => toIsoDay(value) !== null, "must be a date such as 2025-03-01");

export const docFrontmatterSchema = z
  .object({
    /** The page's h1, <title> and search title. */
    title: required("is missing"),
    /** One sentence: search snippets, cards and meta tags. */
    description: required("is missing"),
    sidebar_label: nonEmpty,
    sidebar_position: z.number(saying("must be a number")).nullish(),
    /** Class name on the doc's sidebar entry. */
    sidebar_class_name: nonEmpty,
    slug: nonEmpty,
    unlisted: flag,
    /** Built by `gatsby develop` only: no page, sidebar entry, search record or sitemap entry in production. */
    draft: flag,
    keywords: z.array(z.string(), saying("must be a list of strings")).nullish(),
    /** Doc id of the next/previous page link, or null for none (default: the sidebar order). */
    pagination_next: docLink,
    pagination_prev: docLink,
    hide_table_of_contents: flag,
    toc_min_heading_level: tocLevel,
    toc_max_heading_level: tocLevel,
    /** The page's social card: a file under static/ ("/img/card.png") or an absolute URL. */
    image: nonEmpty,
    /** Overrides the date (and author) read from git. */
    last_update: z
      .object(
        { date: day.optional(), author: z.string(saying("must be a name")).optional() },
        saying("must be { date: YYYY-MM-DD, author: name } (either or both)"),
      )
      .refine(
        (update) => update.date !== undefined || update.author !== undefined,
        "must be { date: YYYY-MM-DD, author: name } (either or both)",
      )
      .nullish(),
  })
  .refine(
    (doc) => (doc.toc_min_heading_level ?? 2) <= (doc.toc_max_heading_level ?? 6),
    saying('is above "toc_max_heading_level"'),
  );

/** A doc's frontmatter, as the schema reads it. */
export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

const KNOWN_KEYS = Object.keys(docFrontmatterSchema.innerType().shape);

export type FrontmatterCheck = { readonly errors: readonly ContentError[]; readonly warnings: readonly ContentError[] };

/** Checks a doc's frontmatter against the schema: each wrong value an error, each unknown key a warning. */
export function checkFrontmatter(file: string, frontmatter: Readonly<Record<string, unknown>>): FrontmatterCheck {
  const result = docFrontmatterSchema.safeParse(frontmatter);
  const errors = result.success
    ? []
    : result.error.issues.map((issue) => {
        // The min/max rule sits on the whole object; it is about the lower level.
        const key = issue.path.length > 0 ? issue.path.join(".") : "toc_min_heading_level";
        return { file, message: `frontmatter "${key}" ${issue.message}` };
      });
  const warnings = Object.keys(frontmatter)
    .filter((key) => !KNOWN_KEYS.includes(key))
    .map((key) => {
      const meant = closestWithin(key, KNOWN_KEYS, Math.max(2, Math.floor(key.length / 4)));
      return {
        file,
        message: `unknown frontmatter key "${key}"${meant ? ` (did you mean "${meant}"?)` : ""} is ignored`,
      };
    });
  return { errors, warnings };
}
