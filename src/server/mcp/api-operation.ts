// get_api_operation: one endpoint of the published API contract (openapi.json) as a coding agent needs it to call it.
import { nearestNames } from "./pages";

type Node = { readonly [key: string]: unknown };
type Parameter = Node & { readonly name: string; readonly in: string; readonly schema?: Node };

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** A copy of `value` with each "#/…" $ref replaced by what it points to (a ref inside itself is left as it is). */
export function resolveRefs(value: unknown, contract: Node, open: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, contract, open));
  if (!isNode(value)) return value;
  const ref = value.$ref;
  if (typeof ref === "string" && ref.startsWith("#/") && !open.includes(ref)) {
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), contract);
    return resolveRefs(target, contract, [...open, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolveRefs(child, contract, open)]));
}

/** Where the contract marks something `x-inferred` (worked out, not published), with its description as the note. */
export function inferredNotes(value: unknown, at: string): { readonly at: string; readonly note: unknown }[] {
  if (!isNode(value)) return [];
  return [
    ...(value["x-inferred"] === true ? [{ at, note: value.description ?? "Inferred, not published." }] : []),
    ...Object.entries(value).flatMap(([key, child]) => inferredNotes(child, `${at}.${key}`)),
  ];
}

/** A value to show for a parameter: its example, its schema's, or a placeholder. */
function exampleOf({ name, example, schema }: Parameter): string {
  const value = example ?? schema?.example ?? (schema?.examples as unknown[] | undefined)?.[0];
  if (value === undefined) return `YOUR_${name.replace(/[A-Z]/g, "_$&").toUpperCase()}`;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The operation named "Data/DoSendSbdMessage" (its path); a plain error naming the closest ones when there is none. */
export function describeOperation(contract: Node, name: string) {
  if (!isNode(contract.paths)) throw new Error("openapi.json is not an OpenAPI contract");
  const names = Object.keys(contract.paths).map((path) => path.slice(1));
  const wanted = name.trim().replace(/^\/+/, "");
  const found = names.find((known) => known.toLowerCase() === wanted.toLowerCase());
  if (!found) throw new Error(`No API operation ${name}. The closest: ${nearestNames(wanted, names).join(", ")}.`);
  const path = `/${found}`;
  const [method = "get", operation] = Object.entries(contract.paths[path] as Node)[0] ?? [];
  const { parameters = [], responses = {}, ...about } = resolveRefs(operation, contract) as Node;
  // The API token goes in the query too, as the contract's security scheme says.
  const schemes = Object.values(((contract.components as Node)?.securitySchemes ?? {}) as Node) as Parameter[];
  const auth = schemes
    .filter((scheme) => scheme.in === "query")
    .map(({ name, description }) => ({ name, in: "query", required: true, description, example: "YOUR_API_TOKEN" }));
  const all: Parameter[] = [...auth, ...(parameters as Parameter[])];
  const query = new URLSearchParams(all.filter((p) => p.required || p.example).map((p) => [p.name, exampleOf(p)]));
  const outcomes = Object.entries(responses as Node).map(([code, response]) => [code, (response as Node).description]);
  const server = (contract.servers as { url?: string }[] | undefined)?.[0]?.url ?? "";
  return {
    name: found,
    description: about.description,
    method: method.toUpperCase(),
    path,
    parameters: all,
    responses: Object.fromEntries(outcomes),
    inferred: [
      ...inferredNotes(contract["x-request-methods"], "method"),
      ...inferredNotes({ ...about, parameters: Object.fromEntries(all.map((p) => [p.name, p])) }, "operation"),
      ...inferredNotes(responses, "responses"),
    ],
    example: `curl "${server}${path}?${query}"`,
  };
}
