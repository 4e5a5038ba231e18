import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from "fastify";
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from "../../contract/endpoint.ts";
import { needsPermission, signedIn } from "./guards.ts";

/** The request a handler of `E` gets: params, query and body as its schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers with its endpoint's success shape, or sends the reply itself (a 201, a 304, a file). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply>;

/** What a route adds to its entry: a larger body, a rate limit after the guard, a second check, a hook. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  "bodyLimit" | "config" | "preValidation" | "preHandler" | "onSend"
> & {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
};

/** The guard of an entry's access; the permission's hook is the one the permission matrix and docs read. */
function accessGuard(access: Endpoint["access"]): onRequestHookHandler[] {
  if (access === "public") return [];
  if (access === "signed-in") return [signedIn];
  return [needsPermission(access)];
}

/**
 * Registers the route of a contract entry: its path, its guard, its schemas (so Fastify validates the input and
 * serializes every answer through its schema: a field the schema does not list never leaves), and the handler.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...args: [handler: EndpointHandler<E>] | [extras: RouteExtras, handler: EndpointHandler<E>]
): void {
  const [extras, handler] = args.length === 1 ? [{} as RouteExtras, args[0]] : args;
  const onRequest = [...accessGuard(endpoint.access), ...[extras.onRequest ?? []].flat()];
  app.route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.answers,
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
