// What "Copy page" tells the reader after a click, apart from the component so the browser tests can read it in Node.
export type CopyOutcome = "copied" | "opened" | "failed";

export const COPY_MESSAGES: Readonly<Record<CopyOutcome, string>> = {
  copied: "Page copied as Markdown",
  opened: "Copying is not allowed here: the Markdown opened in a new tab",
  failed: "Could not load the page's Markdown",
};
