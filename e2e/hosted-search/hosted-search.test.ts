// Hosted search in a production build: a fixture site built with the public Algolia variables talks to fake Algolia
// hosts on 127.0.0.1 that fail in turn, then all at once mid-session. Runs before the real build (it uses public/).
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { readSearchConfig, type PublicSearchEnv } from "../../src/search/config";
import { algoliaConnectSources } from "../../src/server/security-headers";
import { createStaticServer } from "../../src/server/static-server";
import { clickColorModeToggle, gotoHydrated, launchBrowser, listFilesBelow, openFirstSearchHit, PROJECT_ROOT, runGatsbyBuild, searchBox, searchDialog, watchCspViolations, watchErrors } from "../harness";
import { ERROR_HELP, ERROR_TITLE } from "../../src/search/errors";

type Behaviour = "ok" | "503" | "reset";
type FakeHost = { origin: string; behaviour: Behaviour; requests: Array<{ apiKey: string | null; body: string; query: string }>; server: http.Server };

const SEARCH_KEY = "fixture-search-only-key-7d1e";
const ADMIN_KEY = "fixture-admin-key-never-shipped-4b9a";
/** The fake index: a record is a hit when the query contains its word, so each query gets its own answer. */
const RECORDS = [
  { word: "thing", hit: { objectID: "thing-1", type: "lvl1", url: "/docs/concepts/thing", hierarchy: { lvl0: "Concepts", lvl1: "Thing" } } },
  { word: "root", hit: { objectID: "root-1", type: "lvl1", url: "/docs/data", hierarchy: { lvl0: "Docs", lvl1: "Fixture root" } } },
];
const hitsFor = (query: string) => RECORDS.filter((record) => query.toLowerCase().includes(record.word)).map((record) => record.hit);

async function startFakeHost(): Promise<FakeHost> {
  const host: FakeHost = { origin: "", behaviour: "ok", requests: [], server: http.createServer() };
  host.server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*", "Content-Type": "application/json" };
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const params = (JSON.parse(body || "{}") as { requests?: Array<{ params?: string }> }).requests?.[0]?.params ?? "";
      const query = new URLSearchParams(params).get("query") ?? "";
      host.requests.push({ apiKey: new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("x-algolia-api-key"), body, query });
      if (host.behaviour === "reset") return void request.socket.destroy();
      if (host.behaviour === "503") return void response.writeHead(503, cors).end(JSON.stringify({ message: "busy", status: 503 }));
      const hits = hitsFor(query);
      const result = { hits, nbHits: hits.length, page: 0, nbPages: hits.length ? 1 : 0, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params };
      response.writeHead(200, cors).end(JSON.stringify({ results: [result] }));
    });
  });
  await new Promise<void>((resolve) => host.server.listen(0, "127.0.0.1", resolve));
  host.origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  return host;
}

