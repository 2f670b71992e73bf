// The MCP server over a published copy of the docs: its four tools answer from the site's own files and search.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { siteConfig } from "../../config/site";
import { toMarkdownCopyPath } from "../../lib/markdown-copy-path";
import { describeOperation } from "./api-operation";
import { markdownTitle, nearestNames, parseLlmsTxt, toDocRoute } from "./pages";
import { createDocsSearch, toDocHit } from "./search-docs";
import { openSite } from "./site-files";

const { maxQueryLength, hitsPerPage } = siteConfig.search;

const answer = (text: string) => ({ content: [{ type: "text" as const, text }] });
const answerJson = (value: unknown) => answer(JSON.stringify(value, null, 2));

/** The server for the site at `root`; a tool that fails answers an error result (isError) and the server goes on. */
export function createDocsServer(root: URL): McpServer {
  const site = openSite(root);
  const search = createDocsSearch(root, site.fetch);
  const readRequired = async (sitePath: string): Promise<string> => {
    const text = await site.readText(sitePath);
    if (text === null) throw new Error(`${root.href} has no ${sitePath}: is it a build of the Cloudloop docs?`);
    return text;
  };
  const listPages = async () => parseLlmsTxt(await readRequired("/llms.txt"));
  const server = new McpServer({ name: "cloudloop-docs", version: "1.0.0" });

  server.registerTool(
    "search_docs",
    {
      description: `Searches the docs as the site's search does (a query of ${maxQueryLength} characters at most).`,
      inputSchema: { query: z.string(), limit: z.number().int().optional().describe(`1–${hitsPerPage}, default 5`) },
    },
    async ({ query, limit = 5 }) => {
      if (!query.trim()) throw new Error("The query is empty.");
      if (query.length > maxQueryLength)
        throw new Error(`The query has ${query.length} characters; the site's search takes at most ${maxQueryLength}.`);
      const hits = await search(query).catch((error: Error & { detail?: string | null }) => {
        throw new Error(`The search failed: ${error.message}${error.detail ? ` (${error.detail})` : ""}`);
      });
      return answerJson(hits.slice(0, Math.min(Math.max(limit, 1), hitsPerPage)).map(toDocHit));
    },
  );

  server.registerTool(
    "read_page",
    {
      description: "A doc's Markdown copy, title and canonical URL, by its path (such as /docs/data).",
      inputSchema: { path: z.string() },
    },
    async ({ path }) => {
      const route = toDocRoute(path, root);
      if (route === null) throw new Error(`${path} is outside the site: give a doc path such as /docs/data.`);
      const markdown = route.startsWith(`${siteConfig.docsBasePath}/`)
        ? await site.readText(toMarkdownCopyPath(route))
        : null;
      if (markdown === null) {
        const routes = (await listPages()).map((page) => page.path);
        throw new Error(`${route} is not a doc. The nearest: ${nearestNames(route, routes).join(", ")}.`);
      }
      return answer(`Title: ${markdownTitle(markdown)}\nURL: ${siteConfig.url}${route}\n\n${markdown}`);
    },
  );

  server.registerTool(
    "list_pages",
    { description: "Every doc in sidebar order: section, title, path (for read_page), URL and description." },
    async () => answerJson(await listPages()),
  );

  server.registerTool(
    "get_api_operation",
    {
      description: "An API operation (Data/DoSendSbdMessage): method, path, parameters, inferred notes, example.",
      inputSchema: { name: z.string() },
    },
    async ({ name }) => answerJson(describeOperation(JSON.parse(await readRequired("/openapi.json")), name)),
  );
  return server;
}
