// Runs the W3C Nu HTML checker (vnu-jar, Java) over built pages and turns its JSON report into readable lines.
import { spawnSync } from "child_process";
import path from "path";

export type VnuMessage = {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
};

/**
 * Errors (and fatal errors) of a vnu `--format json` report,
 * as "file:line: message": the checker's warnings are left out.
 */
export function readVnuErrors(reportJson: string, rootDir: string): string[] {
  const report = JSON.parse(reportJson) as { messages?: VnuMessage[] };
  if (!Array.isArray(report.messages)) throw new Error("The HTML checker's report has no messages list");
  return report.messages
    .filter(
      (message) =>
        message.type === "error" ||
        (message.type === "non-document-error" && message.subType !== "internal") ||
        message.subType === "fatal",
    )
    .map((message) => {
      const file = message.url ? path.relative(rootDir, decodeURIComponent(message.url.replace(/^file:/, ""))) : "?";
      return (
        `${file}:${message.lastLine ?? "?"}: ${message.message}` +
        `${message.extract ? ` [${message.extract.trim().slice(0, 160)}]` : ""}`
      );
    });
}

/** Checks `files` in one JVM; returns the errors, or throws when the checker cannot run at all. */
export function checkHtmlFiles(
  files: readonly string[],
  rootDir: string,
  jar: string = require.resolve("vnu-jar/build/dist/vnu.jar"),
): string[] {
  const result = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`Could not run the HTML checker (is Java installed?): ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`The HTML checker exited with ${String(result.status)}: ${result.stderr.slice(0, 500)}`);
  return readVnuErrors(result.stderr, rootDir);
}
