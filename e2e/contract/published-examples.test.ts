// The contract accepts every example the platform publishes
// (e2e/contract/published-examples/), so it cannot drift from the published pages.
import assert from "node:assert/strict";
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { checkQuery, createSchemaValidator, listOperations, readContract } from "../../src/content/check/contract";
import { CONTRACT_PATH } from "../lib/mock-api";

type NamedValue = { readonly name: string; readonly schema: string; readonly value: unknown };
type NamedQuery = { readonly name: string; readonly operation: string; readonly query: string };
type FixtureFile = {
  readonly source: string;
  readonly examples?: NamedValue[];
  readonly queries?: NamedQuery[];
  readonly rejects?: NamedValue[];
};

const FIXTURES = path.join(__dirname, "published-examples");
const contract = readContract(CONTRACT_PATH);
const validator = createSchemaValidator(contract);
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(fs.readFileSync(path.join(FIXTURES, file), "utf8")) as FixtureFile) }));

type RawParameter = { readonly name: string; readonly in: string; readonly schema?: unknown };
const CONTRACT_ID = "https://published-examples.invalid/openapi.json";
// Query values arrive as strings: coercion lets "30" meet an integer schema, as the API reads it.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true });
ajv.addSchema({ ...(contract as object), $id: CONTRACT_ID });
const compiled = new Map<string, ValidateFunction>();

/** Problems of each plain (not JSON-encoded) query value against its parameter's own schema. */
function checkQueryValues(operationPath: string, query: URLSearchParams): string[] {
  const parameters =
    (contract.paths[operationPath]?.get as { parameters?: RawParameter[] } | undefined)?.parameters ?? [];
  const problems: string[] = [];
  parameters.forEach((parameter, index) => {
    const raw = query.get(parameter.name);
    if (parameter.in !== "query" || raw === null || parameter.schema === undefined) return;
    const pointer = `#/paths/${operationPath.replace(/~/g, "~0").replace(/\//g, "~1")}/get/parameters/${index}/schema`;
    // Coercion works on a value inside an object, so the query value is checked as a property.
    let check = compiled.get(pointer);
    if (!check) {
      check = ajv.compile({ type: "object", properties: { value: { $ref: `${CONTRACT_ID}${pointer}` } } });
      compiled.set(pointer, check);
    }
    if (!check({ value: raw }))
      problems.push(
        `parameter "${parameter.name}" = ${JSON.stringify(raw)}: ` +
          `${(check.errors ?? []).map((error) => error.message).join("; ")}`,
      );
  });
  return problems;
}

describe("published examples against static/openapi.json", () => {
  it("finds the fixture files", () => {
    assert.ok(fixtures.length >= 10, `only ${fixtures.length} fixture files`);
  });

  it("every published JSON example conforms to its schema", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const fixture of fixtures) {
      for (const example of fixture.examples ?? []) {
        checked += 1;
        for (const problem of validator.validate(example.schema, example.value))
          problems.push(
            `${fixture.file} › ${example.name}: ${example.schema} at ${problem.path || "/"}: ${problem.message}`,
          );
      }
    }
    assert.deepEqual(problems, [], `\n${problems.join("\n")}`);
    assert.ok(checked >= 30, `only ${checked} examples checked`);
  });

  it("every published query string is accepted by its operation", () => {
    const operations = new Map(
      listOperations(contract)
        .filter((operation) => operation.method === "GET")
        .map((operation) => [operation.path, operation]),
    );
    const problems: string[] = [];
    for (const fixture of fixtures) {
      for (const request of fixture.queries ?? []) {
        const operation = operations.get(request.operation);
        if (!operation) {
          problems.push(`${fixture.file} › ${request.name}: the contract has no GET ${request.operation}`);
          continue;
        }
        const query = new URLSearchParams(request.query);
        for (const problem of [
          ...checkQuery(operation, query, validator),
          ...checkQueryValues(request.operation, query),
        ])
          problems.push(`${fixture.file} › ${request.name}: ${problem}`);
      }
    }
    assert.deepEqual(problems, [], `\n${problems.join("\n")}`);
  });

  it("rejects the shapes the published examples rule out", () => {
    const accepted: string[] = [];
    for (const fixture of fixtures) {
      for (const example of fixture.rejects ?? []) {
        if (validator.validate(example.schema, example.value).length === 0)
          accepted.push(
            `${fixture.file} › ${example.name}: ${example.schema} accepts ${JSON.stringify(example.value)}`,
          );
      }
    }
    assert.deepEqual(accepted, [], `\n${accepted.join("\n")}`);
  });
});
