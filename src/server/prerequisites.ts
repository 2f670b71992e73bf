// The tools `npm test` and `npm run bench` need outside node_modules, checked in seconds before any slow step runs.

/** What the check can ask about the machine; injected so the rules are testable without touching it. */
export type MachineProbe = {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether an executable file exists at this path. */
  readonly isExecutable: (file: string) => boolean;
  /** Whether the command runs and exits with status 0. */
  readonly runs: (command: string, args: readonly string[]) => boolean;
};

export type MissingPrerequisite = {
  readonly what: string;
  /** Why the tests need it. */
  readonly neededFor: string;
  /** Debian package(s) that provide it. */
  readonly debianPackages: readonly string[];
};

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** The Chromium the browser tests launch: CHROMIUM_PATH when set, Debian's otherwise. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>>): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Every missing prerequisite, in the order the tests would reach them. */
export function findMissingPrerequisites(probe: MachineProbe): MissingPrerequisite[] {
  const missing: MissingPrerequisite[] = [];
  const chromium = chromiumPath(probe.env);
  if (!probe.isExecutable(chromium)) {
    missing.push({
      what: probe.env.CHROMIUM_PATH ? `Chromium at CHROMIUM_PATH=${chromium}` : `Chromium at ${chromium}`,
      neededFor: "the browser tests and Lighthouse",
      debianPackages: ["chromium", "fonts-dejavu-core"],
    });
  }
  if (!probe.runs("java", ["-version"])) {
    missing.push({
      what: "Java",
      neededFor: "the W3C HTML checker (vnu-jar)",
      debianPackages: ["default-jre-headless"],
    });
  }
  if (!probe.runs("python3", ["--version"])) {
    missing.push({
      what: "python3 with requests",
      neededFor: "the API pages' Python samples",
      debianPackages: ["python3", "python3-requests"],
    });
  } else if (!probe.runs("python3", ["-c", "import requests"])) {
    missing.push({
      what: "the python3 requests package",
      neededFor: "the API pages' Python samples",
      debianPackages: ["python3-requests"],
    });
  }
  if (!probe.runs("curl", ["--version"])) {
    missing.push({ what: "curl", neededFor: "the API pages' curl samples", debianPackages: ["curl"] });
  }
  return missing;
}

/** The message that stops the run: what is missing, why, and the one command that installs it all. */
export function describeMissing(
  missing: readonly MissingPrerequisite[],
  env: Readonly<Record<string, string | undefined>>,
): string {
  const lines = missing.map((item) => `  - ${item.what} (for ${item.neededFor})`);
  const packages = [...new Set(missing.flatMap((item) => item.debianPackages))].join(" ");
  const chromiumHint = env.CHROMIUM_PATH
    ? `\nOr point CHROMIUM_PATH at an existing Chromium (or unset it to use ${DEFAULT_CHROMIUM_PATH}).`
    : "";
  return (
    [
      `Missing prerequisite${missing.length === 1 ? "" : "s"}:`,
      ...lines,
      `Install on Debian or Ubuntu with:`,
      `  sudo apt-get update && sudo apt-get install -y ${packages}`,
    ].join("\n") + chromiumHint
  );
}
