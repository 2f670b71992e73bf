// Turns doc file paths into doc ids and routes, the Docusaurus way (the file path is the route).
import { siteConfig } from "../../config/site";

/** "concepts/thing.mdx" → "concepts/thing"; "protocols/ies/index.mdx" → "protocols/ies/index". */
export function toDocId(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/i, "");
}

/** The folder of a doc id: "destinations/aws/aws-s3" → "destinations/aws"; "data" → "". */
export function getDocDir(docId: string): string {
  const slash = docId.lastIndexOf("/");
  return slash === -1 ? "" : docId.slice(0, slash);
}

/** The route of a doc: its id under /docs, an index file becomes its folder with a trailing slash. */
export function toDocRoute(docId: string, slug?: string | null, basePath: string = siteConfig.docsBasePath): string {
  if (slug) {
    const clean = `/${slug.replace(/^\/+/, "")}`;
    return clean === "/" ? `${basePath}/` : `${basePath}${clean}`;
  }
  const segments = docId.split("/");
  if (segments[segments.length - 1] === "index") {
    const dir = segments.slice(0, -1).join("/");
    return dir ? `${basePath}/${dir}/` : `${basePath}/`;
  }
  return `${basePath}/${docId}`;
}

/** The route of a generated category index: slug "/category/aws" → "/docs/category/aws". */
export function toCategoryRoute(slug: string, basePath: string = siteConfig.docsBasePath): string {
  return `${basePath}/${slug.replace(/^\/+/, "").replace(/\/+$/, "")}`;
}
