import type { z } from "zod";
import type { Permission } from "./permissions.ts";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Who may call an endpoint: anyone, any signed-in user, or a user whose role holds the permission. */
export type Access = "public" | "signed-in" | Permission;

/**
 * One call of the API, declared once (docs/decisions/0042-one-contract-entry-per-endpoint.md): the server
 * registers its route from it (`defineRoute`, server/lib/define-route.ts) and the web app's typed client
 * (web/src/lib/client.ts) takes its types from it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `/api/menu/:id`. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of each status the handler gives (errors answer the one failure shape of contract/errors.ts). */
  answers: Partial<Record<number, z.ZodType>>;
}

/** Keeps the literal method and path of an entry, so the endpoint table can be keyed by "METHOD /path". */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Schema<E, K extends "params" | "query" | "body"> =
  E extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** What the handler receives once Fastify has validated it, and what a client sends. */
export type ParamsOf<E> = Schema<E, "params"> extends z.ZodType ? z.output<Schema<E, "params">> : undefined;
export type QueryOf<E> = Schema<E, "query"> extends z.ZodType ? z.output<Schema<E, "query">> : undefined;
export type BodyOf<E> = Schema<E, "body"> extends z.ZodType ? z.output<Schema<E, "body">> : undefined;
export type BodyInputOf<E> = Schema<E, "body"> extends z.ZodType ? z.input<Schema<E, "body">> : undefined;
export type QueryInputOf<E> = Schema<E, "query"> extends z.ZodType ? z.input<Schema<E, "query">> : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessSchemas<E> = E extends { answers: infer A }
  ? { [S in keyof A & SuccessStatus]: A[S] }[keyof A & SuccessStatus]
  : never;

/** What a handler may answer with: the value its schema encodes (server side). */
export type AnswerOf<E> = SuccessSchemas<E> extends infer S extends z.ZodType ? z.output<S> : never;
/** The JSON a successful call gets back (client side). */
export type AnswerJsonOf<E> = SuccessSchemas<E> extends infer S extends z.ZodType ? z.input<S> : never;
