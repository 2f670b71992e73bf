// Fields the platform's published pages document: no page may call them "not published".

/** A documented field; `files` limits the rule to pages where the bare name is unambiguous. */
export type PublishedField = { readonly name: string; readonly files?: RegExp; readonly documented: string };

export const PUBLISHED_FIELDS: readonly PublishedField[] = [
  {
    name: "sendLocation",
    documented: 'IES MT: {"sendLocation": {}} makes the device take a GPS fix and send an MO location message',
  },
  { name: "alertStatus", documented: "P6 MO: a boolean" },
  { name: "powerStatus", documented: "P6 MO: a boolean" },
  { name: "watchStatus", documented: "P6 MO: a boolean" },
  { name: "wgUp", documented: "Ceefax connection state: a boolean" },
  { name: "Transport", documented: "Ceefax connection state: NO_TRANSPORT, IRIDIUM, CELLULAR or WIFI" },
  { name: "chainedMessage", documented: "IES MO: a series of position reports" },
  { name: "userPosition", documented: "IES MO: a location appended with user data" },
  { name: "id", files: /protocols\/ceefax/, documented: "Ceefax message[].id: a string" },
  { name: "message[].id", documented: "Ceefax message[].id: a string" },
  { name: "status", files: /protocols\/(ies|p6)\/|lingo\/mo/, documented: "P6 and IES MO envelope: a boolean" },
  { name: "error", files: /protocols\/ies\//, documented: "IES MO: eight published error values" },
  {
    name: "at",
    files: /protocols\/p6\/|lingo\/(?:mo|status)/,
    documented: "P6 and LingoDelivery: {year, month, day, hour, minute, second}",
  },
  { name: "sessionAt", documented: "LingoMO sbd.sessionAt: {year, month, day, hour, minute, second}, like receivedAt" },
  {
    name: "sbd.sessionAt",
    documented: "LingoMO sbd.sessionAt: {year, month, day, hour, minute, second}, like receivedAt",
  },
  ...["timeDelta", "dayOfYear", "altitude", "course", "speed", "battery", "pdop", "temperature", "deltaTime"].map(
    (name): PublishedField => ({
      name,
      files: /protocols\/p6\//,
      documented: "P6 MO: a number in the published p6.jar decode example (its unit and range are not published)",
    }),
  ),
];

const NOT_PUBLISHED = /not (?:been )?published|isn't published|is unpublished/i;
/**
 * "unit not published", "its default and maximum are not published":
 * a claim about a field's attribute, not its type or shape.
 */
const ATTRIBUTE_NOT_PUBLISHED = new RegExp(
  String.raw`\b(?:units?|ranges?|sizes?(?: on the air)?|defaults?|maximum|minimum)` +
    String.raw`(?:(?:,|,? and|,? or)\s+(?:its\s+)?(?:units?|ranges?|sizes?|defaults?|maximum|minimum))*` +
    String.raw`\s+(?:(?:are|is)\s+)?(?:not (?:been )?published|unpublished)`,
  "gi",
);

/** Each sentence or table row of `body` that calls a documented field "not published", with its line in the body. */
export function findUnpublishedClaims(
  file: string,
  body: string,
  fields = PUBLISHED_FIELDS,
): Array<{ line: number; field: PublishedField }> {
  const claims: Array<{ line: number; field: PublishedField }> = [];
  const applicable = fields.filter((field) => !field.files || field.files.test(file));
  const namesIn = (text: string): Set<string | undefined> =>
    new Set([...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]));
  body.split("\n").forEach((text, index) => {
    // A table row is about the field in its first cell, however many sentences its other cells hold.
    const row = /^\s*\|([^|]*)\|/.exec(text);
    const parts = row
      ? [{ claim: text, named: namesIn(row[1] ?? "") }]
      : text.split(/(?<=[.!?])\s+/).map((sentence) => ({ claim: sentence, named: namesIn(sentence) }));
    for (const { claim, named } of parts) {
      if (!NOT_PUBLISHED.test(claim.replace(ATTRIBUTE_NOT_PUBLISHED, ""))) continue;
      for (const field of applicable) if (named.has(field.name)) claims.push({ line: index + 1, field });
    }
  });
  return claims;
}

