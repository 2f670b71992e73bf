import path from "path";
import { createSchemaValidator, readContract } from "./contract";
import {
  checkJsonExamples,
  needsContract,
  guessSchemaName,
  listCodeFences,
  readCeefaxOperations,
  readSchemaName,
} from "./examples";

const contract = readContract(path.join(__dirname, "..", "..", "..", "static", "openapi.json"));
const validator = createSchemaValidator(contract);
const operations = readCeefaxOperations(contract);
const check = (body: string) =>
  checkJsonExamples({ file: "docs/page.mdx", lineOffset: 4 }, listCodeFences(body), validator, operations);

describe("listCodeFences and readSchemaName", () => {
  it("finds fences inside tabs with their meta and line", () => {
    const body = [
      "# T",
      "",
      "<Tabs>",
      '<TabItem value="a" label="A">',
      "",
      '```json schema=IoTMessage title="x"',
      "{}",
      "```",
      "",
      "</TabItem>",
      "</Tabs>",
    ].join("\n");
    expect(listCodeFences(body)).toEqual([{ lang: "json", meta: 'schema=IoTMessage title="x"', value: "{}", line: 6 }]);
    expect(readSchemaName('title="a" schema=LingoMO')).toBe("LingoMO");
    expect(readSchemaName('title="schema=LingoMO"')).toBeNull();
  });
});

describe("checkJsonExamples", () => {
  it("counts a conforming example and reports a wrong key with file, line in the file and JSON path", () => {
    const ok = check('```json schema=P6MtMessage\n{"type":"MT_MESSAGE_TEXT","textMessage":{"message":"Hi"}}\n```');
    expect(ok).toEqual({ errors: [], validated: 1 });
    const bad = check(
      'Text\n\n```json schema=P6MtMessage\n{"type":"MT_MESSAGE_TEXT","textMesage":{"message":"Hi"}}\n```',
    );
    expect(bad.errors).toEqual([
      {
        file: "docs/page.mdx",
        message: 'JSON example does not match P6MtMessage at /: unknown key "textMesage" (line 7)',
      },
    ]);
  });

  it("rejects invalid JSON, unknown schema names and message shapes that name no schema", () => {
    expect(check('```json\n{ "a": 1, }\n```').errors[0]?.message).toMatch(/^JSON example is not valid JSON/);
    expect(check("```json schema=Nope\n{}\n```").errors[0]?.message).toBe(
      'JSON example names schema "Nope", which static/openapi.json does not define (line 5)',
    );
    expect(check('```json\n{"ceefaxMessages":{"message":[]}}\n```').errors).toEqual([
      {
        file: "docs/page.mdx",
        message:
          "JSON example looks like a CeefaxMessage but names no schema: add schema=CeefaxMessage to the fence " +
          "to check it against the contract, or schema=none if it is not a CeefaxMessage (line 5)",
      },
    ]);
    expect(check('```json\n{"Version":"2012-10-17"}\n```')).toEqual({ errors: [], validated: 0 });
  });

  it("lets a fence opt out with schema=none, and still requires valid JSON there", () => {
    const channel = '{"channel":{"handle":null,"unit":null,"precision":2}}';
    expect(check("```json\n" + channel + "\n```").errors).toHaveLength(1);
    expect(check("```json schema=none\n" + channel + "\n```")).toEqual({ errors: [], validated: 0 });
    expect(
      check(
        '```json schema=none title="Event"\n' +
          '{"id":"1","type":"reading","channel":"temperature","timestamp":1,"attributes":{}}\n```',
      ),
    ).toEqual({ errors: [], validated: 0 });
    expect(check('```json schema=none\n{ "a": 1, }\n```').errors[0]?.message).toMatch(
      /^JSON example is not valid JSON/,
    );
  });

  it("leaves an unrelated example with a common key alone", () => {
    const event =
      '{"id":"evt-1","type":"reading","channel":"temperature",' +
      '"timestamp":"2024-05-01T10:00:00Z","attributes":{"unit":"C"}}';
    expect(check("```json\n" + event + "\n```")).toEqual({ errors: [], validated: 0 });
  });

  it("checks p6.jar --encode arguments by direction, across continued lines", () => {
    const mt = '```bash\njava -jar p6.jar --direction MT \\\n  --encode \'{"mt":{"type":"MT_MESSAGE_TEXT"}}\'\n```';
    const result = check(mt);
    expect(result.validated).toBe(1);
    expect(result.errors.map((error) => error.message)).toContain(
      '--encode argument (MT) does not match P6MtMessage at /: unknown key "mt" (line 7)',
    );
    expect(
      check(
        "```bash\njava -jar p6.jar --direction MT " +
          '--encode \'{"type":"MT_MESSAGE_TEXT","textMessage":{"message":"Hi"}}\'\n```',
      ),
    ).toEqual({ errors: [], validated: 1 });
    expect(check("```bash\njava -jar p6.jar --encode '<json>'\n```")).toEqual({ errors: [], validated: 0 });
  });
});

