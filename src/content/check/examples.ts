// Checks the JSON examples of a page against the API contract, so a
// wrong key or type in an example a reader copies stops the build.
import { visit } from "unist-util-visit";
import type { SchemaValidator } from "./contract";
import { toMdast, type MdastRoot } from "../compile/extract";
import type { ContentError } from "../model/types";

/** A fenced code block of an MDX body; `line` is the fence's first line in the body. */
export type CodeFence = { readonly lang: string; readonly meta: string; readonly value: string; readonly line: number };

/** Every fenced code block of an MDX body, in document order (inside tabs and admonitions too). Throws on bad MDX. */
export function listCodeFences(body: string | MdastRoot): CodeFence[] {
  const fences: CodeFence[] = [];
  visit(
    toMdast(body) as never,
    "code",
    (node: { lang?: string | null; meta?: string | null; value: string; position?: { start: { line: number } } }) => {
      fences.push({
        lang: node.lang ?? "",
        meta: node.meta ?? "",
        value: node.value,
        line: node.position?.start.line ?? 0,
      });
    },
  );
  return fences;
}

/**
 * The schema a fence names in its meta (```json schema=LingoMO title="…"), or null. `schema=none` opts a fence out.
 */
export function readSchemaName(meta: string): string | null {
  return /(?:^|\s)schema=([A-Za-z0-9_]+)(?=\s|$)/.exec(meta)?.[1] ?? null;
}

/** What a fence names to say its JSON is not a contract shape, so the guess below does not apply. */
export const NO_SCHEMA = "none";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const countKeys = (value: unknown, keys: readonly string[]): number =>
  isObject(value) ? keys.filter((key) => key in value).length : 0;
const startsWith = (value: unknown, prefix: string): boolean => typeof value === "string" && value.startsWith(prefix);
/** Every item of an array is an object with at least `least` of `keys` (an empty array passes). */
const itemsHave = (value: unknown, keys: readonly string[], least: number): boolean =>
  Array.isArray(value) && value.every((item) => countKeys(item, keys) >= least);

const LINGO_MO_TRANSPORT_KEYS = ["sbd", "cellular", "imt", "header", "decoded"] as const;
const IDENTITY_KEYS = ["accountId", "thingId", "subscriber", "hardware", "identifier"] as const;
const MESSAGE_RECORD_KEYS = ["thing", "direction", "snippet", "pulseRecord", "size"] as const;
const THING_KEYS = [
  "subscriberSbd",
  "subscriberCellular",
  "subscriberCertus",
  "subscriberBgan",
  "supportsSbd",
  "supportsP6",
  "supportsIot",
  "supportsCeefax",
] as const;
const THING_GROUP_KEYS = ["name", "icon", "account"] as const;
const CHANNEL_KEYS = ["handle", "precision", "unit", "icon"] as const;
const IOT_KEYS = ["topic", "message", "retain", "compressed", "compression", "size"] as const;

/**
 * The contract schema a JSON value looks like, so an example that shows a message shape cannot skip validation by
 * naming no schema. A guess needs keys (or key and value) that together identify the shape: one common key such as
 * `channel`, `status` or `topic` is not enough, so unrelated JSON (destination settings, IAM policies, another
 * system's events) is left alone. Null when nothing identifies a shape.
 */
export function guessSchemaName(value: unknown, ceefaxOperations: ReadonlySet<string>): string | null {
  if (!isObject(value)) return null;
  const keys = Object.keys(value);
  const has = (key: string): boolean => keys.includes(key);
  if (isObject(value.identity)) {
    if (countKeys(value, LINGO_MO_TRANSPORT_KEYS) > 0) return "LingoMO";
    if (["p6", "ies"].some((key) => isObject(value[key]) && "mt" in (value[key] as JsonObject))) return "LingoMT";
    if (has("receivedAt")) return "LingoMO";
    if (["iot", "ceefax", "message"].some(has)) return "LingoMT";
    if (keys.length === 1 && countKeys(value.identity, IDENTITY_KEYS) > 0) return "LingoMTTarget";
    return null;
  }
  if (isObject(value.ceefaxMessages) && Array.isArray(value.ceefaxMessages.message)) return "CeefaxMessage";
  if (has("messageRecords") && itemsHave(value.messageRecords, MESSAGE_RECORD_KEYS, 2)) return "MessageRecords";
  if (has("things") && itemsHave(value.things, THING_KEYS, 2)) return "Things";
  if (has("thingGroup") && itemsHave(value.thingGroup, THING_GROUP_KEYS, 2)) return "ThingGroups";
  if (has("channels") && itemsHave(value.channels, CHANNEL_KEYS, 2)) return "Channels";
  if (countKeys(value.channel, CHANNEL_KEYS) >= 2) return "Channel";
  if (typeof value.status === "boolean" && Array.isArray(value.messages)) return "P6DecodingResponse";
  if (startsWith(value.type, "MT_MESSAGE_")) return "P6MtMessage";
  if (startsWith(value.type, "MO_MESSAGE_")) return "P6MoMessage";
  if (isObject(value.mt) && startsWith(value.mt.type, "MT_MESSAGE_")) return "P6MtMessage";
  if (has("topic") && has("message") && keys.every((key) => (IOT_KEYS as readonly string[]).includes(key)))
    return "IoTMessage";
  if (startsWith(value.status, "DELIVERY_") && ["id", "at", "error", "iridiumMt", "iridiumSbdMt"].some(has))
    return "LingoDelivery";
  if (keys.length === 1 && ceefaxOperations.has(keys[0] ?? "")) return "CeefaxOperation";
  return null;
}

