// Turns a path the site does not have into search words, so the not-found page can suggest pages with similar names.

/** Segments every path shares (the docs base) or that only say what kind of file was asked for. */
const IGNORED_WORDS = new Set(["docs", "index", "html", "htm", "md", "mdx"]);

/** File endings cut from the last segment: "/docs/aws-s3.html" asks for "aws s3". */
const FILE_ENDING = /\.(html?|mdx?|php|aspx?|jsp|txt|json)$/i;

/** Words longer than this are noise (hashes, tokens), not names. */
const MAX_WORD_LENGTH = 40;

/** At most this many words reach the search: a wrong path is a name, not a paragraph. */
const MAX_WORDS = 8;

/** Decodes %xx escapes, keeping the text as it is when it is not valid percent-encoding. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * "/docs/destinations/amazon-s3-setup" → "destinations amazon s3 setup": splits on / - _ . and camelCase, drops
 * "docs", file endings and numbers-only parts, lower-cases, keeps each word once. An empty string when nothing is left.
 */
export function pathToSearchWords(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const words: string[] = [];
  for (const segment of path.split("/")) {
    const text = decodeSegment(segment).replace(FILE_ENDING, "");
    const parts = text
      // camelCase and letter–digit joins: "iotFile" → "iot File", "p6jar" stays (a name),
      // "HTTPServer" → "HTTP Server".
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
      .split(/[^\p{L}\p{N}]+/u);
    for (const part of parts) {
      const word = part.toLowerCase();
      if (
        !word ||
        /^\p{N}+$/u.test(word) ||
        word.length > MAX_WORD_LENGTH ||
        IGNORED_WORDS.has(word) ||
        words.includes(word)
      )
        continue;
      words.push(word);
    }
  }
  return words.slice(0, MAX_WORDS).join(" ");
}
