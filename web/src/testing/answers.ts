import type { BodyInputOf, HttpMethod } from "@contract/endpoint.ts";
import { type EndpointTable, endpointGroups } from "@contract/endpoints/table.ts";
import type { Catalog } from "@contract/translate.ts";
import { HttpResponse, http, type PathParams } from "msw";
import type { z } from "zod";
import en from "../../../i18n/en.json" with { type: "json" };
import type { EndpointKey } from "../lib/client.ts";

type Answers<K extends EndpointKey> = EndpointTable[K]["answers"];
type SuccessStatus<K extends EndpointKey> = keyof Answers<K> & (200 | 201 | 202 | 204);
type AnswerAt<K extends EndpointKey, S> = Answers<K>[S & keyof Answers<K>] extends infer Schema extends
  z.ZodType
  ? z.input<Schema>
  : never;

/** Every entry of contract/endpoints/, by the key the web app calls it by ("PATCH /api/orders/:id/status"). */
const entries = new Map(
  Object.values(endpointGroups)
    .flatMap((group) => Object.values(group))
    .map((entry) => [`${entry.method} ${entry.path}`, entry]),
);

function entryOf(key: EndpointKey) {
  const entry = entries.get(key);
  if (!entry) throw new Error(`no entry in contract/endpoints/ for ${key}`);
  return entry;
}

/** MSW's handler of the entry's method and path (Fastify's `:id` is MSW's too). */
function handlerOf(key: EndpointKey) {
  const { method, path } = entryOf(key);
  return (resolver: Parameters<typeof http.get>[1]) =>
    http[method.toLowerCase() as Lowercase<HttpMethod>](path, resolver);
}

/** What the screen sent so far in this test, in order: each request's key and JSON body. */
const log: { key: EndpointKey; body: unknown }[] = [];

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

/** The bodies the screen sent to `key` in this test (answered or refused), typed as the contract declares them. */
export function sentTo<K extends EndpointKey>(key: K): BodyInputOf<EndpointTable[K]>[] {
  return log.filter((sent) => sent.key === key).map((sent) => sent.body as BodyInputOf<EndpointTable[K]>);
}

/** Called after each test (web/src/testing/setup.ts). */
export function forgetSent(): void {
  log.length = 0;
}

/** What a resolver sees of the request: its path parameters and its JSON body (undefined when it has none). */
export interface AnswerRequest<K extends EndpointKey> {
  params: PathParams;
  body: BodyInputOf<EndpointTable[K]>;
  request: Request;
}

/**
 * An MSW handler for the endpoint `key` names in contract/endpoints/: its method and path come from the entry,
 * so a renamed path fails `tsc` here too, and its answer is typed by the entry's success schemas. The answer is
 * also checked against the schema when the test runs, which catches what types cannot (a string where the
 * schema wants an ISO date, an out-of-range number). It goes out with the first success status whose schema
 * takes it, or `status`.
 */
export function answer<K extends EndpointKey, S extends SuccessStatus<K> = SuccessStatus<K>>(
  key: K,
  resolve: (request: AnswerRequest<K>) => AnswerAt<K, S> | Promise<AnswerAt<K, S>>,
  options: { status?: S } = {},
) {
  const answers = Object.entries(entryOf(key).answers as Record<number, z.ZodType>).filter(
    ([status]) => Number(status) < 300 && (options.status === undefined || Number(status) === options.status),
  );
  return handlerOf(key)(async ({ params, request }) => {
    const body = await bodyOf(request);
    log.push({ key, body });
    const value = await resolve({ params, body: body as BodyInputOf<EndpointTable[K]>, request });
    const fit = answers.find(([, schema]) => schema.safeParse(value).success);
    if (!fit) {
      const refusal = answers.map(([status, schema]) => `${status}: ${schema.safeParse(value).error}`);
      throw new Error(`${key} answered a shape its schema refuses: ${refusal.join("; ")}`);
    }
    return HttpResponse.json(value as never, { status: Number(fit[0]) });
  });
}

const errors = (en as Catalog).errors as Record<string, string>;

/**
 * A refusal of `key` as the server sends one (docs/api.md): the catalogue's English text under `errors.` and
 * its key as `code`, with the given status. What was sent is kept for `sentTo` all the same.
 */
export function refuse(key: EndpointKey, status: number, code: keyof typeof en.errors) {
  return handlerOf(key)(async ({ request }) => {
    log.push({ key, body: await bodyOf(request) });
    return HttpResponse.json({ error: errors[code], code }, { status });
  });
}
