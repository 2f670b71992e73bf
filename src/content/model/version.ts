// Assembles the docs version (docs, sidebar, category pages) from sources and reports every configuration error.
import { checkFrontmatter, toIsoDay } from "./frontmatter";
import { buildSidebar, type SidebarDocInput } from "./sidebar";
import { normalizeRoute } from "../../lib/url";
import { toCategoryRoute, toDocId, toDocRoute } from "./slugs";
import type {
  CategoryCard,
  CategoryConfig,
  CategoryIndexPage,
  ContentError,
  DocPageOptions,
  DocSource,
  DocsVersion,
  SidebarItem,
  VersionDoc,
} from "./types";

export type VersionSettings = {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  readonly mainDocId: string;
  /** File to blame when the version settings themselves are wrong. */
  readonly configFile: string;
  /** `gatsby develop` builds drafts; production leaves them out. */
  readonly includeDrafts?: boolean;
  /** Table of contents levels when a doc sets none. */
  readonly toc?: { readonly minHeadingLevel: number; readonly maxHeadingLevel: number };
};

export type DocPageSpec = VersionDoc & { readonly file: string; readonly options: DocPageOptions };

export type BuiltVersion = {
  readonly version: DocsVersion;
  readonly docPages: readonly DocPageSpec[];
  readonly categoryPages: readonly CategoryIndexPage[];
  readonly errors: readonly ContentError[];
  /** Problems that do not stop the build (unknown frontmatter keys). */
  readonly warnings: readonly ContentError[];
};

const DEFAULT_TOC = { minHeadingLevel: 2, maxHeadingLevel: 3 };

export const SIDEBAR_ID = "docs";

function toOptions(source: DocSource, settings: VersionSettings): Omit<DocPageOptions, "pagination"> {
  const fm = source.frontmatter;
  const base = settings.toc ?? DEFAULT_TOC;
  const min = fm.toc_min_heading_level ?? base.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? Math.max(base.maxHeadingLevel, min);
  const lastUpdate = fm.last_update ?? null;
  return {
    toc: fm.hide_table_of_contents ? null : { minHeadingLevel: min, maxHeadingLevel: max },
    image: fm.image ?? null,
    lastUpdate: lastUpdate
      ? {
          date: toIsoDay(lastUpdate.date) ?? null,
          author: typeof lastUpdate.author === "string" ? lastUpdate.author : null,
        }
      : null,
  };
}

function toCards(
  items: readonly SidebarItem[],
  docsById: ReadonlyMap<string, VersionDoc>,
  describe: (item: SidebarItem) => string,
): CategoryCard[] {
  const cards: CategoryCard[] = [];
  for (const item of items) {
    if (item.type === "doc") {
      const doc = docsById.get(item.id);
      cards.push({
        kind: "doc",
        title: doc?.title ?? item.label,
        description: doc?.description ?? "",
        href: item.href,
      });
    } else {
      const href = item.href ?? firstHref(item.items);
      if (!href) continue;
      cards.push({
        kind: "category",
        title: item.label,
        description: describe(item),
        href,
        count: countDocs(item.items),
      });
    }
  }
  return cards;
}

function firstHref(items: readonly SidebarItem[]): string | null {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === "category") {
      const nested = firstHref(item.items);
      if (nested) return nested;
    }
  }
  return null;
}

function countDocs(items: readonly SidebarItem[]): number {
  return items.reduce(
    (sum, item) => sum + (item.type === "doc" ? 1 : (item.linkDocId ? 1 : 0) + countDocs(item.items)),
    0,
  );
}

