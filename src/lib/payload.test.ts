/** @jest-environment node */
import fs from "fs";
import path from "path";
import { fillCode } from "./placeholders";
import {
  API_BASE_URL,
  buildSendRequest,
  checkPayloadLimit,
  decodeBase64,
  decodeHex,
  decodePayloadInput,
  describeChannel,
  EXAMPLE_THING_ID,
  PAYLOAD_LIMITS,
  representPayload,
  toBase64,
  toHex,
} from "./payload";

type Parameter = {
  name: string;
  required?: boolean;
  schema: { pattern?: string; maxLength?: number; allOf?: Array<{ $ref: string }> };
};
type Contract = {
  servers: Array<{ url: string }>;
  paths: Record<string, { get: { parameters: Parameter[] } }>;
  components: { schemas: Record<string, { pattern?: string; examples?: string[] }> };
};
const contract = JSON.parse(fs.readFileSync(path.join(__dirname, "../../static/openapi.json"), "utf8")) as Contract;
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("decoding what the reader enters", () => {
  it("takes text as its UTF-8 bytes", () => {
    const decoded = decodePayloadInput("Hello from base", "text");
    expect(decoded.ok && toHex(decoded.bytes)).toBe("48656c6c6f2066726f6d2062617365");
    const accented = decodePayloadInput("Ventil zu — ö", "text");
    expect(accented.ok && accented.bytes.length).toBe(16);
  });

  it("reads hex in either case, with spaces and line breaks between bytes", () => {
    const decoded = decodeHex("48 65 6c\n6C 6f");
    expect(decoded.ok && toHex(decoded.bytes)).toBe("48656c6c6f");
    expect(decodeHex("").ok).toBe(true);
  });

  it.each([
    ["48 6G 6C", 5, 'Character 5 ("G") is not a hexadecimal digit. Hex uses only 0–9 and A–F.'],
    ["0x48", 2, 'Character 2 ("x") is not a hexadecimal digit. Leave out a 0x prefix.'],
    ["48 6", 4, "Hex needs two digits per byte: the last digit (character 4) has no partner."],
    // Positions count characters, not UTF-16 units: an emoji before the bad character counts once.
    ["😀", 1, expect.stringContaining("U+1F600")],
  ])("reports the first bad hex character of %j with its position, counted as typed", (input, position, message) => {
    expect(decodeHex(input)).toEqual({ ok: false, error: { position, message } });
  });

  it("reads Base64 with or without padding and across line breaks", () => {
    const padded = decodeBase64("VmFsdmUgMiBvcGVu");
    expect(padded.ok && new TextDecoder().decode(padded.bytes)).toBe("Valve 2 open");
    const unpadded = decodeBase64("SGk");
    expect(unpadded.ok && toHex(unpadded.bytes)).toBe("4869");
    const wrapped = decodeBase64("SGVs\nbG8=");
    expect(wrapped.ok && new TextDecoder().decode(wrapped.bytes)).toBe("Hello");
    expect(decodeBase64("SGV=")).toEqual({ ok: true, bytes: new Uint8Array([0x48, 0x65]) });
  });

  it.each([
    ["SGVs*G8=", 5, 'Character 5 ("*") is not Base64. Base64 uses A–Z, a–z, 0–9, + and /.'],
    ["ab-_", 3, expect.stringContaining("Base64url")],
    ["SG=k", 4, expect.stringContaining("after the")],
    ["SGVsb===", 8, expect.any(String)],
    ["SGVsb", 5, expect.stringContaining("middle of a byte")],
    ["SG==x", 5, expect.any(String)],
    ["SGVsbA=", 7, expect.stringContaining("padding")],
  ])("reports the first bad Base64 character of %j with its position and what to do", (input, position, message) => {
    expect(decodeBase64(input)).toEqual({ ok: false, error: { position, message } });
  });
});

describe("encoding bytes", () => {
  it("writes lower-case hex and padded Base64 that round-trip", () => {
    const bytes = new Uint8Array([0, 1, 0xab, 0xff, 0x10]);
    expect(toHex(bytes)).toBe("0001abff10");
    expect(toBase64(bytes)).toBe("AAGr/xA=");
    const back = decodeBase64(toBase64(bytes));
    expect(back.ok && toHex(back.bytes)).toBe("0001abff10");
  });

  it("encodes a payload at the IMT limit without overflowing", () => {
    const bytes = new Uint8Array(PAYLOAD_LIMITS.imtBytes).map((_, index) => index % 256);
    const base64 = toBase64(bytes);
    expect(base64).toHaveLength(136_536);
    const back = decodeBase64(base64);
    expect(back.ok && back.bytes.length).toBe(PAYLOAD_LIMITS.imtBytes);
  });
});

