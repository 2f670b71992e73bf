// "Last updated" for every doc from ONE `git log` over the content folder per build (one process per file costs
// seconds on large sites); a checkout without git history falls back to each file's modification time.
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

export type LastUpdate = { readonly timestamp: number; readonly author: string | null };

const RECORD = "\x1e";
const FIELD = "\x1f";

/**
 * `git log` arguments: per commit a record separator, the commit
 * time and author, then the files it touched, relative to the folder.
 */
export const GIT_LOG_ARGS = [
  "log",
  `--format=${"%x1e"}%ct${"%x1f"}%an`,
  "--name-only",
  "--relative",
  "--no-merges",
  "--",
  ".",
] as const;

/**
 * Parses the output of GIT_LOG_ARGS (newest commit first): the newest commit per file, by path relative to the folder.
 */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const record of output.split(RECORD)) {
    const [header, ...files] = record.split("\n");
    if (!header) continue;
    const [seconds, author] = header.split(FIELD);
    const timestamp = Number(seconds) * 1000;
    if (!Number.isFinite(timestamp) || timestamp <= 0) continue;
    for (const file of files) {
      const name = file.trim();
      if (name && !updates.has(name)) updates.set(name, { timestamp, author: author?.trim() || null });
    }
  }
  return updates;
}

export type LastUpdateSource = "git" | "file time";

/**
 * Runs one `git log` in `dir` and returns a lookup by path relative to `dir`; files git does not know (no history,
 * not committed yet, git missing) get their modification time and no author.
 */
export function readLastUpdates(dir: string): {
  readonly source: LastUpdateSource;
  readonly lookup: (relativePath: string) => LastUpdate;
} {
  const result = spawnSync("git", [...GIT_LOG_ARGS], { cwd: dir, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const fromGit = result.status === 0 ? parseGitLog(result.stdout) : new Map<string, LastUpdate>();
  const lookup = (relativePath: string): LastUpdate => {
    const known = fromGit.get(relativePath.split(path.sep).join("/"));
    if (known) return known;
    return { timestamp: fs.statSync(path.join(dir, relativePath)).mtime.getTime(), author: null };
  };
  return { source: fromGit.size > 0 ? "git" : "file time", lookup };
}

/** What a doc shows: the frontmatter's last_update wins over git, the author only when the site shows authors. */
export function resolveLastUpdate(
  fromHistory: LastUpdate,
  override: { readonly date: string | null; readonly author: string | null } | null,
  showAuthor: boolean,
): { readonly date: string; readonly author: string | null } {
  const date = override?.date ?? new Date(fromHistory.timestamp).toISOString().slice(0, 10);
  const author = override?.author ?? fromHistory.author;
  return { date, author: showAuthor ? author : null };
}

/**
 * The "Edit this page" URL: the configured base (a repository's edit
 * URL of the docs folder) and the doc's path, or null when unset.
 */
export function toEditUrl(base: string | null | undefined, relativePath: string): string | null {
  if (!base) return null;
  return `${base.replace(/\/+$/, "")}/${relativePath.split(path.sep).map(encodeURIComponent).join("/")}`;
}
