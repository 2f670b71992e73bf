/** @jest-environment node */
import path from "path";
import { spawnSync } from "child_process";
import { chromiumPath, describeMissing, findMissingPrerequisites, type MachineProbe } from "./prerequisites";

const everything: MachineProbe = { env: {}, isExecutable: () => true, runs: () => true };

describe("findMissingPrerequisites", () => {
  it("finds nothing missing on a complete machine", () => {
    expect(findMissingPrerequisites(everything)).toEqual([]);
  });

  it("looks for Chromium at CHROMIUM_PATH, else at /usr/bin/chromium", () => {
    expect(chromiumPath({})).toBe("/usr/bin/chromium");
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/chrome/chrome" })).toBe("/opt/chrome/chrome");
    const seen: string[] = [];
    findMissingPrerequisites({
      ...everything,
      env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
      isExecutable: (file) => (seen.push(file), true),
    });
    expect(seen).toEqual(["/opt/chrome/chrome"]);
  });

  it("reports python3 without requests as the requests package only", () => {
    const missing = findMissingPrerequisites({
      ...everything,
      runs: (command, args) => !(command === "python3" && args[0] === "-c"),
    });
    expect(missing.map((item) => item.debianPackages)).toEqual([["python3-requests"]]);
  });

  it("names every missing tool and one apt-get command with all their packages", () => {
    const missing = findMissingPrerequisites({ env: {}, isExecutable: () => false, runs: () => false });
    const message = describeMissing(missing, {});
    expect(message).toContain("Chromium at /usr/bin/chromium");
    expect(message).toContain("Java (for the W3C HTML checker (vnu-jar))");
    expect(message).toContain(
      "sudo apt-get update && sudo apt-get install -y " +
        "chromium fonts-dejavu-core default-jre-headless python3 python3-requests curl",
    );
  });
});

describe("scripts/check-prerequisites.ts", () => {
  it("stops with the install command when CHROMIUM_PATH points at nothing", () => {
    const root = path.join(__dirname, "..", "..");
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/check-prerequisites.ts"], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: path.join(root, "no-such-dir", "chromium") },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Chromium at CHROMIUM_PATH=${path.join(root, "no-such-dir", "chromium")}`);
    expect(result.stderr).toContain("sudo apt-get install -y chromium fonts-dejavu-core");
    expect(result.stderr).toContain("Or point CHROMIUM_PATH at an existing Chromium");
  });
});
