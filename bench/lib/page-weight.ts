// Measures what a built page makes the browser download on first load: its scripts (with the page's own chunk) and CSS.
import zlib from "zlib";

export type PageWeight = {
  readonly scripts: readonly string[];
  readonly jsBytes: number;
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
};

export type BuildReader = {
  /** Contents of a file of the build by its site path ("/app-123.js"), or null when absent. */
  read(sitePath: string): Buffer | null;
};

const gzipSize = (data: Buffer | string): number => zlib.gzipSync(data, { level: 9 }).length;

/** The chunk files Gatsby loads for the page's template, from the page data and the chunk mapping in the HTML. */
export function findPageChunks(html: string, reader: BuildReader): string[] {
  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1];
  const mappingText = /window\.___chunkMapping="((?:[^"\\]|\\.)*)"/.exec(html)?.[1];
  if (pagePath === undefined || mappingText === undefined) return [];
  const mapping = JSON.parse(JSON.parse(`"${mappingText}"`) as string) as Record<string, string[]>;
  const dataPath =
    pagePath === "/" ? "/page-data/index/page-data.json" : `/page-data${pagePath.replace(/\/$/, "")}/page-data.json`;
  const pageData = reader.read(dataPath);
  if (!pageData) return [];
  const chunkName = (JSON.parse(pageData.toString("utf8")) as { componentChunkName?: string }).componentChunkName;
  return chunkName ? (mapping[chunkName] ?? []) : [];
}

/** First-load weight of one built HTML page. */
export function measurePage(html: string, reader: BuildReader): PageWeight {
  const scriptTags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((match) => match[1] ?? "");
  const scripts = [...new Set([...scriptTags, ...findPageChunks(html, reader)])];
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (const script of scripts) {
    const body = reader.read(script);
    if (!body) continue;
    jsBytes += body.length;
    jsGzipBytes += gzipSize(body);
  }
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("");
  const linkedCss = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)]
    .map((match) => reader.read(match[1] ?? "")?.toString("utf8") ?? "")
    .join("");
  return { scripts, jsBytes, jsGzipBytes, cssGzipBytes: inlineCss || linkedCss ? gzipSize(inlineCss + linkedCss) : 0 };
}
