import path from "path";
import { checkQuery, createSchemaValidator, listOperations, readContract, toSchemaName } from "./contract";

const contract = readContract(path.join(__dirname, "..", "..", "..", "static", "openapi.json"));
const validator = createSchemaValidator(contract);
const operation = (route: string) => {
  const found = listOperations(contract).find((candidate) => candidate.path === route);
  if (!found) throw new Error(`no ${route}`);
  return found;
};

describe("createSchemaValidator", () => {
  it("accepts the published P6 parameter and names the wrapper key when it is there", () => {
    expect(validator.validate("P6MtMessage", { type: "MT_MESSAGE_TEXT", textMessage: { message: "Hello" } })).toEqual(
      [],
    );
    const problems = validator.validate("P6MtMessage", {
      mt: { encrypted: false, type: "MT_MESSAGE_TEXT", textMessage: { message: "Hello" } },
    });
    expect(problems).toContainEqual({ path: "", message: 'unknown key "mt"' });
  });

  it("rejects a LingoMO with a header key and points at the key", () => {
    const lingo = {
      id: "0b6f7c2e-3a1d-4e5f-9a8b-7c6d5e4f3a2b",
      identity: { thingId: "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU" },
      header: { imei: "300234010753370" },
      message: "SGk=",
    };
    expect(validator.validate("LingoMO", lingo).map((problem) => problem.message)).toContain('unknown key "header"');
    const { header, ...rest } = lingo;
    expect(validator.validate("LingoMO", { ...rest, sbd: header })).toEqual([]);
  });

  it("wants string Ceefax ids and suffixed operation names", () => {
    expect(
      validator.validate("CeefaxMessage", { ceefaxMessages: { message: [{ id: "1", rebootRequest: {} }] } }),
    ).toEqual([]);
    expect(
      validator.validate("CeefaxMessage", { ceefaxMessages: { message: [{ id: 1, rebootRequest: {} }] } }),
    ).toContainEqual({ path: "/ceefaxMessages/message/0/id", message: "must be string" });
    expect(validator.validate("CeefaxMessage", { ceefaxMessages: { message: [{ id: "1", reboot: {} }] } })).toEqual([
      { path: "/ceefaxMessages/message/0", message: 'key "reboot" is not allowed' },
    ]);
    expect(
      validator.validate("CeefaxMessage", {
        ceefaxMessages: { message: [{ id: "1", rebootRequest: {}, pingRequest: {} }] },
      }),
    ).not.toEqual([]);
    expect(
      validator.validate("CeefaxOperation", {
        connectionState: { state: "CONNECTED", Transport: "IRIDIUM", wgUp: true },
      }),
    ).toEqual([]);
    expect(
      validator.validate("CeefaxOperation", { connectionState: { state: "CONNECTED", transport: "IRIDIUM" } }),
    ).not.toEqual([]);
  });

  it("accepts a suffixed operation past the stored part of the published list, as an object", () => {
    expect(validator.validate("CeefaxOperation", { fileTransferStatusRequest: {} })).toEqual([]);
    expect(
      validator.validate("CeefaxMessage", {
        ceefaxMessages: { message: [{ id: "2", status: true, fileTransferStatusResponse: {} }] },
      }),
    ).toEqual([]);
    expect(validator.validate("CeefaxOperation", { fileTransferStatusRequest: "x" })).not.toEqual([]);
  });

  it("throws for a schema the contract does not define", () => {
    expect(() => validator.validate("Nope", {})).toThrow('The contract has no schema "Nope"');
  });
});

describe("listOperations and checkQuery", () => {
  it("lists the token, path parameters and JSON parameters with their schema", () => {
    expect(operation("/Data/DoSendP6Message").query).toEqual([
      { name: "token", required: true },
      { name: "thing", required: true },
      { name: "p6", required: true, jsonSchema: "P6MtMessage" },
    ]);
    expect(operation("/Data/GetMessageRecordsForThingLongPoll").inferred).toBe(true);
    expect(operation("/Data/DoSendSbdMessage").inferred).toBe(false);
  });

  it("reports unknown names, missing required parameters and JSON that breaks its schema", () => {
    const send = operation("/Data/DoSendP6Message");
    const good = new URLSearchParams({
      token: "x",
      thing: "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU",
      p6: '{"type":"MT_MESSAGE_TEXT","textMessage":{"message":"Hi"}}',
    });
    expect(checkQuery(send, good, validator)).toEqual([]);
    const bad = new URLSearchParams({ token: "x", thingg: "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU", p6: '{"mt":{}}' });
    expect(checkQuery(send, bad, validator)).toEqual([
      'unknown parameter "thingg" (/Data/DoSendP6Message takes token, thing, p6)',
      'missing required parameter "thing"',
      "parameter \"p6\" breaks P6MtMessage at /: must have required property 'type'",
      'parameter "p6" breaks P6MtMessage at /: unknown key "mt"',
    ]);
    expect(
      checkQuery(
        send,
        new URLSearchParams({ token: "x", thing: "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU", p6: "{" }),
        validator,
      )[0],
    ).toMatch(/^parameter "p6" is not valid JSON/);
  });
});

describe("toSchemaName", () => {
  it("reads component references only", () => {
    expect(toSchemaName("#/components/schemas/LingoMO")).toBe("LingoMO");
    expect(toSchemaName("other.json#/x")).toBeUndefined();
    expect(toSchemaName(undefined)).toBeUndefined();
  });
});