/**
 * A name or statement that the published docs contradict (their examples show others), which no page may show.
 * `unless` lets the sentence that shows it say it is not published, or which published revision used it; the
 * sentence may run over several lines of one paragraph.
 */
export type RetiredName = {
  readonly pattern: RegExp;
  readonly files?: RegExp;
  readonly unless?: RegExp;
  readonly instead: string;
};

const SAYS_UNPUBLISHED = /\bno (?:stored )?published page\b|\bnot (?:a )?published\b|\bnever published\b/i;
/** "an earlier revision of the platform docs named …", "one published revision shows …". */
const NAMES_A_REVISION = new RegExp(
  String.raw`\b(?:earlier|older|previous|former|another|other|one)\b[^.]{0,60}\brevisions?\b` +
    String.raw`|\brevisions?\b[^.]{0,60}\b(?:earlier|older|previous|former)\b`,
  "i",
);
const SAYS_UNPUBLISHED_OR_NAMES_A_REVISION = new RegExp(`${SAYS_UNPUBLISHED.source}|${NAMES_A_REVISION.source}`, "i");

const BARE_CEEFAX_OPERATIONS = [
  "reboot",
  "getSystemInfo",
  "ping",
  "getWan",
  "updateWan",
  "getLanInterface",
  "getWifiInterface",
  "getCellular",
  "location",
  "lastKnownLocation",
  "configExport",
  "logExport",
];

export const RETIRED_NAMES: readonly RetiredName[] = [
  {
    pattern: /"header"\s*:|`header\.[A-Za-z]+`/,
    instead: "LingoMO has no header key: SBD metadata sits in a top-level sbd object (cellular, imt likewise)",
  },
  {
    pattern: /"decoded"\s*:|`decoded\.[A-Za-z]+`/,
    instead: "LingoMO has no decoded key: decoded content is inferred to sit at the top level (p6, iot, ceefax, ies)",
  },
  {
    pattern: new RegExp(`\`(?:${BARE_CEEFAX_OPERATIONS.join("|")})\`|"(?:${BARE_CEEFAX_OPERATIONS.join("|")})"\\s*:`),
    files: /protocols\/ceefax|api\/send-message/,
    instead: "Ceefax operation names carry their direction: rebootRequest / rebootResponse …",
  },
  {
    pattern: /\bUser\/DoGenerateMqttCertificate\b/,
    unless: SAYS_UNPUBLISHED_OR_NAMES_A_REVISION,
    instead:
      "the stored revisions of the published MQTT page name Data/DoGenerateMqttCertificate, and an earlier " +
      "revision reportedly named User/DoGenerateMqttCertificate: name the current Data/…, and mention User/… only " +
      "in a sentence that says an earlier revision used it or that no published page shows it",
  },
  {
    pattern: /\bMT_MESSAGE_RTU\b|`rtu`|"rtu"\s*:/,
    unless: SAYS_UNPUBLISHED,
    instead:
      "no published page names MT_MESSAGE_RTU: the published P6 MT type is MT_MESSAGE_SENSE_SWITCH (senseSwitch)",
  },
  {
    pattern: /\bInmarsat-C mobile number\b/i,
    instead: 'the published Inmarsat position e-mail line is "Message from Inmarsat-C Mobile", with no number in it',
  },
  {
    pattern:
      /\b(?:20|twenty)[- ]char(?:acter)?s?\b[^.]*\btokens?\b|\btokens?\b[^.]*\b(?:20|twenty)[- ]char(?:acter)?s?\b/i,
    unless: SAYS_UNPUBLISHED,
    instead:
      "no published page gives a token length: the published ThingsBoard access token looks like a UUID, and you " +
      "can set your own",
  },
  {
    pattern: /\b8[-, ]+4[-, ]+4[-, ]+4(?:,? and|[-, ])+12\b/,
    files: /api\/(?:authentication|overview|postman)/,
    instead:
      "the only published API token example has 11 characters in its last group: say it looks like a UUID, " +
      "do not state a shape",
  },
  {
    pattern: /\bcompressed to \d+ ?(?:%|percent)/i,
    unless: SAYS_UNPUBLISHED,
    instead: 'the published pages say only "0.23 = 23% compression": the direction of the ratio is not published',
  },
  {
    pattern: /"handle"\s*:\s*"/,
    instead: 'every published channel example shows "handle": null; no string handle is published',
  },
  {
    pattern: /\bServices?\s+(?:multiplied by|times|×|x)\s+(?:the number of\s+)?GDAs?\b/i,
    files: /burst\//,
    instead: "published: the estimated cost is based on the number of Services and GDAs; the formula is not published",
  },
  {
    pattern: /\bBCAs? (?:are )?named (?:in the style of|like|after) country codes\b/i,
    files: /burst\//,
    instead: "the published BCA UE (United Arab Emirates) is not a country code",
  },
  {
    pattern: /^(?=.*\bRedeliver)(?=.*\bnot published\b)(?=.*\b(?:time range|date range|which messages)\b).*$/i,
    files: /ui\//,
    instead: "the published Redeliver page gives a Destination choice and a date range",
  },
  {
    pattern: /"subscriber(?:Sbd|Cellular|Certus|Bgan)"\s*:\s*""/,
    instead: 'the published GetThings example shows null for a subscriber id with nothing linked, not ""',
  },
];

