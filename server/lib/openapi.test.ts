import { readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenApiDocument, renderApiDoc } from "../../scripts/api-doc.ts";
import { buildApp } from "../app.ts";
import { openTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { OPENAPI_PATH } from "./openapi.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The calls of the public API the shop keeps exactly, one "METHOD /path" a line. */
const specCalls = readFileSync(path.join(root, "docs/spec-paths.txt"), "utf8")
  .split("\n")
  .filter((line) => /^[A-Z]+ \//.test(line))
  .map((line) => {
    const [method, callPath] = line.split(" ");
    return { method: (method as string).toLowerCase(), path: callPath as string };
  });

let database: TestDatabase;
let app: FastifyInstance;
let document: OpenApiDocument & { openapi: string };

beforeAll(async () => {
  database = await openTestDatabase();
  // The app as `npm run docs:api` builds it (scripts/docs-api.ts): default options.
  app = await buildApp({
    db: database.db,
    sessionSecret: "docs-api-docs-api-docs-api-docs-api",
    logLevel: "warn",
  });
  const answer = await app.inject({ method: "GET", url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every call of the public API", () => {
    expect(specCalls.length).toBeGreaterThan(50);
    const missing = specCalls.filter((call) => !document.paths[call.path]?.[call.method]);
    expect(missing).toEqual([]);
  });

  it("describes every call's failure answer", () => {
    for (const [callPath, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const refusal = operation.responses?.["4XX"]?.content?.["application/json"]?.schema;
        expect(refusal?.required, `${method} ${callPath}`).toEqual(["error", "code"]);
      }
  });

  it("describes only the API, not the web app's pages", () => {
    expect(Object.keys(document.paths).every((p) => p.startsWith("/api/") || p.startsWith("/auth/"))).toBe(
      true,
    );
  });
});

describe("docs/api.md", () => {
  it("is what `npm run docs:api` writes from the routes today", () => {
    const committed = readFileSync(path.join(root, "docs/api.md"), "utf8");
    expect(committed, "docs/api.md is out of date: run `npm run docs:api`").toBe(renderApiDoc(document));
  });
});