describe("guessSchemaName", () => {
  it("recognises the message shapes by their keys", () => {
    expect(guessSchemaName({ identity: {}, header: {} }, operations)).toBe("LingoMO");
    expect(guessSchemaName({ identity: {}, p6: { mt: {} } }, operations)).toBe("LingoMT");
    expect(guessSchemaName({ rebootRequest: {} }, operations)).toBe("CeefaxOperation");
    expect(guessSchemaName({ mt: { type: "MT_MESSAGE_TEXT" } }, operations)).toBe("P6MtMessage");
    expect(guessSchemaName({ status: "DELIVERY_SENT", id: "x" }, operations)).toBe("LingoDelivery");
    expect(guessSchemaName([1, 2], operations)).toBeNull();
  });

  it("guesses only from keys that together identify a shape", () => {
    expect(
      guessSchemaName(
        { id: "evt-1", type: "reading", channel: "temperature", timestamp: 1, attributes: {} },
        operations,
      ),
    ).toBeNull();
    expect(guessSchemaName({ channel: { name: "Pump", id: "x" } }, operations)).toBeNull();
    expect(guessSchemaName({ channel: { handle: null, unit: null, precision: 2 } }, operations)).toBe("Channel");
    expect(guessSchemaName({ channels: [{ name: "a" }] }, operations)).toBeNull();
    expect(guessSchemaName({ channels: [{ handle: null, precision: 0 }] }, operations)).toBe("Channels");
    expect(guessSchemaName({ things: [{ id: "x" }] }, operations)).toBeNull();
    expect(guessSchemaName({ things: [{ supportsSbd: true, subscriberSbd: null }] }, operations)).toBe("Things");
    expect(guessSchemaName({ messageRecords: [] }, operations)).toBe("MessageRecords");
    expect(guessSchemaName({ topic: "a/b", message: "SGk=", qos: 1 }, operations)).toBeNull();
    expect(guessSchemaName({ topic: "a/b", message: "SGk=" }, operations)).toBe("IoTMessage");
    expect(guessSchemaName({ status: "ok", messages: [] }, operations)).toBeNull();
    expect(guessSchemaName({ status: "DELIVERY_SENT" }, operations)).toBeNull();
    expect(guessSchemaName({ identity: { thingId: "x" } }, operations)).toBe("LingoMTTarget");
    expect(guessSchemaName({ identity: { thingId: "x" }, receivedAt: {}, p6: { status: true } }, operations)).toBe(
      "LingoMO",
    );
  });
});

describe("needsContract", () => {
  it("picks the fences the contract checks: JSON examples and p6.jar --encode arguments", () => {
    const [json, encode, plainShell, python] = listCodeFences(
      [
        "```json",
        "{}",
        "```",
        "```bash",
        "java -jar p6.jar --encode '{\"a\":1}'",
        "```",
        "```bash",
        "curl https://example.com",
        "```",
        "```python",
        "print(1)",
        "```",
      ].join("\n"),
    );
    expect([json, encode, plainShell, python].map((fence) => fence !== undefined && needsContract(fence))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
