// Reads the API contract (static/openapi.json) and checks values against its JSON Schemas, so examples and samples have
// one source of truth.
import fs from "fs";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";

/** The parts of an OpenAPI 3.1 document this project reads. */
export type OpenApiDocument = {
  readonly openapi: string;
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, unknown>>;
    readonly securitySchemes?: Readonly<
      Record<string, { readonly type: string; readonly in?: string; readonly name?: string }>
    >;
  };
};

type OpenApiParameter = {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: unknown;
  readonly content?: Readonly<Record<string, { readonly schema?: { readonly $ref?: string } }>>;
};

type OpenApiOperation = { readonly parameters?: readonly OpenApiParameter[]; readonly "x-inferred"?: boolean };

/** One query parameter of an operation; `jsonSchema` names the component schema of a JSON-encoded parameter. */
export type QueryParameter = { readonly name: string; readonly required: boolean; readonly jsonSchema?: string };

/** What a request to one path may carry. */
export type ContractOperation = {
  readonly path: string;
  readonly method: string;
  readonly query: readonly QueryParameter[];
  readonly inferred: boolean;
};

/** A place in a value that breaks its schema: a JSON Pointer ("" for the value itself) and what is wrong there. */
export type SchemaProblem = { readonly path: string; readonly message: string };

export type SchemaValidator = {
  /** Names of the schemas under components.schemas. */
  readonly schemaNames: ReadonlySet<string>;
  /** Every problem of `value` against the named schema; empty when it conforms. Throws for an unknown name. */
  validate(schemaName: string, value: unknown): SchemaProblem[];
};

const CONTRACT_ID = "https://contract.invalid/openapi.json";
const SCHEMA_PREFIX = "#/components/schemas/";

export function readContract(file: string): OpenApiDocument {
  return JSON.parse(fs.readFileSync(file, "utf8")) as OpenApiDocument;
}

function describeProblem(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  const detail =
    error.keyword === "additionalProperties"
      ? `unknown key "${String(params.additionalProperty)}"`
      : error.keyword === "enum"
        ? `${error.message ?? "is not allowed"}: ` +
          `${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`
        : error.keyword === "propertyNames"
          ? `key "${String(params.propertyName)}" is not allowed`
          : (error.message ?? error.keyword);
  return { path: error.instancePath, message: detail };
}

/**
 * Keeps the most useful problems: ajv reports every failing branch
 * of a oneOf, and the branch errors say more than the oneOf itself.
 */
function summarise(errors: readonly ErrorObject[]): SchemaProblem[] {
  const specific = errors.filter(
    (error) =>
      !["oneOf", "anyOf", "if", "$ref"].includes(error.keyword) &&
      !(error.keyword === "required" && error.schemaPath.includes("/oneOf/")) &&
      // A key that breaks propertyNames is reported once, by name, not again by the pattern it failed.
      !error.schemaPath.includes("/propertyNames/"),
  );
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  return chosen.map(describeProblem).filter((problem) => {
    const key = `${problem.path} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Compiles the contract's component schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses) with ajv. */
export function createSchemaValidator(contract: OpenApiDocument): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: CONTRACT_ID, components: contract.components });
  const compiled = new Map<string, ValidateFunction>();
  const schemaNames = new Set(Object.keys(contract.components.schemas));
  return {
    schemaNames,
    validate(schemaName, value) {
      if (!schemaNames.has(schemaName)) throw new Error(`The contract has no schema "${schemaName}"`);
      let validateValue = compiled.get(schemaName);
      if (!validateValue) {
        validateValue = ajv.compile({ $ref: `${CONTRACT_ID}${SCHEMA_PREFIX}${schemaName}` });
        compiled.set(schemaName, validateValue);
      }
      return validateValue(value) ? [] : summarise(validateValue.errors ?? []);
    },
  };
}

/** The component name a `$ref` points at ("#/components/schemas/P6MtMessage" → "P6MtMessage"). */
export function toSchemaName(ref: string | undefined): string | undefined {
  return ref?.startsWith(SCHEMA_PREFIX) ? ref.slice(SCHEMA_PREFIX.length) : undefined;
}

/** Every operation with the query parameters it takes, the API key among them. */
export function listOperations(contract: OpenApiDocument): ContractOperation[] {
  const apiKeys = Object.values(contract.components.securitySchemes ?? {})
    .filter((scheme) => scheme.type === "apiKey" && scheme.in === "query" && scheme.name)
    .map((scheme): QueryParameter => ({ name: scheme.name ?? "", required: true }));
  return Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      inferred: operation["x-inferred"] === true,
      query: [
        ...apiKeys,
        ...(operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter): QueryParameter => {
            const jsonSchema = toSchemaName(parameter.content?.["application/json"]?.schema?.$ref);
            return {
              name: parameter.name,
              required: parameter.required === true,
              ...(jsonSchema ? { jsonSchema } : {}),
            };
          }),
      ],
    })),
  );
}

/**
 * What is wrong with a request's query against its operation, beyond what the mock server checks: parameter names the
 * contract does not know (an optional one misspelt would pass unnoticed) and JSON parameters that break their schema.
 */
export function checkQuery(operation: ContractOperation, query: URLSearchParams, validator: SchemaValidator): string[] {
  const problems: string[] = [];
  const known = new Map(operation.query.map((parameter) => [parameter.name, parameter]));
  for (const name of new Set(query.keys())) {
    if (!known.has(name))
      problems.push(`unknown parameter "${name}" (${operation.path} takes ${[...known.keys()].join(", ")})`);
  }
  for (const parameter of operation.query) {
    const raw = query.get(parameter.name);
    if (raw === null) {
      if (parameter.required) problems.push(`missing required parameter "${parameter.name}"`);
      continue;
    }
    if (!parameter.jsonSchema) continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      problems.push(`parameter "${parameter.name}" is not valid JSON (${(error as Error).message})`);
      continue;
    }
    for (const problem of validator.validate(parameter.jsonSchema, value)) {
      problems.push(
        `parameter "${parameter.name}" breaks ${parameter.jsonSchema} at ${problem.path || "/"}: ${problem.message}`,
      );
    }
  }
  return problems;
}
