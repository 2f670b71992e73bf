// Hosted search end to end against a fake Algolia: the push, a one-doc edit's partial update, and the browser's
// answers, host failover included. Runs before the real build (it uses public/). The fake does not rank like Algolia,
// so the browser is checked against what the fake answered, plus facts that hold whatever the ranking.
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Locator, Page, Response } from "playwright-core";
import { ALGOLIA_INDEX_SETTINGS, toAlgoliaObjects, type AlgoliaObject } from "../../src/search/indexing/algolia";
import { algoliaSynonymsFor } from "../../src/search/indexing/algolia-synonyms";
import { readRecordsInput } from "../../src/search/indexing/disk-source";
import { toSearchRecords } from "../../src/search/indexing/records";
import { readSynonyms } from "../../src/search/indexing/synonyms";
import { readSearchConfig, type PublicSearchEnv } from "../../src/search/config";
import { ERROR_HELP, ERROR_TITLE } from "../../src/search/errors";
import { groupByCategory, groupByPage, parseHighlight, toHitView } from "../../src/search/hits";
import type { SearchHit } from "../../src/search/types";
import { algoliaConnectSources } from "../../src/server/security-headers";
import { createStaticServer } from "../../src/server/static-server";
import {
  clickColorModeToggle,
  gotoHydrated,
  launchBrowser,
  listFilesBelow,
  openFirstSearchHit,
  PROJECT_ROOT,
  searchBox,
  searchDialog,
  withContext,
  type WatchedContextOptions,
} from "../harness";
import { errorResponseLine, failedRequestLine } from "../lib/browser-problems";
import { runGatsbyBuildAsync, type BuildResult } from "./build";
import {
  createFakeAlgoliaApp,
  searchQueriesOf,
  startFakeHost,
  type FakeHost,
  type IndexWrite,
  type LoggedRequest,
} from "./fake-algolia";
import { parseSearchParams, searchIndex } from "./fake-algolia-engine";

const KEYS = {
  appId: "FIXTUREAPP",
  searchKey: "fixture-search-only-key-7d1e",
  adminKey: "fixture-admin-key-never-shipped-4b9a",
};
const INDEX_NAME = "fixture_docs";
const FIXTURE_DOCS = path.join(__dirname, "fixture-docs");
/** The one doc the second build sees edited: a changed sentence in one section, a sentence added at the end. */
const EDITED_DOC = path.join("concepts", "beacon.mdx");
const editDoc = (text: string): string =>
  text
    .replace("nearest ground gateway", "nearest satellite gateway")
    .replace(
      "to save its battery.",
      "to save its battery.\n\nSolar beacons recharge in daylight and never need a new battery.\n",
    );

type BuildRecord = {
  readonly result: BuildResult;
  readonly writes: IndexWrite[];
  readonly requests: LoggedRequest[];
  readonly leaks: string[];
};

/** Files of public/ holding the admin key (none may). */
const filesWithAdminKey = (dir: string): string[] =>
  listFilesBelow(dir).filter((file) => fs.readFileSync(file).includes(Buffer.from(KEYS.adminKey)));
const byId = (objects: readonly { objectID: string }[]) =>
  [...objects].sort((a, b) => a.objectID.localeCompare(b.objectID));
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A highlighted value as a reader sees it: its text, and its marked words. */
const plainText = (value: string): string =>
  parseHighlight(value)
    .map((part) => part.value)
    .join("");
const markedWords = (value: string): string[] =>
  parseHighlight(value)
    .filter((part) => part.highlighted)
    .map((part) => part.value);
/** Words of a snippet as the search counts them: runs of letters and digits, the ellipsis aside. */
const wordCount = (text: string): number => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
/** The search parameters of a multi-query request body (the first query's). */
const paramsOfBody = (body: unknown): URLSearchParams =>
  new URLSearchParams((body as { requests?: Array<{ params?: string }> } | null)?.requests?.[0]?.params ?? "");

