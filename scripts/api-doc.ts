/**
 * docs/api.md from the server's OpenAPI document (server/lib/openapi.ts): every call with its parameters, body
 * and answers as compact types. `npm run docs:api` writes it; server/lib/openapi.test.ts fails when the
 * committed file differs from what the routes say.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  additionalProperties?: boolean | Schema;
  description?: string;
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const REFUSALS = ["4XX", "5XX"];

/** The type's text without what its objects' braces hold: where a union or intersection is its own. */
function outsideBraces(type: string): string {
  let depth = 0;
  let outside = "";
  for (const char of type) {
    if (char === "{") depth += 1;
    else if (char === "}") depth -= 1;
    else if (depth === 0) outside += char;
  }
  return outside;
}

/** A JSON Schema as a short TypeScript-like type, indented by `depth`. */
export function typeOf(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return "unknown";
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? "unknown";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((member) => typeOf(member, depth)))].join(" | ");
  if (schema.allOf) return schema.allOf.map((member) => typeOf(member, depth)).join(" & ");
  if (Array.isArray(schema.type))
    return schema.type.map((type) => typeOf({ ...schema, type }, depth)).join(" | ");
  switch (schema.type) {
    case "array": {
      const item = typeOf(schema.items, depth);
      return /[|&]/.test(outsideBraces(item)) ? `(${item})[]` : `${item}[]`;
    }
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      if (!properties.length) {
        const rest = schema.additionalProperties;
        return typeof rest === "object" ? `Record<string, ${typeOf(rest, depth)}>` : "{}";
      }
      const indent = "  ".repeat(depth + 1);
      const lines = properties.map(([name, property]) => {
        const optional = schema.required?.includes(name) ? "" : "?";
        return `${indent}${name}${optional}: ${typeOf(property, depth + 1)};`;
      });
      return `{\n${lines.join("\n")}\n${"  ".repeat(depth)}}`;
    }
    case "integer":
      return "integer";
    case "null":
      return "null";
    default:
      return schema.type ?? "unknown";
  }
}

const jsonSchema = (content: Record<string, { schema?: Schema }> | undefined) =>
  content?.["application/json"]?.schema ?? Object.values(content ?? {})[0]?.schema;

function renderOperation(method: string, path: string, operation: Operation): string {
  const lines = [`### ${method.toUpperCase()} ${path}`, ""];
  if (operation.description) lines.push(operation.description, "");
  const parameters = operation.parameters ?? [];
  if (parameters.length) {
    lines.push("| parameter | in | required | type |", "|---|---|---|---|");
    for (const parameter of parameters)
      lines.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${parameter.required ? "yes" : "no"} | \`${typeOf(parameter.schema).replaceAll("|", "\\|")}\` |`,
      );
    lines.push("");
  }
  const body = operation.requestBody && jsonSchema(operation.requestBody.content);
  if (body) lines.push("Body:", "", "```ts", typeOf(body), "```", "");
  const answers = Object.entries(operation.responses ?? {}).filter(([status]) => !REFUSALS.includes(status));
  for (const [status, answer] of answers) {
    const schema = jsonSchema(answer.content);
    if (schema) lines.push(`Answer ${status}:`, "", "```ts", typeOf(schema), "```", "");
    else lines.push(`Answer ${status}: ${(answer.description ?? "no body").replace(/\.$/, "")}.`, "");
  }
  if (!answers.length) lines.push("Answer: not described by a schema yet.", "");
  return lines.join("\n");
}

export function renderApiDoc(document: OpenApiDocument): string {
  const operations = Object.keys(document.paths)
    .sort()
    .flatMap((path) =>
      METHODS.filter((method) => document.paths[path]?.[method]).map((method) =>
        renderOperation(method, path, document.paths[path]?.[method] as Operation),
      ),
    );
  const refusal = Object.values(document.paths)
    .flatMap((methods) => Object.values(methods))
    .map((operation) => jsonSchema(operation.responses?.["4XX"]?.content))
    .find(Boolean);
  return [
    `# ${document.info.title}`,
    "",
    "<!-- Generated by `npm run docs:api` from GET /api/openapi.json; do not edit by hand. -->",
    "",
    "The public contract of the shop's server. The served document, `GET /api/openapi.json` (OpenAPI 3.1), holds every",
    "constraint (lengths, ranges, formats); this page shows the shapes. The calls listed in `docs/spec-paths.txt` are",
    "kept exactly, their paths, payload fields and answer fields never renamed; the others are the shop's own.",
    "",
    document.info.description ?? "",
    "",
    "## Failure answers",
    "",
    "Any call may refuse with a 4XX status (wrong input, not signed in, not allowed, not found, too many requests)",
    "or fail with a 5XX (the database is unreachable: 503 with `Retry-After`), answering:",
    "",
    "```ts",
    typeOf(refusal),
    "```",
    "",
    "## Calls",
    "",
    ...operations,
  ].join("\n");
}
