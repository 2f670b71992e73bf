// Samples the resident memory of a process and all its descendants (Gatsby builds use worker processes).
import fs from "fs";

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Total RSS in kB of `pid` and its descendants right now. */
export function treeRssKb(pid: number): number {
  const children = childrenOf();
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop() as number;
    total += rssKb(current);
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}
