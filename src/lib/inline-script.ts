// Values written into inline <script> elements, as literals no text inside can end early or turn into markup.

/** Characters the HTML parser or a JavaScript parser could read as more than text inside a script. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * `value` as JSON (a JavaScript literal too) safe inside a <script>: "<", ">", "&" and the line separators become
 * \u escapes, so "</script>" or "<!--" in the data can never close the element or open a comment.
 */
export function toScriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
