import type { Catalog } from "@contract/translate.ts";
import { HttpResponse, http, type PathParams } from "msw";
import type { z } from "zod";
import en from "../../../i18n/en.json" with { type: "json" };

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * What a handler needs of an endpoint: its method, its path (Express-style `:id` parameters, as the server's
 * routes write them) and its answer's zod schema from contract/. An endpoint entry that declares the same three
 * fields can be passed as it is.
 */
export interface AnsweredEndpoint<Answer extends z.ZodType> {
  method: Method;
  path: string;
  answer: Answer;
}

/** What a resolver sees of the request: its path parameters and its JSON body (undefined when it has none). */
export interface AnswerRequest {
  params: PathParams;
  body: unknown;
  request: Request;
}

/**
 * An MSW handler for one endpoint whose answer is typed by the contract's schema, so a handler answering a wrong
 * shape fails `tsc`; the answer is also checked against the schema when the test runs, which catches what types
 * cannot (a string where the schema wants an ISO date, an out-of-range number).
 */
export function answer<Answer extends z.ZodType>(
  endpoint: AnsweredEndpoint<Answer>,
  resolve: (request: AnswerRequest) => z.input<Answer> | Promise<z.input<Answer>>,
) {
  const on = http[endpoint.method.toLowerCase() as Lowercase<Method>];
  return on(endpoint.path, async ({ params, request }) => {
    const text = await request.clone().text();
    const value = await resolve({ params, body: text ? JSON.parse(text) : undefined, request });
    const checked = endpoint.answer.safeParse(value);
    if (!checked.success) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered a shape its schema refuses: ${checked.error}`,
      );
    }
    return HttpResponse.json(value as never);
  });
}

const errors = (en as Catalog).errors as Record<string, string>;

/**
 * A refusal as the server sends one (docs/api.md): the catalogue's English text under `errors.` and its key as
 * `code`, with the given status.
 */
export function refuse(method: Method, path: string, status: number, code: keyof typeof en.errors) {
  const on = http[method.toLowerCase() as Lowercase<Method>];
  return on(path, () => HttpResponse.json({ error: errors[code], code }, { status }));
}
