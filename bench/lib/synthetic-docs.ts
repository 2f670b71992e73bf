// Writes N realistic synthetic MDX docs (categories, headings, tables, code, links) for scale benchmarks.
import fs from "fs";
import path from "path";

const TOPICS = [
  "Telemetry",
  "Webhooks",
  "Queues",
  "Buckets",
  "Trackers",
  "Gateways",
  "Alerts",
  "Geofences",
  "Tokens",
  "Channels",
];
const WORDS = (
  "message device thing group destination pulse payload header decoded delivery queue bucket token account " +
  "subscriber satellite network gateway position report alert status retry backoff record identifier"
).split(" ");

/** Deterministic pseudo-random numbers so every run writes the same docs. */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(random: () => number, words = 14): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)] ?? "message");
  const text = picked.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export type SyntheticDoc = { readonly relativePath: string; readonly text: string };

/** The docs and _category_.json files of a synthetic site with `count` docs (plus the required root doc "data"). */
export function makeSyntheticDocs(count: number, seed = 42): SyntheticDoc[] {
  const random = makeRandom(seed);
  const perCategory = Math.max(1, Math.ceil(count / TOPICS.length));
  const files: SyntheticDoc[] = [
    {
      relativePath: "data.mdx",
      text:
        `---\ntitle: Synthetic docs root\ndescription: Root of a generated site with ${count} docs.\n` +
        `sidebar_position: 1\n---\n\n${sentence(random, 40)}\n\n` +
        `Start with [the first page](/docs/telemetry/page-0).\n`,
    },
  ];
  TOPICS.forEach((topic, topicIndex) => {
    const slug = topic.toLowerCase();
    files.push({
      relativePath: `${slug}/_category_.json`,
      text: JSON.stringify({
        label: topic,
        position: topicIndex + 2,
        link: { type: "generated-index", slug: `/category/${slug}`, description: sentence(random) },
      }),
    });
  });
  for (let index = 0; index < count; index++) {
    const topic = TOPICS[Math.floor(index / perCategory) % TOPICS.length] ?? "Telemetry";
    const slug = topic.toLowerCase();
    const position = index % perCategory;
    const previous = position === 0 ? "/docs/data" : `/docs/${slug}/page-${index - 1}#setup`;
    const body = [
      `---`,
      `title: ${topic} page ${index}`,
      `description: ${sentence(random, 12)}`,
      `sidebar_position: ${position + 1}`,
      `---`,
      ``,
      `${sentence(random, 30)} ${sentence(random, 20)} ` +
        `See [the previous page](${previous}) and [the category](/docs/category/${slug}).`,
      ``,
      `## Setup`,
      ``,
      `${sentence(random, 40)}`,
      ``,
      `1. ${sentence(random, 10)}`,
      `2. ${sentence(random, 10)}`,
      `3. ${sentence(random, 10)}`,
      ``,
      `### Fields`,
      ``,
      `| field | type | meaning |`,
      `|---|---|---|`,
      ...Array.from({ length: 5 }, (_, row) => `| \`field${row}\` | string | ${sentence(random, 8)} |`),
      ``,
      `## Example`,
      ``,
      '```json title="Example record" {2}',
      `{`,
      `  "id": "${index.toString(36).padStart(32, "x")}",`,
      `  "value": ${Math.floor(random() * 1000)}`,
      `}`,
      "```",
      ``,
      `<Admonition type="tip">`,
      ``,
      `${sentence(random, 16)}`,
      ``,
      `</Admonition>`,
      ``,
      `## Troubleshooting`,
      ``,
      `${sentence(random, 50)}`,
      ``,
    ].join("\n");
    files.push({ relativePath: `${slug}/page-${index}.mdx`, text: body });
  }
  return files;
}

/** Writes the synthetic docs into `dir` (emptied first). */
export function writeSyntheticDocs(dir: string, count: number, seed = 42): number {
  fs.rmSync(dir, { recursive: true, force: true });
  const files = makeSyntheticDocs(count, seed);
  for (const file of files) {
    const target = path.join(dir, file.relativePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
  }
  return files.length;
}
