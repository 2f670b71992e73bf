// The Algolia push, kept in code: when it runs, the index settings, and the objects gatsby-plugin-algolia saves.
import { createHash } from "crypto";
import { parseAlgoliaHosts, type AlgoliaHost } from "../config";
import { QUESTION_WORDS } from "../language";
import { MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS } from "../local/ranking";
import { toSearchRecords } from "./records";
import { SEARCH_SOURCE_QUERY, toRecordsInput, type SearchSourceData } from "./source";
import { HIERARCHY_LEVELS, type SearchRecord } from "../types";

export type AlgoliaPushSettings = {
  readonly appId: string;
  readonly adminKey: string;
  readonly indexName: string;
  /** From ALGOLIA_HOSTS: where the push goes instead of Algolia's own hosts (an egress or indexing proxy). */
  readonly hosts?: ReadonlyArray<Required<AlgoliaHost>>;
};

/**
 * The push runs only with all three build-time variables set; without them the build makes no network call.
 * ALGOLIA_HOSTS is the build's own counterpart of GATSBY_ALGOLIA_HOSTS: the push carries the admin key, so it may go
 * through another route (a CI egress proxy) than the readers' searches, and it never reaches the browser bundle.
 * Throws on a malformed ALGOLIA_HOSTS, which stops the build while gatsby-config loads.
 */
export function readAlgoliaPushSettings(env: Readonly<Record<string, string | undefined>>): AlgoliaPushSettings | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId || !adminKey || !indexName) return null;
  const hosts = parseAlgoliaHosts(env.ALGOLIA_HOSTS, "ALGOLIA_HOSTS");
  return { appId, adminKey, indexName, ...(hosts ? { hosts } : {}) };
}

/** gatsby-plugin-algolia's own timeouts (seconds), kept when hosts are given: its options replace them as a whole. */
export const ALGOLIA_PUSH_TIMEOUTS = { connect: 1, read: 30, write: 30 } as const;

/** algoliasearch's client options for the push: only set when ALGOLIA_HOSTS replaces Algolia's hosts. */
export function toAlgoliaClientOptions(push: AlgoliaPushSettings) {
  return push.hosts
    ? { hosts: push.hosts.map((host) => ({ ...host })), timeouts: { ...ALGOLIA_PUSH_TIMEOUTS } }
    : undefined;
}

/**
 * DocSearch's settings with the local engine's rules (local/ranking.ts): the title, a record's own heading, the page's
 * keywords and lead, inherited headings, then text; words, typos and proximity before the attribute; a heading or a
 * keyword that is the whole query counts as exact (each keyword is a value of its own, so "attribute" exactness sees
 * it); one hit per url; facets for filters. The editors' synonym table goes with it (algolia-synonyms.ts). (The local
 * engine also applies that exactness to queries of several words, ranks a page's sections under its keywords and lead,
 * and moves a page's third and later sections after the other pages' first two, which no Algolia setting expresses.)
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    ...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy_radio.${level})`),
    "unordered(keywords)",
    "unordered(lead)",
    ...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy.${level})`),
    "content",
  ],
  ranking: ["words", "typo", "proximity", "attribute", "exact", "custom"],
  exactOnSingleWordQuery: "attribute",
  alternativesAsExact: ["ignorePlurals", "singleWordSynonym", "multiWordsSynonym"],
  attributesForFaceting: ["language", "docusaurus_tag", "type"],
  attributesToRetrieve: ["hierarchy", "content", "anchor", "url", "url_without_anchor", "type"],
  attributesToHighlight: ["hierarchy", "content"],
  attributesToSnippet: ["content:10"],
  customRanking: ["desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"],
  attributeForDistinct: "url",
  distinct: true,
  highlightPreTag: "<mark>",
  highlightPostTag: "</mark>",
  snippetEllipsisText: "…",
  queryType: "prefixLast",
  minWordSizefor1Typo: MIN_WORD_SIZE_FOR_1_TYPO,
  minWordSizefor2Typos: MIN_WORD_SIZE_FOR_2_TYPOS,
  allowTyposOnNumericTokens: false,
  removeWordsIfNoResults: "allOptional",
  camelCaseAttributes: ["hierarchy", "content"],
  // English like the local engine: plurals match, function words never decide; the synonyms are pushed separately.
  queryLanguages: ["en"],
  indexLanguages: ["en"],
  ignorePlurals: true,
  removeStopWords: true,
  optionalWords: QUESTION_WORDS,
  separatorsToIndex: "_",
} as const;

export type AlgoliaObject = SearchRecord & { readonly internal: { readonly contentDigest: string } };

/** Adds the digest gatsby-plugin-algolia compares for partial updates: only changed records are sent again. */
export function toAlgoliaObjects(records: readonly SearchRecord[]): AlgoliaObject[] {
  return records.map((record) => ({
    ...record,
    internal: { contentDigest: createHash("sha1").update(JSON.stringify(record)).digest("hex") },
  }));
}

/** gatsby-plugin-algolia's entry (last in the plugin list), or null when the push is not configured. */
export function getAlgoliaPlugin(env: Readonly<Record<string, string | undefined>>) {
  const push = readAlgoliaPushSettings(env);
  if (!push) return null;
  const clientOptions = toAlgoliaClientOptions(push);
  return {
    resolve: "gatsby-plugin-algolia",
    options: {
      appId: push.appId,
      apiKey: push.adminKey,
      indexName: push.indexName,
      ...(clientOptions ? { algoliasearchOptions: clientOptions } : {}),
      queries: [
        {
          query: SEARCH_SOURCE_QUERY,
          transformer: ({ data }: { data: SearchSourceData }) =>
            toAlgoliaObjects(toSearchRecords(toRecordsInput(data))),
          settings: ALGOLIA_INDEX_SETTINGS,
        },
      ],
      chunkSize: 1000,
    },
  };
}
