// Each patch in patches/ was made for one installed version: an upgrade must remake it (and measure it again).
import fs from "fs";
import path from "path";

const projectRoot = path.resolve(__dirname, "..", "..");
const patchesDir = path.join(projectRoot, "patches");

/** `gatsby+5.16.1.patch` → the package and the version it was made for. */
const patchFiles = fs.readdirSync(patchesDir).filter((file) => file.endsWith(".patch"));

describe("patches/", () => {
  it.each(patchFiles)("%s matches the installed version of its package", (file) => {
    const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file) ?? [];
    const installed = JSON.parse(
      fs.readFileSync(path.join(projectRoot, "node_modules", name ?? "", "package.json"), "utf8"),
    ) as { version: string };
    expect(`${name}@${installed.version}`).toBe(`${name}@${version}`);
  });

  it("gatsby develop commits a saved file's node changes after 50 ms, not Gatsby's 500 ms", () => {
    const waiting = fs.readFileSync(
      path.join(projectRoot, "node_modules", "gatsby", "dist", "state-machines", "waiting", "index.js"),
      "utf8",
    );
    expect(waiting).toContain("const NODE_MUTATION_BATCH_TIMEOUT = 50;");
    // The constant still drives the batching state's timer: an
    // upgrade that moved it elsewhere would make the patch a no-op.
    expect(waiting).toMatch(/after:\s*{\s*\/\/ Time's up\s*\[NODE_MUTATION_BATCH_TIMEOUT\]: `committingBatch`/);
  });
});
