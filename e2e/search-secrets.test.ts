// The Algolia admin key never reaches public/: the built files are searched for its value (when set) and its name.
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { listFilesBelow, PUBLIC_DIR } from "./harness";

describe("search secrets in the build", () => {
  it("public/ holds the local index and nothing of the admin key", () => {
    assert.ok(fs.existsSync(path.join(PUBLIC_DIR, "search-index", "cloudloop_docs.json")), "the local index is built");
    const adminKey = process.env.ALGOLIA_ADMIN_KEY?.trim() ?? "";
    const needles = ["ALGOLIA_ADMIN_KEY", ...(adminKey.length >= 6 ? [adminKey] : [])].map((needle) =>
      Buffer.from(needle),
    );
    const leaks: string[] = [];
    for (const file of listFilesBelow(PUBLIC_DIR)) {
      const content = fs.readFileSync(file);
      for (const needle of needles)
        if (content.includes(needle))
          leaks.push(
            `${path.relative(PUBLIC_DIR, file)} contains ` +
              `${needle.toString() === "ALGOLIA_ADMIN_KEY" ? "the variable's name" : "the admin key"}`,
          );
    }
    assert.deepEqual(leaks, []);
  });
});
