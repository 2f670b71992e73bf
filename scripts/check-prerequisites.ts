// `npm test` and `npm run bench` run this first: it stops within
// seconds, with the install command, when a tool is missing.
import fs from "fs";
import { spawnSync } from "child_process";
import { describeMissing, findMissingPrerequisites } from "../src/server/prerequisites";

const missing = findMissingPrerequisites({
  env: process.env,
  isExecutable: (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  runs: (command, args) => spawnSync(command, [...args], { stdio: "ignore", timeout: 10_000 }).status === 0,
});

if (missing.length > 0) {
  console.error(describeMissing(missing, process.env));
  process.exit(1);
}
console.log("Prerequisites: Chromium, Java, python3 with requests and curl found.");
