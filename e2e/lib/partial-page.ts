// Cuts a page where a parser may pause, so a test can send it piece by piece and see that nothing drawn early moves.

/**
 * The offsets in `html`, from `from` up to `to`, where a paint may show a partly parsed page: before each tag and
 * before each text, except inside inline SVG (its shapes are not boxes that can move).
 */
export function findCutPoints(html: string, from: number, to: number): number[] {
  const cuts: number[] = [];
  let svgDepth = 0;
  for (let index = from; index < to; index++) {
    const char = html[index];
    if (char === "<") {
      if (svgDepth === 0) cuts.push(index);
      if (html.startsWith("<svg", index)) svgDepth++;
      else if (html.startsWith("</svg", index)) svgDepth--;
    } else if (char === ">" && svgDepth === 0 && index + 1 < to && !/[<\s]/.test(html[index + 1] ?? "<")) {
      cuts.push(index + 1);
    }
  }
  return cuts;
}

/** `text` in pieces, one ending at each cut (cuts ascending, inside the text). */
export function splitAt(text: string, cuts: readonly number[]): string[] {
  return [0, ...cuts]
    .map((start, index) => text.slice(start, cuts[index] ?? text.length))
    .filter((piece) => piece !== "");
}
