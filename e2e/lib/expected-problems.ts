// The exact problem lines a browser test provokes on purpose, computed from what it does: the routes it opens that do
// not exist, the requests it aborts or answers with an error, the parts of the search index a query needs.
import fs from "fs";
import path from "path";
import { siteConfig } from "../../src/config/site";
import { planQuery } from "../../src/search/language";
import type { IndexBase } from "../../src/search/local/index-file";
import { lookedUpTerms } from "../../src/search/local/query-terms";
import { shardsForTerms } from "../../src/search/local/shards";
import { errorResponseLine, failedRequestLine } from "./browser-problems";

/** The local search index's base file, which the first search fetches. */
export const SEARCH_INDEX_BASE = `/search-index/${siteConfig.search.defaultIndexName}.json`;
/** The folder of the index's fragments: postings by first letters and each page's text. */
const SEARCH_INDEX_FRAGMENTS = `/search-index/${siteConfig.search.defaultIndexName}/`;

/** Chromium's error for a request a test aborts with Playwright's route.abort(reason). */
const NET_ERRORS = {
  failed: "net::ERR_FAILED",
  connectionrefused: "net::ERR_CONNECTION_REFUSED",
  internetdisconnected: "net::ERR_INTERNET_DISCONNECTED",
} as const;

/** A GET of the site's `pathname` that the test aborted with route.abort(reason). */
export const abortedRequest = (pathname: string, reason: keyof typeof NET_ERRORS): string =>
  failedRequestLine("GET", pathname, NET_ERRORS[reason], undefined);

/** A response with `status` for the site's `pathname` (served or fulfilled by the test). */
export const errorResponse = (status: number, pathname: string): string =>
  errorResponseLine(status, pathname, undefined);

/**
 * What opening a path the site does not have brings: its document answers 404 and, with JavaScript, so do the page
 * data Gatsby asks for and (for a path ending in .html) Gatsby's
 * check of the path without that ending, as it routes it.
 */
export function notFoundProblems(route: string, { javaScript = true }: { javaScript?: boolean } = {}): string[] {
  const routed = route.replace(/\.html$/, "");
  if (!javaScript) return [errorResponse(404, route)];
  const pageData = `/page-data${routed.replace(/(.)\/$/, "$1")}/page-data.json`;
  return [
    errorResponse(404, route),
    errorResponse(404, pageData),
    ...(routed === route ? [] : [errorResponse(404, routed)]),
  ];
}

/** The base of the built index in public/, as the browser fetches it. */
function readIndexBase(publicDir: string): IndexBase {
  return JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_BASE), "utf8")) as IndexBase;
}

/** The paths of the term fragments a search for `query` fetches from the index built in `publicDir`. */
export function termFragmentsOf(query: string, publicDir: string): string[] {
  const base = readIndexBase(publicDir);
  const files = new Map(base.terms);
  const keys = shardsForTerms(
    base.terms.map(([key]) => key),
    lookedUpTerms(planQuery(query, base.synonyms)),
  );
  return keys.map((key) => `${SEARCH_INDEX_FRAGMENTS}${files.get(key) ?? `(no fragment ${key})`}`);
}
