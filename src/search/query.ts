// The query length rule on its own, so the navbar button (first-load code) does not pull in the request parameters.
import { siteConfig } from "../config/site";

/** A query as the box accepts it: at most the configured length. */
export const clampQuery = (query: string): string => query.slice(0, siteConfig.search.maxQueryLength);