/**
 * The sentence around `index` in `paragraph`: from the end of the sentence before to the end of this one. Lines
 * of a paragraph are joined with a space, so a sentence wrapped over lines stays whole.
 */
function sentenceAround(paragraph: string, index: number): string {
  const before = paragraph.slice(0, index);
  const start = Math.max(before.search(/[.!?]\s+(?=[^.!?]*$)/) + 1, 0);
  const after = /[.!?](?:\s|$)/.exec(paragraph.slice(index));
  return paragraph.slice(start, after ? index + after.index + 1 : paragraph.length);
}

/** Each line of `body` that shows a retired name. */
export function findRetiredNames(
  file: string,
  body: string,
  names = RETIRED_NAMES,
): Array<{ line: number; name: RetiredName; text: string }> {
  const found: Array<{ line: number; name: RetiredName; text: string }> = [];
  const applicable = names.filter((name) => !name.files || name.files.test(file));
  const lines = body.split("\n");
  // Prose lines join their paragraph; a table row, a blank line and every line of a code fence stand alone.
  let inFence = false;
  const alone = lines.map((text) => {
    const fence = /^\s*(?:```|~~~)/.test(text);
    if (fence) inFence = !inFence;
    return fence || inFence || text.trim() === "" || /^\s*\|/.test(text);
  });
  lines.forEach((text, index) => {
    let first = index;
    let last = index;
    if (!alone[index]) {
      while (first > 0 && !alone[first - 1]) first -= 1;
      while (last < lines.length - 1 && !alone[last + 1]) last += 1;
    }
    const paragraph = lines.slice(first, last + 1).join(" ");
    const offset = lines.slice(first, index).reduce((sum, line) => sum + line.length + 1, 0);
    for (const name of applicable) {
      const match = name.pattern.exec(text);
      if (!match) continue;
      // A table row or a code line is judged whole; prose by the sentence that holds the match.
      const context = alone[index] ? text : sentenceAround(paragraph, offset + match.index);
      if (name.unless?.test(context)) continue;
      found.push({ line: index + 1, name, text: match[0] });
    }
  });
  return found;
}
