// The docs MCP server (`npm run mcp`, bin/cloudloop-docs-mcp.mjs) on the built site, through the SDK's client over
// stdio: its four tools, its faults answered as tool errors while it keeps serving, and its search ranked as the
// site's search dialog ranks.
import assert from "node:assert/strict";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { siteConfig } from "../src/config/site";
import { groupByCategory } from "../src/search/hits";
import { loadLocalIndex, searchLocalIndex } from "../src/search/local";
import { getSearchParams, getSnippetWords } from "../src/search/params";
import {
  gotoHydrated,
  PROJECT_ROOT,
  PUBLIC_DIR,
  searchDialog,
  searchBox,
  setUpSiteAndBrowser,
  startSite,
} from "./harness";

const BIN = path.join(PROJECT_ROOT, "bin", "cloudloop-docs-mcp.mjs");
const INDEX_DIR = path.join(PUBLIC_DIR, "search-index");
const BASE_FILE = `${siteConfig.search.defaultIndexName}.json`;
const FRAGMENTS_DIR = path.join(INDEX_DIR, siteConfig.search.defaultIndexName);
/** Queries a reader types, compared with what the site's own search shows. */
const RANKED_QUERIES = ["mqtt", "long poll", "send sbd message", "webhook retries", "imei"];

type Hit = { readonly title: string; readonly hierarchy: string[]; readonly url: string; readonly snippet: string };
type Answer = { readonly text: string; readonly isError: boolean };
type Server = {
  readonly call: (tool: string, args?: Record<string, unknown>) => Promise<Answer>;
  close(): Promise<void>;
};

/** Starts the server with `args` (--dir or --site) and connects the SDK's client to it over stdio. */
async function startServer(args: readonly string[]): Promise<Server & { readonly client: Client }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, ...args], stderr: "pipe" });
  const client = new Client({ name: "mcp-e2e", version: "1.0.0" });
  await client.connect(transport);
  const pid = transport.pid;
  return {
    client,
    async call(tool, args = {}) {
      const result = await client.callTool({ name: tool, arguments: args });
      const text = (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("");
      return { text, isError: result.isError === true };
    },
    async close() {
      await client.close();
      // The transport ends the process; this makes sure of it.
      if (pid !== null) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    },
  };
}

/** A tool's answer that must not be an error, parsed from its JSON. */
function okJson<T>(answer: Answer): T {
  assert.equal(answer.isError, false, answer.text);
  return JSON.parse(answer.text) as T;
}

const searchHits = async (server: Server, query: string, limit?: number): Promise<Hit[]> =>
  okJson<Hit[]>(await server.call("search_docs", limit === undefined ? { query } : { query, limit }));

/** A hit's site path with anchor, as the dialog links it. */
const sitePath = (url: string): string => url.replace(siteConfig.url, "");

/** A port nothing listens on (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A copy of the files the server reads (index, llms.txt, Markdown copies, openapi.json) in a temporary folder. */
function copySiteFiles(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-site-"));
  for (const name of ["search-index", "docs", "llms.txt", "openapi.json"])
    fs.cpSync(path.join(PUBLIC_DIR, name), path.join(dir, name), { recursive: true });
  return dir;
}

/** The index's term fragments for words starting with `letter`. */
function termFragmentsOf(letter: string): string[] {
  const base = JSON.parse(fs.readFileSync(path.join(INDEX_DIR, BASE_FILE), "utf8")) as { terms: [string, string][] };
  return base.terms.filter(([key]) => key.startsWith(letter)).map(([, name]) => name);
}