describe("switching the input format", () => {
  it("writes the same bytes as hex, Base64 or text, and refuses bytes that are not UTF-8 text", () => {
    const bytes = bytesOf("Valve 2 open");
    expect(representPayload(bytes, "hex")).toBe("56616c76652032206f70656e");
    expect(representPayload(bytes, "base64")).toBe("VmFsdmUgMiBvcGVu");
    expect(representPayload(bytes, "text")).toBe("Valve 2 open");
    expect(representPayload(new Uint8Array([0xff, 0xfe]), "text")).toBeNull();
  });
});

describe("limits", () => {
  it("match the contract: 270 bytes (540 hex digits) for SBD, 100 × 1,024 bytes (136,536 in Base64) for IMT", () => {
    const sbd = contract.paths["/Data/DoSendSbdMessage"]?.get.parameters.find(
      (parameter) => parameter.name === "message",
    );
    expect(sbd?.schema.maxLength).toBe(PAYLOAD_LIMITS.sbdBytes * 2);
    expect(sbd?.schema.pattern).toContain(`{1,${PAYLOAD_LIMITS.sbdBytes}}`);
    const imt = contract.paths["/Data/DoSendImtMessage"]?.get.parameters.find(
      (parameter) => parameter.name === "message",
    );
    expect(imt?.schema.maxLength).toBe(Math.ceil(PAYLOAD_LIMITS.imtBytes / 3) * 4);
    expect(PAYLOAD_LIMITS.imtDecimalBytes).toBe(100_000);
  });

  it("say how far a payload is over", () => {
    expect(checkPayloadLimit(270, "sbd")).toEqual({ channel: "sbd", byteCount: 270, limit: 270, over: 0 });
    expect(checkPayloadLimit(271, "sbd")).toEqual({ channel: "sbd", byteCount: 271, limit: 270, over: 1 });
    expect(checkPayloadLimit(102_400, "imt").over).toBe(0);
    expect(checkPayloadLimit(102_401, "imt").over).toBe(1);
    expect(describeChannel("imt")).toEqual({ name: "IMT", endpoint: "Data/DoSendImtMessage" });
  });
});

describe("the send request", () => {
  const parse = (request: string) => {
    const url = /^curl "([^"]+)"$/.exec(request)?.[1];
    if (!url) throw new Error(`not a one-line curl request: ${request}`);
    return new URL(url);
  };

  it.each([
    ["sbd", "/Data/DoSendSbdMessage"],
    ["imt", "/Data/DoSendImtMessage"],
  ] as const)(
    "for %s calls %s with exactly the contract's required parameter names and a message of its shape",
    (channel, route) => {
      const url = parse(buildSendRequest(bytesOf("Valve 2 open?+/"), channel));
      expect(url.origin).toBe(contract.servers[0]?.url);
      expect(`${url.origin}`).toBe(API_BASE_URL);
      expect(url.pathname).toBe(route);
      const parameters = contract.paths[route]?.get.parameters ?? [];
      const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
      expect([...url.searchParams.keys()]).toEqual(["token", ...required]);
      const message = url.searchParams.get("message") ?? "";
      const schema = parameters.find((parameter) => parameter.name === "message")?.schema;
      const pattern = schema?.pattern ?? contract.components.schemas.Base64?.pattern ?? "";
      expect(message).toMatch(new RegExp(pattern));
      expect(url.searchParams.get("thing")).toMatch(new RegExp(contract.components.schemas.Id?.pattern ?? ""));
    },
  );

  it("sends hex to SBD and URL-encoded Base64 to IMT, with the sample placeholders the code block fills", () => {
    expect(buildSendRequest(bytesOf("Hello from base"), "sbd")).toBe(
      `curl "https://api.cloudloop.com/Data/DoSendSbdMessage?token=YOUR_API_TOKEN&thing=${EXAMPLE_THING_ID}` +
        `&message=48656c6c6f2066726f6d2062617365"`,
    );
    const imt = buildSendRequest(new Uint8Array([0xfb, 0xff]), "imt");
    expect(imt).toContain("&message=%2B%2F8%3D");
    expect(parse(imt).searchParams.get("message")).toBe("+/8=");
    expect(contract.components.schemas.Id?.examples).toContain(EXAMPLE_THING_ID);
    const filled = fillCode(imt, "bash", {
      token: "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
      thing: "ReaderThingId0000000000000000001",
      thingGroup: "",
    });
    expect(parse(filled).searchParams.get("token")).toBe("0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b");
    expect(parse(filled).searchParams.get("thing")).toBe("ReaderThingId0000000000000000001");
  });
});
