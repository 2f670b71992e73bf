/** @jest-environment node */
import fs from "fs";
import path from "path";
import { describeOperation, inferredNotes, resolveRefs } from "./api-operation";

const contract = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../static/openapi.json"), "utf8"));

describe("describeOperation", () => {
  it("gives an operation's method, path, parameters with resolved schemas, inferred notes and a curl example", () => {
    const operation = describeOperation(contract, "Data/DoSendSbdMessage");
    expect(operation).toMatchObject({ name: "Data/DoSendSbdMessage", method: "GET", path: "/Data/DoSendSbdMessage" });
    expect(operation.parameters.map((parameter) => parameter.name)).toEqual(["token", "thing", "message"]);
    const thing = operation.parameters.find((parameter) => parameter.name === "thing");
    expect(thing?.schema).toMatchObject({ type: "string", pattern: "^[A-Za-z0-9]{31,32}$" });
    expect(operation.inferred.map((note) => note.at)).toEqual(["method", "responses.200"]);
    expect(operation.inferred[1]?.note).toMatch(/not published/);
    expect(operation.example).toBe(
      'curl "https://api.cloudloop.com/Data/DoSendSbdMessage?token=YOUR_API_TOKEN' +
        '&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU&message=48656c6c6f20576f726c64"',
    );
  });

  it("notes inferred parameters and schemas by name, and leaves optional ones without example out of the call", () => {
    const operation = describeOperation(contract, "/data/dosendimtmessage");
    expect(operation.name).toBe("Data/DoSendImtMessage");
    expect(operation.inferred.map((note) => note.at)).toEqual(
      expect.arrayContaining(["operation.parameters.topic", "operation.parameters.message.schema", "responses.200"]),
    );
    expect(operation.example).not.toContain("topic=");
  });

  it("answers an unknown name with the closest known ones", () => {
    expect(() => describeOperation(contract, "Data/DoSendSbdMesage")).toThrow(
      /^No API operation Data\/DoSendSbdMesage\. The closest: Data\/DoSendSbdMessage, /,
    );
  });

  it("refuses a file that is not an OpenAPI contract", () => {
    expect(() => describeOperation({ openapi: "3.1.0" }, "Data/GetThings")).toThrow("not an OpenAPI contract");
  });
});

describe("resolveRefs", () => {
  it("replaces references, and leaves a reference inside itself as it is", () => {
    const tree = {
      components: {
        schemas: { Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" } } } },
      },
    };
    expect(resolveRefs({ $ref: "#/components/schemas/Node" }, tree)).toEqual({
      type: "object",
      properties: { next: { $ref: "#/components/schemas/Node" } },
    });
  });
});

describe("inferredNotes", () => {
  it("lists each part marked x-inferred with its description, or says it is inferred", () => {
    expect(
      inferredNotes({ a: { "x-inferred": true, description: "Guessed." }, b: [{ "x-inferred": true }] }, "op"),
    ).toEqual([
      { at: "op.a", note: "Guessed." },
      { at: "op.b.0", note: "Inferred, not published." },
    ]);
  });
});
