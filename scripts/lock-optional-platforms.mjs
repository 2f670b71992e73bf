// Keeps `npm ci` working when the registry lacks other platforms' optional binaries: adds the lock entries, limited
// to their os/cpu, that `npm install` left out of package-lock.json.
import fs from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const packages = lock.packages;
const OS = { darwin: "darwin", linux: "linux", win32: "win32", freebsd: "freebsd", android: "android" };
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => part in OS);
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes("arm") ? "arm" : undefined);
  return os && cpu ? { os: [OS[os]], cpu: [cpu] } : null;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === "" ? "node_modules" : `${location}/node_modules`;
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => candidate in packages)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entr${added === 1 ? "y" : "ies"} added`);
