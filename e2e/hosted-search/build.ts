// Builds the hosted-search fixture without blocking this process: the fake Algolia hosts the build pushes to run in
// it, so the build cannot be a spawnSync (the harness's runGatsbyBuild) that would stop them from answering.
import { spawn } from "child_process";
import path from "path";
import { PROJECT_ROOT } from "../harness";

export type BuildResult = { readonly status: number | null; readonly output: string; readonly seconds: number };

/**
 * Runs `gatsby build` in the project with extra variables; kills
 * its process group after `timeoutMs` (a hang, not a slow machine).
 */
export function runGatsbyBuildAsync(env: NodeJS.ProcessEnv, timeoutMs = 900_000): Promise<BuildResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(PROJECT_ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      // Its own process group, so a timeout ends gatsby's workers too.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output, seconds: Math.round((Date.now() - started) / 100) / 10 });
    });
  });
}
