#!/usr/bin/env node
// The `cloudloop-docs-mcp` command of a checkout (npx): runs the MCP server's TypeScript through tsx.
import { createRequire } from "node:module";
import { register } from "tsx/cjs/api";

register();
createRequire(import.meta.url)("../src/server/mcp/main.ts");
