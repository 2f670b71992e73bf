// Screenshots in docs become AVIF, WebP and fallback widths at build time (gatsby-plugin-image plans, sharp writes),
// served as a plain <picture> with width, height and lazy loading: no image runtime JS.
import fs from "fs";
import path from "path";
import { generateImageData, type IGatsbyImageData, type ImageFormat } from "gatsby-plugin-image";
import sharp from "sharp";
import type { MdxTreeElement, MdxTreeNode, MdxTreeProps, MdxValue } from "./mdx-tree";

/** Files a doc may show through the pipeline (SVG is served as it is). */
export const RASTER_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif"]);
export const isRaster = (file: string): boolean => RASTER_EXTENSIONS.has(path.extname(file).toLowerCase());

/** Widest rendering of an image in the docs column, in CSS pixels (2x variants are made for sharp screens). */
export const DOCS_IMAGE_MAX_WIDTH = 860;

export type PlannedOutput = {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly format: "avif" | "webp" | "png" | "jpg";
};
export type PlannedPicture = { readonly data: IGatsbyImageData; readonly outputs: readonly PlannedOutput[] };

const fallbackFormat = (format: string): "png" | "jpg" => (format === "jpeg" || format === "jpg" ? "jpg" : "png");

/**
 * Plans the variants of one image: `assetUrl` is its content-hashed /static URL ("/static/shot-1a2b3c4d.png"), each
 * variant adds its width and format ("/static/shot-1a2b3c4d-430.avif").
 */
export function planPicture(
  assetUrl: string,
  source: { readonly width: number; readonly height: number; readonly format: string },
): PlannedPicture {
  const outputs = new Map<string, PlannedOutput>();
  const stem = assetUrl.replace(/\.[a-z0-9]+$/i, "");
  const data = generateImageData({
    pluginName: "cloudloop-docs-images",
    filename: assetUrl,
    layout: "constrained",
    formats: ["auto", "avif", "webp"],
    width: Math.min(source.width, DOCS_IMAGE_MAX_WIDTH),
    sourceMetadata: {
      width: source.width,
      height: source.height,
      format: fallbackFormat(source.format) as ImageFormat,
    },
    generateImageSource: (_filename, width, height, format) => {
      const outFormat = format === "avif" || format === "webp" ? format : fallbackFormat(source.format);
      const url = `${stem}-${width}.${outFormat}`;
      outputs.set(url, { url, width, height, format: outFormat });
      return { src: url, width, height, format: outFormat };
    },
  });
  return { data, outputs: [...outputs.values()] };
}

/** The <picture> of a planned image as a tree node (what MDXContent renders as plain HTML). */
export function toPictureNode(data: IGatsbyImageData, alt: string, extra: MdxTreeProps | null = null): MdxTreeElement {
  const fallback = data.images.fallback;
  const sources: MdxTreeNode[] = (data.images.sources ?? []).map((source) => [
    "source",
    { type: source.type ?? "", srcSet: source.srcSet.replace(/\n/g, ""), sizes: source.sizes ?? "" },
  ]);
  const img: MdxTreeElement = [
    "img",
    {
      ...(extra ?? {}),
      src: fallback?.src ?? "",
      srcSet: (fallback?.srcSet ?? "").replace(/\n/g, ""),
      sizes: fallback?.sizes ?? "",
      width: data.width,
      height: data.height,
      alt,
      loading: "lazy",
      decoding: "async",
      style: { maxWidth: "100%", height: "auto" },
    },
  ];
  return ["picture", null, ...sources, img];
}

/** The image data a component prop carries (the shape ResponsiveImage reads), as a plain JSON value. */
export function toImageProp(data: IGatsbyImageData): MdxValue {
  return JSON.parse(JSON.stringify({ width: data.width, height: data.height, images: data.images })) as MdxValue;
}

/**
 * Replaces every raster image of a compiled tree: a Markdown/HTML <img> becomes a <picture>, a <Figure> gets its
 * image data as the `image` prop. `pictures` maps an asset URL to its planned picture.
 */
export function applyPictures(
  tree: readonly MdxTreeNode[],
  pictures: ReadonlyMap<string, PlannedPicture>,
): MdxTreeNode[] {
  const visit = (node: MdxTreeNode): MdxTreeNode => {
    if (typeof node === "string") return node;
    const [name, props, ...children] = node;
    const src = typeof props?.src === "string" ? props.src : null;
    const picture = src ? pictures.get(src) : undefined;
    if (picture && name === "img") {
      const { src: _src, alt, width: _width, height: _height, ...rest } = props ?? {};
      return toPictureNode(
        picture.data,
        typeof alt === "string" ? alt : "",
        Object.keys(rest).length > 0 ? rest : null,
      );
    }
    if (picture && name === "Figure")
      return [name, { ...props, image: toImageProp(picture.data) }, ...children.map(visit)];
    return [name, props, ...children.map(visit)];
  };
  return tree.map(visit);
}

/** Reads an image's size and format; writes its planned variants into `publicDir` (skipping files already written). */
export async function buildPicture(
  sourceFile: string,
  assetUrl: string,
  publicDir: string,
): Promise<PlannedPicture & { readonly bytes: number }> {
  const metadata = await sharp(sourceFile).metadata();
  if (!metadata.width || !metadata.height) throw new Error(`${sourceFile}: cannot read the image's size`);
  const planned = planPicture(assetUrl, {
    width: metadata.width,
    height: metadata.height,
    format: metadata.format ?? "png",
  });
  let bytes = 0;
  for (const output of planned.outputs) {
    const target = path.join(publicDir, output.url);
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const resized = sharp(sourceFile).resize({ width: output.width, height: output.height, fit: "cover" });
      const encoded =
        output.format === "avif"
          ? resized.avif({ quality: 50, effort: 2 })
          : output.format === "webp"
            ? resized.webp({ quality: 75 })
            : output.format === "jpg"
              ? resized.jpeg({ quality: 80, mozjpeg: true })
              : resized.png({ compressionLevel: 9, palette: true });
      await encoded.toFile(target);
    }
    bytes += fs.statSync(target).size;
  }
  return { ...planned, bytes };
}
