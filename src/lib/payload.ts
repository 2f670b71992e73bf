// Turns what a reader types or pastes into MT payload bytes, checks them against the SBD and IMT limits and writes the
// send request, all in the browser: the payload encoder's logic, kept free of React so it is tested on its own.
import { TOKEN_PLACEHOLDER } from "./placeholders";

/** What the reader's input is: text (sent as its UTF-8 bytes), hexadecimal or Base64. */
export type PayloadInputFormat = "text" | "hex" | "base64";

/** The two raw MT message types: SBD takes hex in `message`, IMT takes Base64. */
export type PayloadChannel = "sbd" | "imt";

/** Where the first bad character is (1-based, counted in the text as typed) and what is wrong. */
export type PayloadInputError = { readonly position: number; readonly message: string };

export type DecodedPayload =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly error: PayloadInputError };

/** The host of the Cloudloop Data API (the contract's server). */
export const API_BASE_URL = "https://api.cloudloop.com";

/** The contract's example Thing id, shown until the reader gives their own. */
export const EXAMPLE_THING_ID = "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU";

/**
 * Payload limits in bytes. SBD: 270 bytes. IMT: the published "100 kilobytes", read as 100 × 1,024 bytes as the API
 * contract does (its Base64 length limit, 136,536 characters, is that many bytes); `imtDecimalBytes` is the stricter
 * 100 × 1,000 reading, under which a payload is safe either way.
 */
export const PAYLOAD_LIMITS = { sbdBytes: 270, imtBytes: 100 * 1024, imtDecimalBytes: 100 * 1000 } as const;

const CHANNELS: Readonly<
  Record<PayloadChannel, { readonly endpoint: string; readonly limit: number; readonly name: string }>
> = {
  sbd: { endpoint: "Data/DoSendSbdMessage", limit: PAYLOAD_LIMITS.sbdBytes, name: "SBD" },
  imt: { endpoint: "Data/DoSendImtMessage", limit: PAYLOAD_LIMITS.imtBytes, name: "IMT" },
};

const HEX_DIGIT = /^[0-9A-Fa-f]$/;
const BASE64_CHARACTER = /^[A-Za-z0-9+/]$/;
const SPACE = /^\s$/;

/** The answer for input that goes wrong at `position`. */
function inputError(position: number, message: string): DecodedPayload {
  return { ok: false, error: { position, message } };
}

/** A character for a message: printable as it is, otherwise its code point. */
function show(character: string): string {
  return /^[\x21-\x7e]$/.test(character)
    ? `"${character}"`
    : `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Hexadecimal digits to bytes; spaces and line breaks between digits are ignored, lower case is accepted. */
export function decodeHex(input: string): DecodedPayload {
  const digits: string[] = [];
  let lastDigitPosition = 0;
  let position = 0;
  for (const character of input) {
    position += 1;
    if (SPACE.test(character)) continue;
    if (!HEX_DIGIT.test(character)) {
      const hint = /^[xX]$/.test(character) ? " Leave out a 0x prefix." : " Hex uses only 0–9 and A–F.";
      return inputError(position, `Character ${position} (${show(character)}) is not a hexadecimal digit.${hint}`);
    }
    digits.push(character);
    lastDigitPosition = position;
  }
  if (digits.length % 2 === 1) {
    return inputError(
      lastDigitPosition,
      `Hex needs two digits per byte: the last digit (character ${lastDigitPosition}) has no partner.`,
    );
  }
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(`${digits[index * 2]}${digits[index * 2 + 1]}`, 16);
  return { ok: true, bytes };
}

/** Standard Base64 (RFC 4648) to bytes; spaces and line breaks are ignored, the final padding may be left out. */
export function decodeBase64(input: string): DecodedPayload {
  let data = "";
  let padding = 0;
  let firstPaddingPosition = 0;
  let lastPosition = 0;
  let position = 0;
  for (const character of input) {
    position += 1;
    if (SPACE.test(character)) continue;
    if (character === "=") {
      if (padding === 0) firstPaddingPosition = position;
      padding += 1;
      if (padding > 2) return inputError(position, `Character ${position} is a third "=": Base64 ends in at most two.`);
      continue;
    }
    if (padding > 0) {
      return inputError(
        position,
        `Character ${position} (${show(character)}) comes after the "=" padding, which may only end the text.`,
      );
    }
    if (!BASE64_CHARACTER.test(character)) {
      const hint =
        character === "-" || character === "_"
          ? ` That is Base64url; use "+" and "/" instead of "-" and "_".`
          : " Base64 uses A–Z, a–z, 0–9, + and /.";
      return inputError(position, `Character ${position} (${show(character)}) is not Base64.${hint}`);
    }
    data += character;
    lastPosition = position;
  }
  if (data.length % 4 === 1) {
    return inputError(
      lastPosition,
      `The Base64 text stops in the middle of a byte: ` +
        `character ${lastPosition} is one too many or a character is missing.`,
    );
  }
  if (padding > 0 && (data.length + padding) % 4 !== 0) {
    return inputError(
      firstPaddingPosition,
      `The "=" padding at character ${firstPaddingPosition} does not fit the length of the text.`,
    );
  }
  const binary = atob(data.padEnd(Math.ceil(data.length / 4) * 4, "="));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { ok: true, bytes };
}

/** The bytes of what the reader entered, or where the input first goes wrong. */
export function decodePayloadInput(input: string, format: PayloadInputFormat): DecodedPayload {
  if (format === "hex") return decodeHex(input);
  if (format === "base64") return decodeBase64(input);
  return { ok: true, bytes: new TextEncoder().encode(input) };
}

/** Bytes as lower-case hexadecimal, as the published SBD `message` examples write it (the API takes either case). */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** Bytes as standard Base64 with padding, the form IMT's `message` takes. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: a 100 KB payload spread into one call would overflow the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The bytes written in another input format, or null when they are not UTF-8 text and cannot be shown as text. */
export function representPayload(bytes: Uint8Array, format: PayloadInputFormat): string | null {
  if (format === "hex") return toHex(bytes);
  if (format === "base64") return toBase64(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export type LimitCheck = {
  readonly channel: PayloadChannel;
  readonly byteCount: number;
  readonly limit: number;
  /** Bytes over the limit; 0 when the payload fits. */
  readonly over: number;
};

/** How a payload's size compares with the limit of a message type. */
export function checkPayloadLimit(byteCount: number, channel: PayloadChannel): LimitCheck {
  const { limit } = CHANNELS[channel];
  return { channel, byteCount, limit, over: Math.max(0, byteCount - limit) };
}

/** The name and endpoint of a message type. */
export function describeChannel(channel: PayloadChannel): { readonly name: string; readonly endpoint: string } {
  const { name, endpoint } = CHANNELS[channel];
  return { name, endpoint };
}

/**
 * The curl request that sends the payload to one Thing: hex for SBD, Base64 (URL-encoded) for IMT. It names the token
 * placeholder and the example Thing id like every sample, so the code block fills in the reader's own values (and
 * masks the token on screen) exactly as it does for the page's other samples.
 */
export function buildSendRequest(bytes: Uint8Array, channel: PayloadChannel): string {
  const message = channel === "sbd" ? toHex(bytes) : encodeURIComponent(toBase64(bytes));
  return (
    `curl "${API_BASE_URL}/${CHANNELS[channel].endpoint}?token=${TOKEN_PLACEHOLDER}` +
    `&thing=${EXAMPLE_THING_ID}&message=${message}"`
  );
}
