// `npm run mcp -- --site https://… | --dir public`: the docs MCP server, talking MCP on stdin and stdout.
import fs from "fs";
import { parseArgs } from "util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createDocsServer } from "./server";
import { toSiteRoot } from "./site-files";

try {
  const { site, dir } = parseArgs({ options: { site: { type: "string" }, dir: { type: "string" } } }).values;
  if (!site === !dir || (dir && !fs.statSync(dir).isDirectory())) throw new Error("Give --site or --dir");
  void createDocsServer(toSiteRoot({ site, dir })).connect(new StdioServerTransport());
} catch (error) {
  // stdout carries the protocol: messages for people go to stderr.
  console.error(
    `${(error as Error).message}\nUsage: cloudloop-docs-mcp --site https://docs.example.com | --dir public`,
  );
  process.exit(2);
}
