// Shared shapes of the docs model, used at build time (gatsby-node) and at run time (navigation, search).

import type { DocFrontmatter } from "./frontmatter";

/** Frontmatter an editor writes at the top of a doc. */
export type { DocFrontmatter };

/** One doc file as the build sees it. */
export type DocSource = {
  /** Path relative to the docs folder, with extension: "concepts/thing.mdx". */
  readonly relativePath: string;
  /** Path shown in error messages (relative to the project where possible). */
  readonly file: string;
  readonly frontmatter: Partial<DocFrontmatter>;
};

export type CategoryLink =
  | { readonly type: "generated-index"; readonly slug: string; readonly title?: string; readonly description?: string }
  | { readonly type: "doc"; readonly id: string };

/** A folder's `_category_.json`, parsed. */
export type CategoryConfig = {
  /** Folder relative to the docs folder: "destinations/aws". */
  readonly dir: string;
  readonly file: string;
  readonly label: string;
  readonly position?: number;
  readonly collapsed: boolean;
  readonly link: CategoryLink | null;
};

export type SidebarDocItem = {
  readonly type: "doc";
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** From the doc's `sidebar_class_name`. */
  readonly className?: string;
};

export type SidebarCategoryItem = {
  readonly type: "category";
  readonly label: string;
  /** Generated index page or link doc; null when the label only toggles. */
  readonly href: string | null;
  /** Doc id of the link doc, when the category's own page is a doc. */
  readonly linkDocId: string | null;
  readonly collapsed: boolean;
  readonly items: readonly SidebarItem[];
};

export type SidebarItem = SidebarDocItem | SidebarCategoryItem;

/** A doc as published in the version: the DocsVersion node's `docs`. */
export type VersionDoc = {
  readonly id: string;
  readonly path: string;
  readonly sidebar: string | null;
  readonly unlisted: boolean;
  readonly title: string;
  readonly description: string;
};

export type CategoryCard = {
  readonly title: string;
  readonly description: string;
  readonly href: string;
  readonly kind: "doc" | "category";
  /** Number of docs below a category card. */
  readonly count?: number;
};

/** A generated category index page. */
export type CategoryIndexPage = {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly cards: readonly CategoryCard[];
};

export type DocsVersion = {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  readonly mainDocId: string;
  readonly docs: readonly Pick<VersionDoc, "id" | "path" | "sidebar" | "unlisted">[];
  readonly sidebars: { readonly [sidebarId: string]: readonly SidebarItem[] };
  readonly draftIds: readonly string[];
};

/** A problem that stops the build, always naming the file at fault. */
export type ContentError = { readonly file: string; readonly message: string };

/** A link of the pager at the foot of a doc. */
export type PagerLink = { readonly label: string; readonly href: string };

/** What a doc's frontmatter changes on its own page (travels in the page context). */
export type DocPageOptions = {
  /** A link replaces the sidebar's neighbour, null removes it; absent keeps the sidebar order. */
  readonly pagination: { readonly previous?: PagerLink | null; readonly next?: PagerLink | null };
  /** Heading levels of the table of contents; null hides it. */
  readonly toc: { readonly minHeadingLevel: number; readonly maxHeadingLevel: number } | null;
  /** Social card path or URL; null uses the site's card. */
  readonly image: string | null;
  /** The frontmatter's last_update, overriding git. */
  readonly lastUpdate: { readonly date: string | null; readonly author: string | null } | null;
};