describe("MCP server over the built public/ folder", () => {
  let server: Server & { readonly client: Client };
  before(async () => {
    server = await startServer(["--dir", PUBLIC_DIR]);
  });
  after(() => server?.close());

  it("lists its four tools", async () => {
    const { tools } = await server.client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      "get_api_operation",
      "list_pages",
      "read_page",
      "search_docs",
    ]);
  });

  it("search_docs: the expected page first; each hit's title, hierarchy, URL with anchor, plain snippet", async () => {
    const hits = await searchHits(server, "long poll", 3);
    assert.equal(hits.length, 3);
    assert.equal(hits[0]?.url, `${siteConfig.url}/docs/api/get-message-long-poll`);
    for (const hit of hits) {
      assert.ok(hit.title && hit.hierarchy.length >= 2 && hit.snippet, JSON.stringify(hit));
      assert.doesNotMatch(hit.snippet, /<\/?mark>|&amp;/);
    }
    assert.ok(
      hits.some((hit) => hit.url.includes("#")),
      "a section hit links its anchor",
    );
    assert.equal(
      (await searchHits(server, "send sbd message", 1))[0]?.url.split("#")[0],
      `${siteConfig.url}/docs/api/send-message`,
    );
  });

  it("read_page: a doc's Markdown copy with its title and canonical URL", async () => {
    const answer = await server.call("read_page", { path: "/docs/api/management" });
    assert.equal(answer.isError, false, answer.text);
    const markdown = fs.readFileSync(path.join(PUBLIC_DIR, "docs", "api", "management.md"), "utf8");
    assert.equal(answer.text, `Title: Thing Management\nURL: ${siteConfig.url}/docs/api/management\n\n${markdown}`);
    const byUrl = await server.call("read_page", { path: `${siteConfig.url}/docs/protocols/ies/` });
    assert.match(byUrl.text, /^Title: Iridium Edge Solar \(IES\)\n/);
  });

  it("read_page: a path that is not a doc answers an error naming the nearest routes", async () => {
    const answer = await server.call("read_page", { path: "/docs/api/managment" });
    assert.equal(answer.isError, true);
    assert.match(answer.text, /^\/docs\/api\/managment is not a doc\. The nearest: \/docs\/api\/management, /);
    const elsewhere = await server.call("read_page", { path: "/search" });
    assert.equal(elsewhere.isError, true);
    assert.match(elsewhere.text, /is not a doc\. The nearest: /);
  });

  it("list_pages: the docs of llms.txt in sidebar order", async () => {
    const pages = okJson<{ section: string; title: string; path: string; url: string; description: string }[]>(
      await server.call("list_pages"),
    );
    const llmsTxt = fs.readFileSync(path.join(PUBLIC_DIR, "llms.txt"), "utf8");
    const linked = [...llmsTxt.matchAll(/^- \[(.+)\]\((\S+)\.md\): (.+)$/gm)].map(([, title, url, description]) => ({
      title,
      url,
      description,
    }));
    assert.deepEqual(
      pages.map(({ title, url, description }) => ({ title, url, description })),
      linked,
    );
    assert.ok(pages.length >= 50, `${pages.length} docs`);
    assert.deepEqual(
      { section: pages[0]?.section, path: pages[0]?.path },
      { section: "Cloudloop Data", path: "/docs/data" },
    );
  });

  it("get_api_operation: method, path, parameters with schemas, inferred notes and a request example", async () => {
    const operation = okJson<{
      method: string;
      path: string;
      parameters: { name: string; required?: boolean; schema?: { pattern?: string } }[];
      inferred: { at: string; note: string }[];
      example: string;
    }>(await server.call("get_api_operation", { name: "Data/DoSendSbdMessage" }));
    assert.equal(operation.method, "GET");
    assert.equal(operation.path, "/Data/DoSendSbdMessage");
    assert.deepEqual(
      operation.parameters.map((parameter) => parameter.name),
      ["token", "thing", "message"],
    );
    assert.ok(operation.parameters.find((parameter) => parameter.name === "thing")?.schema?.pattern);
    assert.ok(operation.inferred.some((note) => note.at === "responses.200" && /not published/.test(note.note)));
    assert.match(
      operation.example,
      /^curl "https:\/\/api\.cloudloop\.com\/Data\/DoSendSbdMessage\?token=YOUR_API_TOKEN&thing=\w+&message=\w+"$/,
    );
  });

  it("get_api_operation: an unknown name answers the closest known ones", async () => {
    const answer = await server.call("get_api_operation", { name: "Data/DoSendSbdMesage" });
    assert.equal(answer.isError, true);
    assert.match(answer.text, /^No API operation Data\/DoSendSbdMesage\. The closest: Data\/DoSendSbdMessage, /);
  });

  it("answers an over-long or empty query with an error, and searches again after it", async () => {
    const tooLong = "webhook ".repeat(9);
    const max = siteConfig.search.maxQueryLength;
    const answer = await server.call("search_docs", { query: tooLong });
    assert.deepEqual(answer, {
      isError: true,
      text: `The query has ${tooLong.length} characters; the site's search takes at most ${max}.`,
    });
    assert.equal((await server.call("search_docs", { query: "  " })).isError, true);
    assert.ok((await searchHits(server, "webhook")).length > 0);
  });

  it("refuses paths that leave the site, and reads pages after it", async () => {
    for (const outside of [
      "../../etc/passwd",
      "/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "https://example.com/docs/data",
    ]) {
      const answer = await server.call("read_page", { path: outside });
      assert.equal(answer.isError, true, outside);
      assert.match(answer.text, /is outside the site/, outside);
    }
    assert.equal((await server.call("read_page", { path: "docs/data.md" })).isError, false);
  });
});

