// Finds the code samples of the API pages that call the API,
// so a test can run each one against the mock of the contract.
import { parseMdx } from "../../src/content/compile/extract";

export type SampleLanguage = "curl" | "javascript" | "python";

/** A runnable sample: where it stands (page, line, heading, tab) and its code exactly as the page shows it. */
export type ApiSample = {
  readonly file: string;
  readonly line: number;
  readonly heading: string;
  readonly tab: string;
  readonly language: SampleLanguage;
  readonly code: string;
};

export const API_ORIGIN = "https://api.cloudloop.com";

const LANGUAGES: Readonly<Record<string, SampleLanguage>> = {
  bash: "curl",
  sh: "curl",
  shell: "curl",
  js: "javascript",
  javascript: "javascript",
  mjs: "javascript",
  python: "python",
  py: "python",
};

type Node = {
  type: string;
  name?: string | null;
  lang?: string | null;
  value?: string;
  depth?: number;
  children?: Node[];
  attributes?: Array<{ name?: string; value?: unknown }>;
  position?: { start: { line: number } };
};

const textOf = (node: Node): string => (node.value ?? "") + (node.children ?? []).map(textOf).join("");

/**
 * Every curl, JavaScript and Python fence of an MDX body that
 * calls the API host, with the tab and heading it sits under.
 */
export function listApiSamples(file: string, mdx: string, lineOffset = 0): ApiSample[] {
  const samples: ApiSample[] = [];
  let heading = "";
  // A walk that keeps the enclosing tab labels, in document order.
  const walk = (node: Node, tabs: string[]): void => {
    if (node.type === "heading") heading = textOf(node);
    if (node.type === "code") {
      const language = LANGUAGES[node.lang ?? ""];
      const code = node.value ?? "";
      if (language && code.includes(API_ORIGIN)) {
        samples.push({
          file,
          line: (node.position?.start.line ?? 0) + lineOffset,
          heading,
          tab: tabs.at(-1) ?? language,
          language,
          code,
        });
      }
    }
    const label =
      node.type === "mdxJsxFlowElement" && node.name === "TabItem"
        ? node.attributes?.find((attribute) => attribute.name === "label")?.value
        : undefined;
    for (const child of node.children ?? []) walk(child, typeof label === "string" ? [...tabs, label] : tabs);
  };
  walk(parseMdx(mdx) as Node, []);
  return samples;
}

/** The sample with the API host swapped for another origin (the mock): the only change the harness makes. */
export function pointSampleAt(code: string, origin: string): string {
  return code.split(API_ORIGIN).join(origin);
}

/** How a test names a sample in a failure: page, line, section and tab. */
export function describeSample(sample: ApiSample): string {
  return `${sample.file}:${sample.line} (${sample.heading} › ${sample.tab})`;
}
