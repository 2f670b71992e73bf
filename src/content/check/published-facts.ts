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
 * A name that the published docs do not use (their examples use others), which no page may show. `unless`
 * lets a line name one to say it is not published.
 */
export type RetiredName = {
  readonly pattern: RegExp;
  readonly files?: RegExp;
  readonly unless?: RegExp;
  readonly instead: string;
};

const SAYS_UNPUBLISHED = /\bno (?:stored )?published page\b|\bnot (?:a )?published\b|\bnever published\b/i;

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
    unless: SAYS_UNPUBLISHED,
    instead: "every published MQTT page names Data/DoGenerateMqttCertificate",
  },
  {
    pattern: /\bMT_MESSAGE_RTU\b|`rtu`|"rtu"\s*:/,
    unless: SAYS_UNPUBLISHED,
    instead:
      "no published page names MT_MESSAGE_RTU: the published P6 MT type is MT_MESSAGE_SENSE_SWITCH (senseSwitch)",
  },
];

/** Each line of `body` that shows a retired name. */
export function findRetiredNames(
  file: string,
  body: string,
  names = RETIRED_NAMES,
): Array<{ line: number; name: RetiredName; text: string }> {
  const found: Array<{ line: number; name: RetiredName; text: string }> = [];
  const applicable = names.filter((name) => !name.files || name.files.test(file));
  body.split("\n").forEach((text, index) => {
    for (const name of applicable) {
      if (name.unless?.test(text)) continue;
      const match = name.pattern.exec(text);
      if (match) found.push({ line: index + 1, name, text: match[0] });
    }
  });
  return found;
}
