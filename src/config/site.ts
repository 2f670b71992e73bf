// The one typed configuration of the site: every title, limit and switch the site uses lives here.

/** Colour modes a reader can choose; "system" follows the operating system. */
export type ColorMode = "light" | "dark";
export type ColorModeChoice = ColorMode | "system";

export type AnnouncementBarConfig = {
  /** Changing the id shows the bar again to readers who dismissed an earlier one. */
  readonly id: string;
  /** Text of the bar; may contain a link written as HTML (trusted: it comes from this file only). */
  readonly content: string;
  readonly backgroundColor: string;
  readonly textColor: string;
  /** Whether the reader can dismiss the bar. */
  readonly isCloseable: boolean;
};

export const siteConfig = {
  /** Name shown in the navbar and at the end of every page title. */
  title: "Cloudloop Knowledgebase",
  /** One line under the title on the home page and in meta descriptions of pages without their own. */
  tagline: "Everything you need to move satellite and IoT messages from your devices into your own systems.",
  /** Public origin of the deployed site, used for canonical URLs and the sitemap. */
  url: "https://knowledge.cloudloop.com",
  /** The site's base path for docs. */
  docsBasePath: "/docs",
  /** Locale of every page (English only, left to right). */
  locale: { lang: "en", dir: "ltr" },
  /** Provider, linked from the navbar and the footer. */
  provider: {
    name: "Ground Control",
    label: "groundcontrol.com",
    url: "https://www.groundcontrol.com",
    contactUrl: "mailto:help@groundcontrol.com",
  },
  /** Left navbar link to the docs root. */
  navbar: {
    docsLink: { label: "Data", to: "/docs/data" },
    /** Hide the navbar when scrolling down: present for parity with the spec, off. */
    hideOnScroll: false,
  },
  /** Footer copyright line. */
  copyright: { year: 2025, holder: "Ground Control" },
  colorMode: {
    /** Mode used when the reader has not chosen one. */
    defaultMode: "light" as ColorMode,
    /** When on, the toggle cycles light → dark → system; when off it toggles light/dark. */
    respectPrefersColorScheme: true,
    /** localStorage key holding the reader's choice. */
    storageKey: "theme",
  },
  announcementBar: {
    id: "welcome-2025",
    content:
      'New to Cloudloop Data? Start with the <a href="/docs/category/concepts">Concepts</a>, ' +
      'then pick a <a href="/docs/category/destinations">Destination</a> for your messages.',
    backgroundColor: "#0b3d91",
    textColor: "#ffffff",
    isCloseable: true,
  } satisfies AnnouncementBarConfig as AnnouncementBarConfig | null,
  /** The single docs version. */
  docsVersion: {
    name: "current",
    label: "Next",
    path: "/docs",
    isLast: true,
    mainDocId: "data",
    /** localStorage key of the reader's preferred docs version. */
    preferredVersionStorageKey: "docs-preferred-version-default",
  },
  search: {
    /** Path of the full search results page and its query parameter. */
    pagePath: "/search",
    queryParam: "q",
    hitsPerPage: 20,
    /** Longest query the search box accepts, also the cut for a prefill from the text selection. */
    maxQueryLength: 64,
    snippetWords: { default: 10, narrow: 5 },
    recentSearches: { max: 7, maxWhenFavorites: 4 },
    favoriteSearches: { max: 10 },
    /** Milliseconds before a slow search shows the stalled spinner. */
    stallThresholdMs: 300,
    /** Name of the local index; also the Algolia index name unless configured otherwise. */
    defaultIndexName: "cloudloop_docs",
    /** Where readers report a query that should have results. */
    feedbackUrl: "mailto:help@groundcontrol.com?subject=Knowledgebase%20search",
    /** Folder of the pre-built local index (`<folder>/<index name>.json`), fetched when search is first wanted. */
    localIndexPath: "/search-index",
    /** Asks the search service for a queryID per search (click analytics); no click events are sent, so it is off. */
    clickAnalytics: false,
    /** Offered under "Try searching for" when nothing earlier suggests better; a unit test checks each finds pages. */
    suggestedQueries: ["long polling", "destinations", "authentication"],
  },
  breakpoints: {
    /** Width at and above which the desktop layout (sidebar, TOC) shows. */
    desktopMinWidth: 996,
    /** Width up to which the search shows shorter snippets. */
    narrowMaxWidth: 768,
  },
  /** The foot of every doc. */
  docPageMeta: {
    /**
     * "Edit this page" links: the repository's edit URL of the docs folder, the doc's path is appended
     * (e.g. "https://github.com/<owner>/<repo>/edit/main/content/docs");
     * null shows no link. DOCS_EDIT_URL overrides it at build time.
     */
    editUrl: null as string | null,
    /** "Last updated" shows the date from git (or the frontmatter's last_update); the author too when this is on. */
    showLastUpdateAuthor: false,
  },
  /** The reader's own API token and ids, filled into every code sample; kept in this browser only. */
  readerValues: {
    /** localStorage key holding them. */
    storageKey: "docs-reader-values",
  },
  /** Heading levels collected into the table of contents (a doc may change them in its frontmatter). */
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  /** Route loading progress bar: delay before it shows. */
  routeProgress: { delayMs: 200 },
} as const;

export type SiteConfig = typeof siteConfig;