export type ExampleCheck = { readonly errors: ContentError[]; readonly validated: number };

/** The Device Manager operation names the contract lists (for guessing a bare operation example). */
export function readCeefaxOperations(contract: {
  components: { schemas: Readonly<Record<string, unknown>> };
}): ReadonlySet<string> {
  const schema = contract.components.schemas.CeefaxOperation as { properties?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.properties ?? {}));
}

/** A JSON argument of `p6.jar --encode` (a placeholder such as '<json>' is usage text, not an example). */
const ENCODE_ARGUMENT = /--encode\s+'(\s*[[{][^']*)'/g;

/**
 * Checks one page: every ```json fence parses; a fence naming a schema conforms to it; a fence that looks like a
 * contract shape names it (or opts out with schema=none); every `p6.jar --encode '…'` argument is a bare P6 message
 * (no `mt`/`mo` wrapper). Errors name the file, the line in the file and the failing JSON path.
 */
/** Whether a fence holds something to check against the contract: a JSON example or a p6.jar --encode argument. */
const SHELL_LANGUAGES = ["bash", "sh", "shell", "console"];

/** Whether a fence holds something to check against the contract: a JSON example or a p6.jar --encode argument. */
export function needsContract(fence: CodeFence): boolean {
  return fence.lang === "json" || (SHELL_LANGUAGES.includes(fence.lang) && fence.value.search(ENCODE_ARGUMENT) >= 0);
}

export function checkJsonExamples(
  page: { readonly file: string; readonly lineOffset: number },
  fences: readonly CodeFence[],
  validator: SchemaValidator,
  ceefaxOperations: ReadonlySet<string>,
): ExampleCheck {
  const errors: ContentError[] = [];
  let validated = 0;
  const fail = (line: number, message: string): void => {
    errors.push({ file: page.file, message: `${message} (line ${line + page.lineOffset})` });
  };
  const validate = (schemaName: string, value: unknown, line: number, what: string): void => {
    validated += 1;
    for (const problem of validator.validate(schemaName, value))
      fail(line, `${what} does not match ${schemaName} at ${problem.path || "/"}: ${problem.message}`);
  };

  for (const fence of fences) {
    if (fence.lang === "json") {
      let value: unknown;
      try {
        value = JSON.parse(fence.value);
      } catch (error) {
        fail(
          fence.line,
          `JSON example is not valid JSON (${(error as Error).message}); use another language for a fragment`,
        );
        continue;
      }
      const named = readSchemaName(fence.meta);
      if (named === NO_SCHEMA) continue;
      if (named === null) {
        const guessed = guessSchemaName(value, ceefaxOperations);
        if (guessed && validator.schemaNames.has(guessed)) {
          fail(
            fence.line,
            `JSON example looks like a ${guessed} but names no schema: add schema=${guessed} to the fence ` +
              `to check it against the contract, or schema=${NO_SCHEMA} if it is not a ${guessed}`,
          );
        }
        continue;
      }
      if (!validator.schemaNames.has(named)) {
        fail(fence.line, `JSON example names schema "${named}", which static/openapi.json does not define`);
        continue;
      }
      validate(named, value, fence.line, "JSON example");
    } else if (SHELL_LANGUAGES.includes(fence.lang)) {
      for (const match of fence.value.matchAll(ENCODE_ARGUMENT)) {
        const line = fence.line + fence.value.slice(0, match.index).split("\n").length;
        let value: unknown;
        try {
          value = JSON.parse(match[1] ?? "");
        } catch (error) {
          fail(line, `--encode argument is not valid JSON (${(error as Error).message})`);
          continue;
        }
        // The command holding the argument: back to the first line
        // that does not continue a previous one with a backslash.
        const lines = fence.value.slice(0, match.index).split("\n");
        let start = lines.length - 1;
        while (start > 0 && (lines[start - 1] ?? "").trimEnd().endsWith("\\")) start -= 1;
        const direction = /--direction\s+(MO|MT)/.exec(lines.slice(start).join("\n"))?.[1] ?? "MO";
        validate(direction === "MT" ? "P6MtMessage" : "P6MoMessage", value, line, `--encode argument (${direction})`);
      }
    }
  }
  return { errors, validated };
}
