// Draws a screenshot-like PNG (app header, list panel, map with
// markers) for the image pipeline test: large, like a real capture.
import sharp from "sharp";

export async function writeScreenshotPng(file: string): Promise<void> {
  const [W, H] = [2400, 1400];
  const rows = Array.from(
    { length: 28 },
    (_, i) =>
      `<rect x="60" y="${180 + i * 42}" width="700" height="34" rx="6" fill="${i % 2 ? "#f6f8fa" : "#ffffff"}"/>` +
      `<text x="80" y="${204 + i * 42}" font-family="DejaVu Sans" font-size="20" fill="#1b2129">` +
      `Thing ${1000 + i * 37} · last position 51.${i * 7}N 0.${i * 3}W · battery ${90 - i}%</text>`,
  ).join("");
  const dots = Array.from(
    { length: 400 },
    (_, i) =>
      `<circle cx="${820 + ((i * 97) % 1520)}" cy="${160 + ((i * 53) % 1200)}" ` +
      `r="${3 + (i % 5)}" fill="hsl(${(i * 37) % 360},70%,45%)"/>`,
  ).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#bcd9f5"/><stop offset="1" stop-color="#6fa8dc"/></linearGradient>` +
    `<filter id="t"><feTurbulence baseFrequency="0.012" numOctaves="4" seed="3"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.62  0 0 0 0 0.35  0 0 0 1.6 -0.55"/>` +
    `</filter></defs>` +
    `<rect width="${W}" height="${H}" fill="#eef1f5"/><rect width="${W}" height="110" fill="#0b3d91"/>` +
    `<text x="60" y="70" font-family="DejaVu Sans" font-size="36" fill="#fff">Cloudloop Data · Things</text>` +
    `<rect x="800" y="140" width="1560" height="1230" fill="url(#sea)"/>` +
    `<rect x="800" y="140" width="1560" height="1230" filter="url(#t)"/>${dots}${rows}</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}