/** Builds the version; the caller stops the build when `errors` is not empty. */
export function buildDocsVersion(
  allSources: readonly DocSource[],
  categories: readonly CategoryConfig[],
  settings: VersionSettings,
): BuiltVersion {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const docPages: DocPageSpec[] = [];
  const fileByRoute = new Map<string, string>();
  const draftIds: string[] = [];

  for (const source of allSources) {
    const checked = checkFrontmatter(source.file, source.frontmatter as Record<string, unknown>);
    errors.push(...checked.errors);
    warnings.push(...checked.warnings);
  }
  const isDraft = (source: DocSource): boolean => source.frontmatter.draft === true;
  for (const source of allSources.filter(isDraft)) draftIds.push(toDocId(source.relativePath));
  // Production leaves drafts out entirely; develop builds them so their author can see them.
  const sources = settings.includeDrafts ? allSources : allSources.filter((source) => !isDraft(source));

  for (const source of sources) {
    const id = toDocId(source.relativePath);
    const path = toDocRoute(id, source.frontmatter.slug, settings.path);
    const key = normalizeRoute(path);
    const other = fileByRoute.get(key);
    if (other) {
      errors.push({ file: source.file, message: `claims the route ${path}, which ${other} already has` });
      continue;
    }
    fileByRoute.set(key, source.file);
    docPages.push({
      id,
      path,
      file: source.file,
      sidebar: source.frontmatter.unlisted ? null : SIDEBAR_ID,
      unlisted: Boolean(source.frontmatter.unlisted),
      title: source.frontmatter.title ?? "",
      description: source.frontmatter.description ?? "",
      options: { pagination: {}, ...toOptions(source, settings) },
    });
  }

  const docsById = new Map(docPages.map((doc) => [doc.id, doc]));
  if (!docsById.has(settings.mainDocId)) {
    errors.push({ file: settings.configFile, message: `mainDocId "${settings.mainDocId}" does not match any doc` });
  }

  const slugOwner = new Map<string, string>();
  for (const category of categories) {
    const link = category.link;
    if (link?.type === "doc" && !docsById.has(link.id)) {
      errors.push({ file: category.file, message: `link.id "${link.id}" does not match any doc` });
    }
    if (link?.type === "generated-index") {
      const route = normalizeRoute(toCategoryRoute(link.slug, settings.path));
      const owner = slugOwner.get(route) ?? fileByRoute.get(route);
      if (owner) errors.push({ file: category.file, message: `category page ${route} is already claimed by ${owner}` });
      slugOwner.set(route, category.file);
    }
  }

  const sidebarInput: SidebarDocInput[] = sources.flatMap((source) => {
    const doc = docsById.get(toDocId(source.relativePath));
    if (!doc || doc.file !== source.file) return [];
    return [
      {
        id: doc.id,
        href: doc.path,
        label: source.frontmatter.sidebar_label ?? doc.title,
        position: source.frontmatter.sidebar_position ?? null,
        unlisted: doc.unlisted,
        className: source.frontmatter.sidebar_class_name ?? null,
      },
    ];
  });

  // pagination_next / pagination_prev: a doc id replaces the sidebar neighbour, null removes the link.
  const sourceByFile = new Map(sources.map((source) => [source.file, source]));
  const pagerLink = (
    file: string,
    key: "pagination_next" | "pagination_prev",
  ): DocPageOptions["pagination"]["next"] => {
    const value = sourceByFile.get(file)?.frontmatter[key];
    if (value === undefined) return undefined;
    if (value === null) return null;
    const target = docsById.get(value);
    if (!target) {
      errors.push({
        file,
        message:
          `frontmatter "${key}" names the doc "${value}", ` +
          `which does not exist${draftIds.includes(value) ? " in production (it is a draft)" : ""}`,
      });
      return undefined;
    }
    return { label: sourceByFile.get(target.file)?.frontmatter.sidebar_label ?? target.title, href: target.path };
  };
  for (const [index, page] of docPages.entries()) {
    const next = pagerLink(page.file, "pagination_next");
    const previous = pagerLink(page.file, "pagination_prev");
    docPages[index] = {
      ...page,
      options: {
        ...page.options,
        pagination: { ...(next !== undefined ? { next } : {}), ...(previous !== undefined ? { previous } : {}) },
      },
    };
  }
  const categoryHref = (category: CategoryConfig): string | null =>
    category.link?.type === "generated-index" ? toCategoryRoute(category.link.slug, settings.path) : null;
  const docHref = (docId: string): string | null => docsById.get(docId)?.path ?? null;
  const sidebar = buildSidebar(sidebarInput, categories, categoryHref, docHref);

  const categoryByHref = new Map(
    categories.flatMap((category) => {
      const href = categoryHref(category);
      return href ? [[href, category] as const] : [];
    }),
  );
  const describe = (item: SidebarItem): string => {
    const category = item.href ? categoryByHref.get(item.href) : undefined;
    if (category?.link?.type === "generated-index" && category.link.description) return category.link.description;
    if (item.type === "category" && item.linkDocId) return docsById.get(item.linkDocId)?.description ?? "";
    return "";
  };

  const categoryPages: CategoryIndexPage[] = [];
  const visit = (items: readonly SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== "category") continue;
      const category = item.href ? categoryByHref.get(item.href) : undefined;
      if (category?.link?.type === "generated-index" && item.href) {
        categoryPages.push({
          path: item.href,
          title: category.link.title ?? category.label,
          description: category.link.description ?? "",
          cards: toCards(item.items, docsById, describe),
        });
      }
      visit(item.items);
    }
  };
  visit(sidebar);

  const version: DocsVersion = {
    name: settings.name,
    label: settings.label,
    path: settings.path,
    isLast: settings.isLast,
    mainDocId: settings.mainDocId,
    docs: docPages.map(({ file: _file, options: _options, ...doc }) => doc),
    sidebars: { [SIDEBAR_ID]: sidebar },
    draftIds: settings.includeDrafts ? draftIds : [],
  };
  return { version, docPages, categoryPages, errors, warnings };
}