/** The query both text sections of the fixture answer: "relaying" in their heading, "telemetry" in their text. */
const RELAYING_QUERY = "relaying telem";
/** Those sections, with their category and heading path: what the query finds whatever the ranking. */
const RELAYING_SECTIONS = [
  { href: "/docs/concepts/beacon#how-relaying-works", group: "Concepts", path: "Beacon › How relaying works" },
  { href: "/docs/reference/status-codes#204-relaying", group: "Reference", path: "Beacon status codes › 204 Relaying" },
];

describe("hosted search (fixture build pushing to and searching a fake Algolia)", { concurrency: 1 }, () => {
  const app = createFakeAlgoliaApp(KEYS);
  const hosts: FakeHost[] = [];
  const builds: BuildRecord[] = [];
  let docsDir = "";
  let siteDir = "";
  let recordsBefore: AlgoliaObject[] = [];
  let recordsAfter: AlgoliaObject[] = [];
  let site: http.Server | undefined;
  let baseUrl = "";
  let browser: Browser | undefined;

  before(async () => {
    for (let index = 0; index < 3; index += 1) hosts.push(await startFakeHost(app));
    const origins = hosts.map((host) => host.origin).join(",");
    const env: NodeJS.ProcessEnv & PublicSearchEnv = {
      GATSBY_ALGOLIA_APP_ID: KEYS.appId,
      GATSBY_ALGOLIA_SEARCH_KEY: KEYS.searchKey,
      GATSBY_ALGOLIA_INDEX_NAME: INDEX_NAME,
      GATSBY_ALGOLIA_HOSTS: origins,
      // One build serves both sides, as on a CI that publishes: the push's variables and the browser's.
      ALGOLIA_APP_ID: KEYS.appId,
      ALGOLIA_ADMIN_KEY: KEYS.adminKey,
      ALGOLIA_INDEX_NAME: INDEX_NAME,
      ALGOLIA_HOSTS: origins,
    };
    // A copy of the fixture, so the second build can see one doc edited.
    docsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hosted-docs-"));
    fs.cpSync(FIXTURE_DOCS, docsDir, { recursive: true });
    // The first push must start from nothing: no earlier build's cache may tell the plugin what the index holds.
    for (const dir of ["public", ".cache"]) fs.rmSync(path.join(PROJECT_ROOT, dir), { recursive: true, force: true });
    const build = async (): Promise<BuildRecord> => {
      const [writesFrom, requestsFrom] = [app.writes.length, app.requests.length];
      const result = await runGatsbyBuildAsync({
        ...env,
        DOCS_CONTENT_DIR: docsDir,
        PAGES_CONTENT_DIR: path.join(PROJECT_ROOT, "src", "__fixtures__", "content-trees", "minimal-pages"),
      });
      assert.equal(result.status, 0, `the fixture build failed:\n${result.output.slice(-6000)}`);
      return {
        result,
        writes: app.writes.slice(writesFrom),
        requests: app.requests.slice(requestsFrom),
        leaks: filesWithAdminKey(path.join(PROJECT_ROOT, "public")),
      };
    };
    recordsBefore = toAlgoliaObjects(toSearchRecords(readRecordsInput(docsDir, PROJECT_ROOT)));
    builds.push(await build());
    const edited = path.join(docsDir, EDITED_DOC);
    fs.writeFileSync(edited, editDoc(fs.readFileSync(edited, "utf8")));
    recordsAfter = toAlgoliaObjects(toSearchRecords(readRecordsInput(docsDir, PROJECT_ROOT)));
    builds.push(await build());
    console.log(`fixture builds: ${builds.map((built) => `${built.result.seconds} s`).join(", then ")} (cache kept)`);

    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "hosted-site-"));
    fs.cpSync(path.join(PROJECT_ROOT, "public"), siteDir, { recursive: true });
    site = createStaticServer(siteDir, { connectSources: algoliaConnectSources(readSearchConfig(env).algolia) });
    await new Promise<void>((resolve) => site?.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    await Promise.all(hosts.map((host) => host.close()));
    for (const dir of [siteDir, docsDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    // The fixture's build must not leak into the real one.
    for (const dir of ["public", ".cache"]) fs.rmSync(path.join(PROJECT_ROOT, dir), { recursive: true, force: true });
  });

  const hostAt = (index: number): FakeHost => {
    const host = hosts[index];
    if (!host) throw new Error(`no fake host ${index}`);
    return host;
  };
  const buildAt = (index: number): BuildRecord => {
    const built = builds[index];
    if (!built) throw new Error(`no build ${index}`);
    return built;
  };
  const started = (): Browser => {
    if (!browser) throw new Error("The browser is not started");
    return browser;
  };
  const dialog = searchDialog;
  const box = searchBox;
  /** Runs `run` on a page of a watched context (the harness's), on this suite's site. */
  const inPage = (options: WatchedContextOptions, run: (page: Page) => Promise<void>) =>
    withContext(started(), options, async (context) => run(await context.newPage()), new URL(baseUrl).origin);
  /** How many requests each host has logged so far: where refusedLines starts counting. */
  const requestCounts = () => hosts.map((host) => host.requests.length);
  /**
   * The problem lines the browser reports for the requests the hosts refused since `since` (a 503, a dropped
   * connection), read from the hosts' own log: the failures a failover test causes on purpose.
   */
  const refusedLines = (since: readonly number[]): string[] =>
    hosts.flatMap((host, index) =>
      host.requests
        .slice(since[index] ?? 0)
        .filter((request) => request.status === 503 || request.status === 0)
        .map((request) =>
          request.status === 503
            ? errorResponseLine(503, `${host.origin}${request.rawUrl}`, new URL(baseUrl).origin)
            : failedRequestLine(
                request.method,
                `${host.origin}${request.rawUrl}`,
                "net::ERR_EMPTY_RESPONSE",
                new URL(baseUrl).origin,
              ),
        ),
    );
  const saved = (writes: readonly IndexWrite[]) =>
    writes.flatMap((write) => (write.kind === "save" ? [write.object] : []));
  const ofKind = <K extends IndexWrite["kind"]>(writes: readonly IndexWrite[], kind: K) =>
    writes.filter((write): write is Extract<IndexWrite, { kind: K }> => write.kind === kind);
  const synonymsSent = json(algoliaSynonymsFor(readSynonyms(PROJECT_ROOT)));

  it("the build pushes all its records, the index settings and synonyms with the admin key to ALGOLIA_HOSTS", () => {
    const { writes, requests } = buildAt(0);
    assert.ok(recordsBefore.length > 40, `the fixture makes a realistic number of records (${recordsBefore.length})`);
    assert.equal(saved(writes).length, recordsBefore.length, "one save per record the build made");
    assert.deepEqual(
      byId(saved(writes)),
      json(byId(recordsBefore)),
      "the records saved are the build's, digests included",
    );
    assert.deepEqual(ofKind(writes, "delete"), []);
    // gatsby-plugin-algolia creates the missing index with empty settings, then applies the settings module's.
    assert.deepEqual(
      ofKind(writes, "settings").map((write) => write.settings),
      [{}, json(ALGOLIA_INDEX_SETTINGS)],
    );
    assert.deepEqual(app.indices.get(INDEX_NAME)?.settings, json(ALGOLIA_INDEX_SETTINGS));
    assert.deepEqual(
      ofKind(writes, "synonyms").map(({ replace, synonyms }) => ({ replace, synonyms })),
      [{ replace: true, synonyms: synonymsSent }],
    );
    assert.ok(synonymsSent.length > 0);
    // The first build asked the index what it held (nothing): the plugin's cache was empty.
    assert.ok(requests.some((request) => request.path === `/1/indexes/${INDEX_NAME}/browse`));
    assert.deepEqual(
      [...new Set(requests.map((request) => `${request.appId} ${request.apiKey}`))],
      [`${KEYS.appId} ${KEYS.adminKey}`],
      "every push request carries the admin key",
    );
    // The one refusal is Algolia's answer that tells the plugin to create the index.
    assert.deepEqual(
      requests
        .filter((request) => request.status !== 200)
        .map((request) => `${request.method} ${request.path} ${request.status}`),
      [`GET /1/indexes/${INDEX_NAME}/settings 404`],
    );
  });

  it("a rebuild after one doc's edit (cache kept) sends only that doc's changed records, nothing else", () => {
    const { writes, requests } = buildAt(1);
    const digests = new Map(recordsBefore.map((record) => [record.objectID, record.internal.contentDigest]));
    const changed = recordsAfter
      .filter((record) => digests.get(record.objectID) !== record.internal.contentDigest)
      .map((record) => record.objectID);
    // The edit changed one section's sentence and added one at the end: two records of that doc, the rest untouched.
    assert.deepEqual(changed, ["/docs/concepts/beacon#how-relaying-works:c0", "/docs/concepts/beacon#power:c1"]);
    assert.deepEqual(
      saved(writes)
        .map((object) => object.objectID)
        .sort(),
      changed.sort(),
    );
    assert.deepEqual(
      byId(saved(writes)),
      json(byId(recordsAfter.filter((record) => changed.includes(record.objectID)))),
    );
    assert.deepEqual(ofKind(writes, "delete"), [], "nothing deleted");
    // Settings and synonyms are sent whole on every build, unchanged.
    assert.deepEqual(
      ofKind(writes, "settings").map((write) => write.settings),
      [json(ALGOLIA_INDEX_SETTINGS)],
    );
    assert.deepEqual(
      ofKind(writes, "synonyms").map(({ synonyms }) => synonyms),
      [synonymsSent],
    );
    assert.deepEqual(
      writes.map((write) => write.kind).filter((kind) => kind !== "save" && kind !== "settings" && kind !== "synonyms"),
      [],
    );
    // The plugin compared with its cached digests, without browsing the index again.
    assert.equal(requests.filter((request) => request.path.endsWith("/browse")).length, 0);
    const stored = [...(app.indices.get(INDEX_NAME)?.objects.values() ?? [])];
    assert.deepEqual(byId(stored), json(byId(recordsAfter)), "the index now holds exactly the edited site's records");
  });

  it("ships the search-only key and the hosts to the browser, never the admin key", () => {
    assert.deepEqual(buildAt(0).leaks, [], "no file of the first build's public/ holds the admin key");
    assert.deepEqual(buildAt(1).leaks, [], "no file of the second build's public/ holds the admin key");
    const scripts = listFilesBelow(siteDir)
      .filter((file) => file.endsWith(".js"))
      .map((file) => fs.readFileSync(file, "utf8"));
    assert.ok(
      scripts.some((script) => script.includes(KEYS.searchKey)),
      "the search-only key is in the bundle",
    );
    assert.ok(
      scripts.some((script) => script.includes(new URL(hostAt(0).origin).host)),
      "the browser's hosts are in the bundle",
    );
  });

  /**
   * What a reader sees of each option: its link, the group it sits in, its title line (a text hit's snippet), its
   * heading path and its marked words. An option holds an icon, then the title line and the path, then the Enter sign.
   */
  const readOptions = (page: Page) =>
    dialog(page)
      .getByRole("option")
      .evaluateAll((options) =>
        options.map((option) => ({
          href: option.getAttribute("href"),
          group: document.getElementById(option.closest("[role=group]")?.getAttribute("aria-labelledby") ?? "")
            ?.textContent,
          title: option.children[1]?.children[0]?.textContent ?? "",
          path: option.children[1]?.children[1]?.textContent ?? "",
          marks: [...option.querySelectorAll("mark")].map((mark) => mark.textContent),
        })),
      );
  /** The options the dialog makes of the host's hits: in the host's order, grouped by category as it groups them. */
  const optionsOf = (hits: readonly SearchHit[]) =>
    groupByCategory(hits.map(toHitView)).flatMap((group) =>
      group.items.map((view) => ({
        href: view.url,
        group: group.title,
        title: view.textPending ? "" : plainText(view.title),
        path: view.path.map(plainText).join(" › "),
        marks: [...(view.textPending ? [] : [view.title]), ...view.path].flatMap(markedWords),
      })),
    );
  const lastSearchParams = (host: FakeHost): URLSearchParams =>
    paramsOfBody(host.requests.filter((entry) => entry.path === "/1/indexes/*/queries").at(-1)?.body);
  /** The hits the host answers `params` with: the fake's engine run again over the index the builds pushed. */
  const hostHits = (params: URLSearchParams): SearchHit[] => {
    const index = app.indices.get(INDEX_NAME);
    if (!index) throw new Error(`no index ${INDEX_NAME}`);
    return searchIndex(index, parseSearchParams(params.toString())).hits as unknown as SearchHit[];
  };
  /**
   * Runs `act` and waits for the host's answer to the browser's search for `query`; gives what the browser sent. The
   * client sends its JSON as a form-encoded body (no CORS preflight), so the body is read as text.
   */
  const searchAnswered = async (page: Page, query: string, act: () => Promise<unknown>): Promise<URLSearchParams> => {
    const sent = (response: Response) => paramsOfBody(JSON.parse(response.request().postData() ?? "null"));
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith("/queries") && sent(response).get("query") === query,
    );
    await act();
    return sent(await answered);
  };
  /** The dialog's options for the relaying query: the host's hits, and what holds of them whatever the ranking. */
  const assertRelayingOptions = async (page: Page, params: URLSearchParams, snippetWords: number) => {
    const options = await readOptions(page);
    assert.deepEqual(options, optionsOf(hostHits(params)), "the host's hits, in its order, with its marks");
    assert.deepEqual(
      options.map(({ href, group, path }) => ({ href, group, path })).sort((a, b) => a.href.localeCompare(b.href)),
      RELAYING_SECTIONS,
    );
    for (const { title, marks } of options) {
      assert.ok(wordCount(title) <= snippetWords, `at most ${snippetWords} words: ${title}`);
      assert.ok(title.includes("telem") && marks.includes("telem"), `the snippet marks telem: ${title}`);
      assert.ok(
        marks.some((mark) => mark?.toLowerCase() === "relaying"),
        "the path marks relaying",
      );
    }
  };

  it("the dialog shows the host's hits: ellipsised snippets, marked words, hierarchy, by category", async () => {
    await inPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      await gotoHydrated(page, `${baseUrl}/docs/data`);
      await page.keyboard.press("Control+K");
      const sent = await searchAnswered(page, RELAYING_QUERY, () => box(page).fill(RELAYING_QUERY));
      await dialog(page)
        .getByRole("link", { name: `See all ${RELAYING_SECTIONS.length} results` })
        .waitFor();
      assert.deepEqual(workers, [], "hosted search starts no local search worker");
      // Text hits show the snippet, then the page and the headings above it (the path's "›" is drawn, not read).
      await assertRelayingOptions(page, sent, 10);
      const params = lastSearchParams(hostAt(0));
      assert.equal(params.get("query"), RELAYING_QUERY);
      assert.deepEqual(
        [params.get("hitsPerPage"), params.get("highlightPreTag"), params.get("highlightPostTag")],
        ["20", "<mark>", "</mark>"],
      );
      assert.ok((JSON.parse(params.get("attributesToSnippet") ?? "[]") as string[]).includes("content:10"));
    });
  });

  it("a narrow screen asks for 5-word snippets and shows them", async () => {
    await inPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      await gotoHydrated(page, `${baseUrl}/docs/data`);
      await page.keyboard.press("Control+K");
      const sent = await searchAnswered(page, RELAYING_QUERY, () => box(page).fill(RELAYING_QUERY));
      await dialog(page)
        .getByRole("option")
        .nth(RELAYING_SECTIONS.length - 1)
        .waitFor();
      assert.ok((JSON.parse(sent.get("attributesToSnippet") ?? "[]") as string[]).includes("content:5"));
      await assertRelayingOptions(page, sent, 5);
    });
  });

  /** The /search page's entries: category, highlighted title, and each section's path and snippet with their marks. */
  const readResults = (page: Page) =>
    page
      .getByRole("region", { name: "Search results" })
      .locator("article")
      .evaluateAll((articles) =>
        articles.map((article) => ({
          category: article.querySelector("p")?.textContent,
          title: article.querySelector("h2")?.textContent,
          sections: [...article.querySelectorAll(":scope ul a")].map((link) => ({
            href: link.getAttribute("href"),
            text: link.textContent,
            // The link holds the path (when there is one), then the snippet.
            snippet: link.lastElementChild?.textContent ?? "",
            marks: [...link.querySelectorAll("mark")].map((mark) => mark.textContent),
          })),
        })),
      );
  /**
   * The entries the /search page makes of the host's hits, laid out as PageResults does: pages in the order of their
   * first hit, each page's sections (its own title hit aside) with the path below the page title, then the snippet.
   */
  const resultsOf = (hits: readonly SearchHit[]) =>
    groupByPage(hits).map((group) => ({
      category: group.lvl0,
      title: plainText(group.title),
      sections: group.hits
        .filter((hit) => hit.type !== "lvl1")
        .map((hit) => {
          const view = toHitView(hit);
          const shown = [...view.path.slice(1), ...(view.textPending ? [] : [view.title])];
          return {
            href: view.url,
            text: view.path.slice(1).map(plainText).join(" › ") + (view.textPending ? "" : plainText(view.title)),
            snippet: view.textPending ? "" : plainText(view.title),
            marks: shown.flatMap(markedWords),
          };
        }),
    }));

  it("/search shows each page's highlighted sections and snippets, and loads the next page of hits", async () => {
    await inPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      const sent = await searchAnswered(page, RELAYING_QUERY, () =>
        gotoHydrated(page, `${baseUrl}/search?q=${encodeURIComponent(RELAYING_QUERY)}`),
      );
      const results = page.getByRole("region", { name: "Search results" });
      await results
        .getByRole("status")
        .filter({ hasText: `${RELAYING_SECTIONS.length} results for "${RELAYING_QUERY}"` })
        .waitFor();
      const shown = await readResults(page);
      assert.deepEqual(shown, resultsOf(hostHits(sent)), "the host's hits, in its order, with its marks");
      // Whatever the ranking: each section under its page and category, its snippet within 10 words marking telem.
      assert.deepEqual(
        shown
          .flatMap(({ category, sections }) => sections.map(({ href }) => ({ href, category })))
          .sort((a, b) => a.href.localeCompare(b.href)),
        RELAYING_SECTIONS.map(({ href, group }) => ({ href, category: group })),
      );
      for (const { sections } of shown)
        for (const { snippet, marks } of sections)
          assert.ok(
            wordCount(snippet) <= 10 && snippet.includes("telem") && marks.includes("telem"),
            `a snippet of at most 10 words marking telem: ${snippet}`,
          );

      // More hits than one page holds: the host answers page after page of hitsPerPage.
      await gotoHydrated(page, `${baseUrl}/search?q=beacon`);
      const nbHits = new Set(
        recordsAfter
          .filter((record) =>
            /\bbeacon/i.test(
              JSON.stringify([record.hierarchy, record.content, record.keywords ?? null, record.lead ?? null]),
            ),
          )
          .map((record) => record.url),
      ).size;
      await results
        .getByRole("status")
        .filter({ hasText: `${nbHits} results for "beacon"` })
        .waitFor();
      const codeLinks = (): Locator => results.locator('a[href^="/docs/reference/status-codes#"]');
      const firstPage = await codeLinks().count();
      assert.ok(firstPage > 0 && firstPage < 22, `the first page shows some of the 22 codes (${firstPage})`);
      await page.getByRole("button", { name: "Load more results" }).click();
      await page.getByRole("button", { name: "Load more results" }).waitFor({ state: "detached" });
      assert.equal(await codeLinks().count(), 22, "the second page brings the rest");
      const pages = hosts
        .flatMap((host) => host.requests)
        .filter((request) => request.path === "/1/indexes/*/queries")
        .map((request) => paramsOfBody(request.body))
        .filter((params) => params.get("query") === "beacon");
      assert.deepEqual(
        pages.map((params) => [params.get("page") ?? "0", params.get("hitsPerPage")]),
        [
          ["0", "20"],
          ["1", "20"],
        ],
      );
      assert.deepEqual(
        await readResults(page),
        resultsOf(pages.flatMap(hostHits)),
        "both pages of the host's hits, in its order, with its marks",
      );
    });
  });

  it("skips a host answering 503 and a host dropping the connection, and shows the third host's results", async () => {
    hostAt(0).behaviour = "503";
    hostAt(1).behaviour = "reset";
    const since = requestCounts();
    const refused: string[] = [];
    await inPage({ viewport: { width: 1280, height: 900 }, expectedProblems: refused }, async (page) => {
      const tried = hosts.map((host) => host.requests.length);
      await gotoHydrated(page, `${baseUrl}/docs/concepts/thing`);
      await page.keyboard.press("Control+K");
      await box(page).fill("thing");
      const option = dialog(page).getByRole("option").first();
      await option.waitFor();
      hosts.forEach((host, index) => assert.ok(host.requests.length > (tried[index] ?? 0), `${host.origin} was tried`));
      assert.equal(searchQueriesOf(hostAt(2).requests).at(-1), "thing", "the typed words are the query sent");
      const options = await readOptions(page);
      assert.deepEqual(options, optionsOf(hostHits(lastSearchParams(hostAt(2)))), "the third host's hits");
      assert.deepEqual(options.map(({ href }) => href).sort(), [
        "/docs/concepts/thing",
        "/docs/concepts/thing#what-it-is",
      ]);
      // Another query gets its own answer: the results come from the host's records, not from a fixed page.
      await box(page).fill("fixture root");
      await dialog(page)
        .getByRole("option", { name: /Fixture root/ })
        .waitFor();
      assert.deepEqual(
        await dialog(page)
          .getByRole("option")
          .evaluateAll((options) => options.map((element) => element.getAttribute("href"))),
        ["/docs/data"],
      );
      assert.equal(searchQueriesOf(hostAt(2).requests).at(-1), "fixture root");
      const browserRequests = hosts
        .flatMap((host) => host.requests)
        .filter((request) => request.path === "/1/indexes/*/queries");
      assert.deepEqual(
        [...new Set(browserRequests.map((request) => request.apiKey))],
        [KEYS.searchKey],
        "the browser only ever sends the search-only key",
      );
      refused.push(...refusedLines(since));
    });
  });

  it("all hosts failing mid-session: error screen, recent searches and colour mode kept; search recovers", async () => {
    for (const host of hosts) host.behaviour = "ok";
    const since = requestCounts();
    const refused: string[] = [];
    await inPage({ viewport: { width: 1280, height: 900 }, expectedProblems: refused }, async (page) => {
      await gotoHydrated(page, `${baseUrl}/docs/concepts/thing`);
      await clickColorModeToggle(page);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark");
      // A query with one hit, whatever the ranking: the fixture's root page.
      await openFirstSearchHit(page, "fixture root");
      await page.waitForURL("**/docs/data");

      for (const host of hosts) host.behaviour = "503";
      await page.keyboard.press("Control+K");
      await dialog(page).getByRole("grid", { name: "Recent" }).getByRole("link").first().waitFor();
      await box(page).fill("pulse");
      await dialog(page).getByText(ERROR_TITLE).waitFor();
      await dialog(page).getByText(ERROR_HELP).waitFor();
      assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the colour mode is kept");
      assert.equal(await page.locator("h1").first().textContent(), "Fixture root", "the page is untouched");
      await box(page).fill("");
      const recent = dialog(page).getByRole("grid", { name: "Recent" });
      assert.equal(
        await recent.getByRole("row").first().getByRole("link").getAttribute("href"),
        "/docs/data",
        "the recent search is kept",
      );

      hostAt(2).behaviour = "ok";
      await box(page).fill("fixture thing");
      await dialog(page)
        .getByRole("option", { name: /Fixture thing/ })
        .first()
        .waitFor();
      refused.push(...refusedLines(since));
    });
  });
});
