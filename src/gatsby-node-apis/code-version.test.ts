/** @jest-environment node */
import fs from "fs";
import path from "path";
import { memoryCache } from "../__fixtures__/memory-cache";
import { setUpTempDir } from "../__fixtures__/temp-dir";
import { readCodeVersion, withCodeVersion } from "./code-version";

describe("readCodeVersion", () => {
  const tempDir = setUpTempDir("code-version-");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tempDir(), file)), { recursive: true });
    fs.writeFileSync(path.join(tempDir(), file), text);
  };

  it("stays the same for the same code and changes with any source file or the lock file", () => {
    write("src/content/outputs/markdown-copy.ts", "export const a = 1;\n");
    write("src/theme/Footer/index.tsx", "export default 1;\n");
    write("package-lock.json", '{"lockfileVersion":3}');
    const first = readCodeVersion(tempDir());
    expect(readCodeVersion(tempDir())).toBe(first);
    write("src/content/outputs/markdown-copy.ts", "export const a = 2;\n");
    const second = readCodeVersion(tempDir());
    expect(second).not.toBe(first);
    write("src/content/new-step.ts", "export {};\n");
    const third = readCodeVersion(tempDir());
    expect(third).not.toBe(second);
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    const fourth = readCodeVersion(tempDir());
    expect(fourth).not.toBe(third);
    write("src/notes.md", "not code");
    expect(readCodeVersion(tempDir())).toBe(fourth);
  });
});

describe("withCodeVersion", () => {
  it("keeps what one version of the code stored away from another", async () => {
    const cache = memoryCache();
    await withCodeVersion(cache, "v1").set("markdown-copy:a", "old");
    expect(await withCodeVersion(cache, "v1").get("markdown-copy:a")).toBe("old");
    expect(await withCodeVersion(cache, "v2").get("markdown-copy:a")).toBeUndefined();
  });
});
