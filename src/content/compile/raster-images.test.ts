/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { applyPictures, buildPicture, planPicture, toPictureNode } from "./raster-images";

describe("planPicture", () => {
  it("plans AVIF, WebP and fallback widths up to the docs column's 2x, named after the hashed asset", () => {
    const { data, outputs } = planPicture("/static/shot-1a2b3c4d.png", { width: 2400, height: 1350, format: "png" });
    expect(data.width).toBe(860);
    expect(data.height).toBe(484);
    expect(data.images.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(data.images.fallback?.src).toBe("/static/shot-1a2b3c4d-860.png");
    expect(outputs.map((output) => output.url)).toContain("/static/shot-1a2b3c4d-1720.avif");
    expect(new Set(outputs.map((output) => output.format))).toEqual(new Set(["png", "avif", "webp"]));
  });

  it("never upscales a small image", () => {
    const { data, outputs } = planPicture("/static/icon-00000000.jpg", { width: 300, height: 200, format: "jpeg" });
    expect(data.width).toBe(300);
    expect(Math.max(...outputs.map((output) => output.width))).toBe(300);
    expect(data.images.fallback?.src).toBe("/static/icon-00000000-300.jpg");
  });
});

describe("toPictureNode and applyPictures", () => {
  const picture = planPicture("/static/shot-1a2b3c4d.png", { width: 1600, height: 900, format: "png" });
  it("turns a Markdown image into a <picture> with sources, size, alt and lazy loading", () => {
    const tree = applyPictures(
      [["p", null, "See ", ["img", { src: "/static/shot-1a2b3c4d.png", alt: "The Things screen" }]]],
      new Map([["/static/shot-1a2b3c4d.png", picture]]),
    );
    const node = toPictureNode(picture.data, "The Things screen");
    expect(tree).toEqual([["p", null, "See ", node]]);
    const [, , avif, webp, img] = node;
    expect(avif).toEqual(["source", expect.objectContaining({ type: "image/avif" })]);
    expect(webp).toEqual(["source", expect.objectContaining({ type: "image/webp" })]);
    expect(img).toEqual([
      "img",
      expect.objectContaining({
        width: 860,
        height: 484,
        alt: "The Things screen",
        loading: "lazy",
        decoding: "async",
      }),
    ]);
  });

  it("gives a Figure its image data and leaves SVGs and other images alone", () => {
    const pictures = new Map([["/static/shot-1a2b3c4d.png", picture]]);
    const [figure, svg] = applyPictures(
      [
        ["Figure", { src: "/static/shot-1a2b3c4d.png", alt: "A" }],
        ["img", { src: "/static/plan-00000000.svg", alt: "B" }],
      ],
      pictures,
    );
    expect(figure).toEqual([
      "Figure",
      expect.objectContaining({ image: expect.objectContaining({ width: 860, height: 484 }) }),
    ]);
    expect(svg).toEqual(["img", { src: "/static/plan-00000000.svg", alt: "B" }]);
  });
});

describe("buildPicture", () => {
  it("writes every planned variant, the AVIF much smaller than the PNG", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-"));
    const source = path.join(dir, "shot.png");
    // A screenshot-like image: gradients, panels and text.
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1000"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#e8f1fc"/></linearGradient></defs>` +
      `<rect width="1800" height="1000" fill="url(#g)"/>` +
      `<rect x="80" y="80" width="600" height="840" rx="16" fill="#fff"/>` +
      Array.from(
        { length: 20 },
        (_, i) =>
          `<text x="110" y="${140 + i * 38}" font-size="24" fill="#1b2129">` +
          `Thing ${i} reported position ${i * 13}.${i}</text>`,
      ).join("") +
      "</svg>";
    await sharp(Buffer.from(svg)).png().toFile(source);
    const built = await buildPicture(source, "/static/shot-00000000.png", dir);
    for (const output of built.outputs) expect(fs.existsSync(path.join(dir, output.url))).toBe(true);
    const size = (url: string) => fs.statSync(path.join(dir, url)).size;
    expect(size("/static/shot-00000000-860.avif")).toBeLessThan(size("/static/shot-00000000-860.png"));
    fs.rmSync(dir, { recursive: true, force: true });
    // AVIF encoding is slow on a busy 2-core machine; the test is about the files, not the time.
  }, 60_000);
});
