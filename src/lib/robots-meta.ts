// Keeps search-result URLs (/search?q=…) out of search engines while the empty /search page stays indexable.

const SELECTOR = 'meta[name="robots"][data-results-noindex]';

/** Adds <meta name="robots" content="noindex"> when `noindex` is true, removes it when false; idempotent. */
export function setResultsNoindex(doc: Document, noindex: boolean): void {
  const existing = doc.head.querySelector(SELECTOR);
  if (noindex && !existing) {
    const meta = doc.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    meta.setAttribute("data-results-noindex", "");
    doc.head.appendChild(meta);
  } else if (!noindex && existing) {
    existing.remove();
  }
}
