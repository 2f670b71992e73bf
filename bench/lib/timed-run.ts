// Runs a command to its end, measuring its wall time and the peak memory of its whole process tree.
import { spawn } from "child_process";
import { treeRssKb } from "../process-tree";

export type TimedRun = {
  readonly seconds: number;
  readonly peakMb: number;
  readonly code: number | null;
  readonly output: string;
};

export function timedRun(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv },
): Promise<TimedRun> {
  const started = Date.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let peakKb = 0;
  const timer = setInterval(() => {
    if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
  }, 250);
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, peakMb: Math.round(peakKb / 1024), code, output });
    });
  });
}
