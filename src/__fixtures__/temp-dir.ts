// Temporary folders for tests of code that reads or writes files: made with their starting files, removed after.
import fs from "fs";
import os from "os";
import path from "path";

/** Files by path relative to the folder; a path ending in "/" is an empty folder. */
export type TempFiles = Readonly<Record<string, string | Buffer>>;

export function writeFiles(dir: string, files: TempFiles): void {
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(dir, relative);
    if (relative.endsWith("/")) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

/**
 * Gives each test of the describe block a new folder holding `files` ("suite": one folder for the whole block);
 * call the returned function inside a test for the folder's path.
 */
export function setUpTempDir(prefix: string, files: TempFiles = {}, scope: "test" | "suite" = "test"): () => string {
  let dir = "";
  const [before, after] = scope === "test" ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    writeFiles(dir, files);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
