/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { parseGitLog, readLastUpdates, resolveLastUpdate, toEditUrl } from "./last-updated";

describe("parseGitLog", () => {
  it("keeps the newest commit of each file", () => {
    const output =
      "\x1e1700000200\x1fAda Lovelace\n\nconcepts/thing.mdx\ndata.mdx\n" +
      "\x1e1700000100\x1fGrace Hopper\n\ndata.mdx\nguides/setup.md\n";
    expect([...parseGitLog(output)]).toEqual([
      ["concepts/thing.mdx", { timestamp: 1700000200000, author: "Ada Lovelace" }],
      ["data.mdx", { timestamp: 1700000200000, author: "Ada Lovelace" }],
      ["guides/setup.md", { timestamp: 1700000100000, author: "Grace Hopper" }],
    ]);
  });

  it("reads an empty log as no history", () => {
    expect(parseGitLog("").size).toBe(0);
  });
});

describe("resolveLastUpdate", () => {
  const history = { timestamp: Date.UTC(2025, 2, 4, 23, 30), author: "Ada" };
  it("takes the git date, and the author only when authors are shown", () => {
    expect(resolveLastUpdate(history, null, false)).toEqual({ date: "2025-03-04", author: null });
    expect(resolveLastUpdate(history, null, true)).toEqual({ date: "2025-03-04", author: "Ada" });
  });
  it("lets the frontmatter's last_update override either part", () => {
    expect(resolveLastUpdate(history, { date: "2024-01-02", author: null }, true)).toEqual({
      date: "2024-01-02",
      author: "Ada",
    });
    expect(resolveLastUpdate(history, { date: null, author: "Team" }, true)).toEqual({
      date: "2025-03-04",
      author: "Team",
    });
  });
});

describe("toEditUrl", () => {
  it("joins the configured base and the doc's path, or gives nothing when unset", () => {
    expect(toEditUrl("https://github.com/acme/docs/edit/main/content/docs/", "concepts/my thing.mdx")).toBe(
      "https://github.com/acme/docs/edit/main/content/docs/concepts/my%20thing.mdx",
    );
    expect(toEditUrl(null, "data.mdx")).toBeNull();
    expect(toEditUrl("", "data.mdx")).toBeNull();
  });
});

describe("readLastUpdates", () => {
  const git = (cwd: string, ...args: string[]) =>
    spawnSync("git", args, {
      cwd,
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Ada",
        GIT_AUTHOR_EMAIL: "a@example.com",
        GIT_COMMITTER_NAME: "Ada",
        GIT_COMMITTER_EMAIL: "a@example.com",
        GIT_AUTHOR_DATE: "2024-05-06T10:00:00Z",
        GIT_COMMITTER_DATE: "2024-05-06T10:00:00Z",
      },
    });

  it("reads committed files from git and others from their file time", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "last-updated-"));
    const docs = path.join(root, "docs");
    fs.mkdirSync(path.join(docs, "a"), { recursive: true });
    fs.writeFileSync(path.join(docs, "a", "x.mdx"), "x");
    git(root, "init", "-q");
    git(root, "add", ".");
    git(root, "commit", "-q", "-m", "x");
    fs.writeFileSync(path.join(docs, "new.md"), "new");
    const mtime = new Date(Date.UTC(2023, 0, 2));
    fs.utimesSync(path.join(docs, "new.md"), mtime, mtime);

    const { source, lookup } = readLastUpdates(docs);
    expect(source).toBe("git");
    expect(lookup(path.join("a", "x.mdx"))).toEqual({ timestamp: Date.UTC(2024, 4, 6, 10), author: "Ada" });
    expect(lookup("new.md")).toEqual({ timestamp: mtime.getTime(), author: null });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("falls back to file times outside a git checkout", () => {
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), "no-git-"));
    fs.writeFileSync(path.join(docs, "d.mdx"), "d");
    const { source, lookup } = readLastUpdates(docs);
    expect(source).toBe("file time");
    expect(lookup("d.mdx").author).toBeNull();
    fs.rmSync(docs, { recursive: true, force: true });
  });
});