describe("MCP server faults", () => {
  it("answers every tool with an error while the site is unreachable, and keeps serving", async () => {
    const site = `http://127.0.0.1:${await closedPort()}`;
    const server = await startServer(["--site", site]);
    try {
      const search = await server.call("search_docs", { query: "mqtt" });
      assert.equal(search.isError, true);
      assert.match(search.text, new RegExp(`^The search failed: Could not fetch ${site}/search-index/`));
      for (const [tool, args] of [
        ["read_page", { path: "/docs/data" }],
        ["list_pages", {}],
        ["get_api_operation", { name: "Data/GetThings" }],
      ] as const) {
        const answer = await server.call(tool, args);
        assert.equal(answer.isError, true, tool);
        assert.match(answer.text, new RegExp(`^Could not read /\\S+ from ${site}/: ECONNREFUSED$`), answer.text);
      }
      assert.equal((await server.client.listTools()).tools.length, 4);
    } finally {
      await server.close();
    }
  });

  it("answers a search whose fragment is missing (HTTP 404) with an error; the next searches work", async () => {
    const dir = copySiteFiles();
    const site = await startSite(dir);
    const server = await startServer(["--site", site.baseUrl]);
    try {
      const removed = termFragmentsOf("m");
      assert.ok(removed.length > 0);
      const moved = path.join(dir, "moved");
      fs.mkdirSync(moved);
      for (const name of removed)
        fs.renameSync(path.join(dir, "search-index", siteConfig.search.defaultIndexName, name), path.join(moved, name));
      const answer = await server.call("search_docs", { query: "mqtt" });
      assert.equal(answer.isError, true);
      assert.match(answer.text, /^The search failed: Could not fetch .+\/terms-m[\w-]*\.json: HTTP 404$/);
      assert.ok((await searchHits(server, "long poll")).length > 0, "other words still search");
      for (const name of removed)
        fs.renameSync(path.join(moved, name), path.join(dir, "search-index", siteConfig.search.defaultIndexName, name));
      assert.equal((await searchHits(server, "mqtt"))[0]?.url, `${siteConfig.url}/docs/destinations/mqtt`);
    } finally {
      await server.close();
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a search over a malformed index with an error; it opens the index again once it is fixed", async () => {
    const dir = copySiteFiles();
    const baseFile = path.join(dir, "search-index", BASE_FILE);
    const good = fs.readFileSync(baseFile, "utf8");
    const server = await startServer(["--dir", dir]);
    try {
      fs.writeFileSync(baseFile, "{ not json");
      const broken = await server.call("search_docs", { query: "mqtt" });
      assert.equal(broken.isError, true);
      assert.match(broken.text, /^The search failed: /);
      fs.writeFileSync(baseFile, JSON.stringify({ format: 1, pages: [] }));
      assert.deepEqual(await server.call("search_docs", { query: "mqtt" }), {
        isError: true,
        text: "The search failed: The search index file has an unknown format",
      });
      fs.writeFileSync(baseFile, good);
      assert.ok((await searchHits(server, "mqtt")).length > 0);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("MCP search ranks as the site's search", () => {
  const suite = setUpSiteAndBrowser();
  let server: Server;
  before(async () => {
    server = await startServer(["--site", suite.baseUrl]);
  });
  after(() => server?.close());

  it("gives the hits the site's search dialog shows, in its order once grouped by category", async () => {
    for (const query of RANKED_QUERIES) {
      const shown = await suite.withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
        await gotoHydrated(page, `${suite.baseUrl}/docs/data`);
        await page.keyboard.press("Control+K");
        await searchBox(page).fill(query);
        const results = searchDialog(page).getByRole("listbox", { name: "Search results" });
        await results.getByRole("option").first().waitFor();
        return results
          .getByRole("option")
          .evaluateAll((options) => options.map((option) => option.getAttribute("href")));
      });
      const hits = await searchHits(server, query, siteConfig.search.hitsPerPage);
      const grouped = groupByCategory(hits.map((hit) => ({ lvl0: hit.hierarchy[0] ?? "", url: sitePath(hit.url) })));
      const mcpShown = grouped.flatMap((group) => group.items.map((item) => item.url));
      assert.deepEqual(mcpShown.slice(0, 5), shown.slice(0, 5), query);
      assert.equal(hits.length, shown.length, query);
    }
  });

  it("ranks the top 5 as the engine over the whole index does", async () => {
    const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));
    const index = loadLocalIndex({
      base: read(path.join(INDEX_DIR, BASE_FILE)),
      fragment: (name) => read(path.join(FRAGMENTS_DIR, name)),
    });
    for (const query of RANKED_QUERIES) {
      const params = { ...getSearchParams(getSnippetWords(false)), query };
      const whole = searchLocalIndex(index, { indexName: siteConfig.search.defaultIndexName, params });
      const mcp = await searchHits(server, query, 5);
      assert.deepEqual(
        mcp.map((hit) => sitePath(hit.url)),
        whole.hits.slice(0, 5).map((hit) => hit.url),
        query,
      );
    }
  });
});
