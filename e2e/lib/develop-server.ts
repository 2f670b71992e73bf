// Starts `gatsby develop` on a copy of the project, as an editor runs it, and stops its whole process group.
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { findFreePort } from "./mock-api";

export type DevelopServer = {
  readonly baseUrl: string;
  /** The project the server runs: a copy to edit as an editor edits src/, or the project itself with `copy: false`. */
  readonly projectDir: string;
  /** The content the server reads: edit it as an editor edits content/. */
  readonly docsDir: string;
  readonly pagesDir: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
};

/** Waits until `check` returns true, polling every `everyMs`; fails with `what` and the time waited. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs: number,
  everyMs = 250,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** What a copy of the project leaves out: installed packages (linked instead), build output, caches, history. */
const NOT_COPIED = new Set(["node_modules", ".git", ".cache", "public", "coverage", "test-results"]);

/**
 * Copies the project (its code, with node_modules linked, and `content`'s docs and pages) to a temp folder and starts
 * `gatsby develop` there, resolving once the server answers its home page: a test may edit any file of the copy and
 * never the working tree. With `copy: false` it serves the project and the content folders themselves and leaves
 * them in place when it stops, so a second start finds Gatsby's cache as an editor's restart does.
 */
export async function startDevelop(
  projectRoot: string,
  content: { readonly docs: string; readonly pages: string },
  options: { readonly timeoutMs?: number; readonly copy?: boolean } = {},
): Promise<DevelopServer> {
  const timeoutMs = options.timeoutMs ?? 600_000;
  const root = options.copy === false ? null : fs.mkdtempSync(path.join(os.tmpdir(), "develop-project-"));
  const projectDir = root ?? projectRoot;
  const docsDir = root ? path.join(root, "content", "docs") : content.docs;
  const pagesDir = root ? path.join(root, "content", "pages") : content.pages;
  if (root) {
    for (const entry of fs.readdirSync(projectRoot)) {
      if (NOT_COPIED.has(entry) || entry === "content" || entry === "bench" || entry === "e2e") continue;
      fs.cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir");
    // content/ beside its docs and pages (the search synonyms), then the docs and pages asked for.
    fs.cpSync(path.join(projectRoot, "content"), path.join(root, "content"), {
      recursive: true,
      filter: (source) =>
        ![path.join(projectRoot, "content", "docs"), path.join(projectRoot, "content", "pages")].includes(source),
    });
    fs.cpSync(content.docs, docsDir, { recursive: true });
    fs.cpSync(content.pages, pagesDir, { recursive: true });
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let printed = "";
  const child = spawn(
    path.join(projectRoot, "node_modules", ".bin", "gatsby"),
    ["develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: projectDir,
      env: {
        ...process.env,
        DOCS_CONTENT_DIR: docsDir,
        PAGES_CONTENT_DIR: pagesDir,
        GATSBY_TELEMETRY_DISABLED: "1",
        // Plain log lines; images still made when a page first asks for them, as on an editor's machine.
        CI: "true",
        GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1",
        NODE_ENV: "development",
      },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  let exited: number | null = null;
  child.on("exit", (code) => (exited = code ?? -1));
  const stop = async (): Promise<void> => {
    if (exited === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await waitUntil(() => exited !== null, "gatsby develop to stop", 15_000).catch(() => {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      });
    }
    if (root) fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => {
        if (exited !== null) throw new Error(`gatsby develop exited with code ${exited}:\n${printed.slice(-4000)}`);
        if (!/You can now view|View GraphiQL/.test(printed)) return false;
        const response = await fetch(`${baseUrl}/`).catch(() => null);
        return response?.ok === true;
      },
      "gatsby develop to serve its first page",
      timeoutMs,
      1000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, projectDir, docsDir, pagesDir, output: () => printed, stop };
}
