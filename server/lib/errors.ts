import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { messageCounts } from "../../contract/auth-rules.ts";
import type { ErrorBody } from "../../contract/errors.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { type ErrorKey, requestLanguage, translator } from "./i18n.ts";

/**
 * A failure the user should read: `key` names a message under `errors.` in the shared catalog, so a key the
 * catalog lacks does not compile.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    readonly params: Record<string, unknown> = {},
    /** The form field at fault, so validation-style failures also carry `errors`. */
    readonly field?: string,
  ) {
    super(key);
  }
}

export const badRequest = (key: ErrorKey, params?: Record<string, unknown>) =>
  new HttpError(400, key, params);
export const unauthorized = () => new HttpError(401, "notSignedIn");
export const forbidden = () => new HttpError(403, "forbidden");
export const notFound = () => new HttpError(404, "notFound");
export const conflict = (key: ErrorKey, params?: Record<string, unknown>, field?: string) =>
  new HttpError(409, key, params, field);

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
}

/**
 * Turns zod issues into the answer of docs/architecture.md "Errors and languages": a readable `error` plus
 * zod's `errors` list.
 */
export function validationBody(issues: Issue[], request: FastifyRequest): ErrorBody {
  const t = translator(requestLanguage(request));
  const errors = issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
    const field = String(path.at(-1) ?? "");
    const minimum = issue.minimum === undefined ? undefined : Number(issue.minimum);
    const { key, params } = describeIssue(issue, field, t);
    return {
      path,
      code: issue.code,
      key,
      message: t(`errors.${key}`, params),
      ...(minimum === undefined ? {} : { minimum }),
    };
  });
  const first = errors[0];
  return {
    error: first?.message ?? t("errors.generic"),
    code: first?.key ?? "generic",
    errors: errors.map(({ key: _key, ...error }) => error),
  };
}

/** The catalog key under `errors.` that describes an issue, with the values its text needs. */
function describeIssue(
  issue: Issue,
  field: string,
  t: ReturnType<typeof translator>,
): { key: string; params?: Record<string, unknown> } {
  if (issue.message.startsWith("errors."))
    return { key: issue.message.slice("errors.".length), params: { count: messageCounts[issue.message] } };
  // The body as a whole is wrong (a string, an array, null): there is no field to name.
  if (field === "") return { key: "badJson" };
  const label = t(`fields.${field}`, { defaultValue: field });
  const isString = issue.origin === "string";
  if (issue.code === "too_small" && isString && field === "username")
    return { key: "usernameTooShort", params: { count: Number(issue.minimum) } };
  if (issue.code === "too_small" && isString && field === "password")
    return { key: "passwordTooShort", params: { count: Number(issue.minimum) } };
  if (issue.code === "too_big" && isString && field === "username")
    return { key: "usernameTooLong", params: { count: Number(issue.maximum) } };
  if (issue.code === "too_big" && isString && field === "password")
    return { key: "passwordTooLong", params: { count: Number(issue.maximum) } };
  if (issue.code === "too_small" && isString && field === "fullName") return { key: "fullNameTooShort" };
  if (issue.code === "too_small" && isString && issue.minimum === 1)
    return { key: "required", params: { field: label } };
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message))
    return { key: "required", params: { field: label } };
  return { key: "invalidInput", params: { field: label } };
}

/** A failure answer: the reader's text of a catalog key under `errors.`, and the key itself as `code`. */
export function errorAnswer(
  request: FastifyRequest,
  key: ErrorKey,
  params?: Record<string, unknown>,
): ErrorBody {
  return { error: translator(requestLanguage(request))(`errors.${key}`, params), code: key };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translator(requestLanguage(request));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        ...(v.params as Partial<Issue>),
        path: v.instancePath
          .split("/")
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        code: v.keyword,
        message: v.message ?? "",
      }));
      return reply.code(400).send(validationBody(issues, request));
    }
    if (error instanceof HttpError) {
      const message = t(`errors.${error.key}`, error.params);
      const errors = error.field ? [{ path: [error.field], code: "custom", message }] : undefined;
      return reply
        .code(error.statusCode)
        .send({ error: message, code: error.key, ...(errors ? { errors } : {}) });
    }
    if (error.statusCode === 413) return reply.code(413).send(errorAnswer(request, "payloadTooLarge"));
    if (error.statusCode === 429) return reply.code(429).send(errorAnswer(request, "tooManyRequests"));
    if (error.statusCode === 400 || error.statusCode === 415) {
      return reply.code(400).send(errorAnswer(request, "badJson"));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: the client may retry; the pool reconnects by itself.
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send(errorAnswer(request, "databaseUnavailable"));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(errorAnswer(request, "generic"));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorAnswer(request, "notFound"));
}
