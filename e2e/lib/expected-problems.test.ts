import { setUpTempDir } from "../../src/__fixtures__/temp-dir";
import {
  abortedRequest,
  errorResponse,
  notFoundProblems,
  SEARCH_INDEX_BASE,
  termFragmentsOf,
} from "./expected-problems";

describe("expected problem lines", () => {
  it("names a wrong path's 404s: the document, and with JavaScript the page data and the path without .html", () => {
    expect(notFoundProblems("/docs/nope")).toEqual([
      "HTTP 404: /docs/nope",
      "HTTP 404: /page-data/docs/nope/page-data.json",
    ]);
    expect(notFoundProblems("/docs/api/old.html")).toEqual([
      "HTTP 404: /docs/api/old.html",
      "HTTP 404: /page-data/docs/api/old/page-data.json",
      "HTTP 404: /docs/api/old",
    ]);
    expect(notFoundProblems("/docs/nope", { javaScript: false })).toEqual(["HTTP 404: /docs/nope"]);
  });

  it("writes aborted requests with Chromium's error and error responses with the path", () => {
    expect(abortedRequest(SEARCH_INDEX_BASE, "failed")).toBe(
      `request failed: GET ${SEARCH_INDEX_BASE} net::ERR_FAILED`,
    );
    expect(abortedRequest("/a.json", "connectionrefused")).toBe(
      "request failed: GET /a.json net::ERR_CONNECTION_REFUSED",
    );
    expect(abortedRequest("/a.json", "internetdisconnected")).toBe(
      "request failed: GET /a.json net::ERR_INTERNET_DISCONNECTED",
    );
    expect(errorResponse(404, "/a.json")).toBe("HTTP 404: /a.json");
  });

  describe("with a built index's base", () => {
    const terms = [
      ["b", "terms-b-1.json"],
      ["t", "terms-t-2.json"],
      ["to", "terms-to-3.json"],
      ["tr", "terms-tr-4.json"],
    ];
    const publicDir = setUpTempDir("expected-problems-", {
      [SEARCH_INDEX_BASE]: JSON.stringify({ terms, synonyms: [] }),
    });

    it("lists the term fragments a query needs from the built index's base", () => {
      const folder = SEARCH_INDEX_BASE.replace(/\.json$/, "/");
      expect(termFragmentsOf("token", publicDir())).toEqual([`${folder}terms-t-2.json`, `${folder}terms-to-3.json`]);
    });
  });
});
