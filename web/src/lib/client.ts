import type { AnswerJsonOf, BodyInputOf, QueryInputOf } from "@contract/endpoint.ts";
import type { EndpointTable } from "@contract/endpoints/table.ts";
import { apiRequest } from "./api.ts";

/** A call of the API as docs/api.md names it: "GET /api/menu/:id/option-groups". */
export type EndpointKey = keyof EndpointTable;

type PathNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<E> = E extends { path: infer Path }
  ? [PathNames<Path>] extends [never]
    ? unknown
    : { params: Record<PathNames<Path>, string | number> }
  : unknown;
type QueryInput<E> = E extends { query: unknown }
  ? object extends QueryInputOf<E>
    ? { query?: QueryInputOf<E> }
    : { query: QueryInputOf<E> }
  : unknown;
type BodyInput<E> = E extends { body: unknown } ? { body: BodyInputOf<E> } : unknown;

/** What a call sends: the path's parameters, the query and the body its entry declares, nothing else. */
export type CallInput<K extends EndpointKey> = ParamsInput<EndpointTable[K]> &
  QueryInput<EndpointTable[K]> &
  BodyInput<EndpointTable[K]> & {
    /** A tap on the board completes even if the page closes right after. */
    keepalive?: boolean;
    /** Extra headers, such as a refund's Idempotency-Key. */
    headers?: Record<string, string>;
  };

/** The JSON a successful call answers, as its entry's schema writes it. */
export type CallAnswer<K extends EndpointKey> = AnswerJsonOf<EndpointTable[K]>;

type Sent = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  keepalive?: boolean;
  headers?: Record<string, string>;
};

function urlOf(path: string, { params = {}, query }: Sent): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Calls one endpoint of contract/endpoints/ through `apiRequest` (same errors, same headers). Only types come
 * from the contract, so the web app's script carries none of its schemas: a mistyped key, parameter, field or
 * answer fails `tsc`, at no cost in bytes.
 */
export function call<K extends EndpointKey>(
  key: K,
  ...[input]: object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>]
): Promise<CallAnswer<K>> {
  const sent = (input ?? {}) as Sent;
  const [method, path] = key.split(" ") as [Parameters<typeof apiRequest>[0], string];
  return apiRequest<CallAnswer<K>>(method, urlOf(path, sent), sent.body, {
    keepalive: sent.keepalive,
    headers: sent.headers,
  });
}
