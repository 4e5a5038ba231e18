import type { FastifyInstance, FastifyRequest } from "fastify";
import { isStorableText, UNSTORABLE_TEXT } from "../../contract/fields.ts";
import { validationBody } from "./errors.ts";

/**
 * The shared text rule (contract/fields.ts `text`) for every route at once: a NUL or a lone surrogate anywhere in
 * the body, the query string or the path's parameters answers 400 before any handler or query runs, whichever
 * schema the route has (or none).
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    const path = findUnstorable(request);
    if (!path) return;
    const issue = { path, code: "custom", message: UNSTORABLE_TEXT };
    return reply.code(400).send(validationBody([issue], request));
  });
}

function findUnstorable(request: FastifyRequest): PropertyKey[] | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const path = unstorablePath(part);
    if (path) return path;
  }
  return undefined;
}

/**
 * The path of the first string (value or key) the database could not store. Walked with a stack, not
 * recursion: a 1 MB body of nested arrays must not overflow the call stack.
 */
function unstorablePath(root: unknown): PropertyKey[] | undefined {
  const pending: [unknown, PropertyKey[]][] = [[root, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === "string") {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) pending.push([item, [...path, index]]);
    } else if (isParsedObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return [...path, key];
        pending.push([item, [...path, key]]);
      }
    }
  }
  return undefined;
}

/**
 * Parsed JSON, query strings and params (whose objects have prototypes of their own); a raw Buffer (the signed
 * webhook's body) is bytes, not text, and left alone.
 */
function isParsedObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !ArrayBuffer.isView(value);
}