describe("hosted search (fixture build with Algolia configured)", { concurrency: 1 }, () => {
  const hosts: FakeHost[] = [];
  let siteDir = "";
  let env: NodeJS.ProcessEnv & PublicSearchEnv = {};
  let site: http.Server | undefined;
  let baseUrl = "";
  let browser: Browser | undefined;

  before(async () => {
    for (let index = 0; index < 3; index += 1) hosts.push(await startFakeHost());
    env = {
      GATSBY_ALGOLIA_APP_ID: "FIXTUREAPP",
      GATSBY_ALGOLIA_SEARCH_KEY: SEARCH_KEY,
      GATSBY_ALGOLIA_INDEX_NAME: "fixture_docs",
      GATSBY_ALGOLIA_HOSTS: hosts.map((host) => host.origin).join(","),
      // Present at build time, as on a CI that pushes records; without ALGOLIA_APP_ID nothing is pushed.
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
    };
    const result = runGatsbyBuild({
      ...env,
      DOCS_CONTENT_DIR: path.join(PROJECT_ROOT, "e2e", "fixtures", "minimal-docs"),
      PAGES_CONTENT_DIR: path.join(PROJECT_ROOT, "e2e", "fixtures", "minimal-pages"),
    });
    assert.equal(result.status, 0, `the fixture build failed:\n${result.output.slice(-6000)}`);
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
    await Promise.all(hosts.map((host) => new Promise((resolve) => host.server.close(resolve))));
    if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
    // The fixture's build must not leak into the real one.
    for (const dir of ["public", ".cache"]) fs.rmSync(path.join(PROJECT_ROOT, dir), { recursive: true, force: true });
  });

  const hostAt = (index: number): FakeHost => {
    const host = hosts[index];
    if (!host) throw new Error(`no fake host ${index}`);
    return host;
  };
  const started = (): { browser: Browser; baseUrl: string } => {
    if (!browser) throw new Error("The browser is not started");
    return { browser, baseUrl };
  };
  const dialog = searchDialog;
  const box = searchBox;

  it("ships the search-only key and the hosts to the browser, never the admin key", () => {
    const files = listFilesBelow(siteDir);
    const leaks = files.filter((file) => fs.readFileSync(file).includes(Buffer.from(ADMIN_KEY)));
    assert.deepEqual(leaks, []);
    const scripts = files.filter((file) => file.endsWith(".js")).map((file) => fs.readFileSync(file, "utf8"));
    assert.ok(scripts.some((script) => script.includes(SEARCH_KEY)), "the search-only key is in the bundle");
  });

  it("skips a host answering 503 and a host dropping the connection, and shows the third host's results", async () => {
    hostAt(0).behaviour = "503";
    hostAt(1).behaviour = "reset";
    const context = await started().browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const cspViolations = await watchCspViolations(page);
    await gotoHydrated(page, `${baseUrl}/docs/concepts/thing`);
    await page.keyboard.press("Control+K");
    await box(page).fill("thing");
    const option = dialog(page).getByRole("option").first();
    await option.waitFor();
    assert.equal(await option.getAttribute("href"), "/docs/concepts/thing");
    for (const host of hosts) assert.ok(host.requests.length > 0, `${host.origin} was tried`);
    assert.equal(hostAt(2).requests.at(-1)?.query, "thing", "the typed words are the query sent");
    // Another query gets its own answer: the results come from the host's reply, not from a fixed page.
    await box(page).fill("fixture root");
    await dialog(page).getByRole("option", { name: /Fixture root/ }).waitFor();
    assert.deepEqual(await dialog(page).getByRole("option").evaluateAll((options) => options.map((element) => element.getAttribute("href"))), ["/docs/data"]);
    assert.equal(hostAt(2).requests.at(-1)?.query, "fixture root");
    assert.deepEqual([...new Set(hosts.flatMap((host) => host.requests.map((request) => request.apiKey)))], [SEARCH_KEY]);
    assert.deepEqual(await cspViolations(), []);
    // The dropped connections are logged by the browser as failed requests; nothing else may fail.
    assert.deepEqual(errors.filter((error) => !/Failed to load resource|ERR_EMPTY_RESPONSE|503/.test(error)), []);
    await context.close();
  });

  it("every host failing mid-session shows the error screen and keeps recent searches and colour mode; search recovers", async () => {
    for (const host of hosts) host.behaviour = "ok";
    const context = await started().browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, `${baseUrl}/docs/data`);
    await clickColorModeToggle(page);
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    await openFirstSearchHit(page, "thing");
    await page.waitForURL("**/docs/concepts/thing");

    for (const host of hosts) host.behaviour = "503";
    await page.keyboard.press("Control+K");
    await dialog(page).getByRole("grid", { name: "Recent" }).getByRole("link").first().waitFor();
    await box(page).fill("pulse");
    await dialog(page).getByText(ERROR_TITLE).waitFor();
    await dialog(page).getByText(ERROR_HELP).waitFor();
    assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the colour mode is kept");
    assert.equal(await page.locator("h1").first().textContent(), "Fixture thing", "the page is untouched");
    await box(page).fill("");
    const recent = dialog(page).getByRole("grid", { name: "Recent" });
    assert.equal(await recent.getByRole("row").first().getByRole("link").getAttribute("href"), "/docs/concepts/thing", "the recent search is kept");

    hostAt(2).behaviour = "ok";
    await box(page).fill("thing again");
    await dialog(page).getByRole("option").first().waitFor();
    await context.close();
  });
});
