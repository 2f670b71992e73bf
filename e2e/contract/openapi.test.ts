// The contract itself: a valid OpenAPI 3.1 document (checked by swagger-parser), whose own examples match its schemas.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createSchemaValidator, readContract, toSchemaName } from "../../src/content/check/contract";
import { CONTRACT_PATH } from "../lib/mock-api";

type Media = { schema?: { $ref?: string }; example?: unknown };

describe("static/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const api = (await SwaggerParser.validate(CONTRACT_PATH)) as { openapi: string; paths: Record<string, unknown> };
    assert.equal(api.openapi, "3.1.0");
    console.log(`OpenAPI lint: ${Object.keys(api.paths).length} paths valid`);
  });

  it("has examples that match their schemas, and marks what is inferred with a reason", () => {
    const contract = readContract(CONTRACT_PATH);
    const validator = createSchemaValidator(contract);
    const problems: string[] = [];
    let checked = 0;
    const checkMedia = (where: string, media: Media | undefined): void => {
      const name = toSchemaName(media?.schema?.$ref);
      if (!name || media?.example === undefined) return;
      checked += 1;
      for (const problem of validator.validate(name, media.example))
        problems.push(`${where}: ${problem.path || "/"} ${problem.message}`);
    };
    for (const [route, methods] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(methods) as Array<
        [
          string,
          {
            parameters?: Array<{ name: string; content?: Record<string, Media> }>;
            responses?: Record<string, { content?: Record<string, Media> }>;
          },
        ]
      >) {
        for (const parameter of operation.parameters ?? [])
          checkMedia(`${method} ${route} ${parameter.name}`, parameter.content?.["application/json"]);
        for (const [status, response] of Object.entries(operation.responses ?? {}))
          checkMedia(`${method} ${route} ${status}`, response.content?.["application/json"]);
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(checked >= 10, `only ${checked} examples checked`);
    const inferredWithoutReason: string[] = [];
    let inferred = 0;
    const visit = (node: unknown, where: string): void => {
      if (typeof node !== "object" || node === null) return;
      const record = node as Record<string, unknown>;
      if (record["x-inferred"] === true) {
        inferred += 1;
        if (!/not published/i.test(String(record.description ?? ""))) inferredWithoutReason.push(where);
      }
      for (const [key, value] of Object.entries(record)) visit(value, `${where}/${key}`);
    };
    visit(contract, "");
    assert.deepEqual(inferredWithoutReason, [], "every x-inferred part says in its description what is not published");
    assert.ok(inferred > 0);
  });
});
