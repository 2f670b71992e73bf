// Where a long identifier may wrap onto the next line: after "/" and "." always, between camel-case words on request.

export type WrapOptions = {
  /** Also allow a wrap before an upper-case letter that follows a lower-case letter or digit (DoSendSbd|Message). */
  readonly camelCase?: boolean;
};

/**
 * The text cut at its wrap points: joining the parts gives the text back, and a renderer puts a <wbr> between parts.
 * A "/" or "." at the very end (or the start) makes no part of its own.
 */
export function splitAtWrapPoints(text: string, { camelCase = false }: WrapOptions = {}): string[] {
  const pattern = camelCase ? /(?<=[/.])(?=[^/.])|(?<=[a-z0-9])(?=[A-Z])/g : /(?<=[/.])(?=[^/.])/g;
  return text.split(pattern).filter((part) => part !== "");
}
