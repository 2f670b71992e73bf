// Writes a bench's figures to bench/results/, with when they were taken and how loaded the machine was.
import fs from "fs";
import os from "os";
import path from "path";

/** Writes `bench/results/<file>` and returns its path relative to the working directory. */
export function writeBenchResults(file: string, figures: Record<string, unknown>): string {
  const resultsDir = path.join(__dirname, "..", "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, file);
  const measured = {
    measuredAt: new Date().toISOString(),
    cores: os.cpus().length,
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
  fs.writeFileSync(out, JSON.stringify({ ...measured, ...figures }, null, 2) + "\n");
  return path.relative(process.cwd(), out);
}
