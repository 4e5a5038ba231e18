import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchema } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { business } from "../../contract/business.ts";
import { errorBodySchema } from "../../contract/errors.ts";
import { routePermission } from "./guards.ts";

/**
 * `GET /api/openapi.json`: the public API as an OpenAPI 3.1 document, built from the route table itself (each
 * route's zod schemas from contract/, turned into JSON Schema by fastify-type-provider-zod), so it cannot drift
 * from what the server validates and answers (decision 37). docs/api.md is its readable form
 * (`npm run docs:api`).
 *
 * Only the API is described: `/api/…` and the Google sign-in redirects; the web app's pages and files are not.
 * Every route may refuse: a 4XX and a 5XX answer of the one failure shape (contract/errors.ts) are listed
 * beside the route's own answers.
 */
export const OPENAPI_PATH = "/api/openapi.json";

const described = (url: string) => url.startsWith("/api/") || url.startsWith("/auth/");

const zodTransform = createJsonSchemaTransform({});

/** Must be registered before the routes it describes: it learns them as they are added. */
export async function registerOpenApi(
  app: FastifyInstance,
  { sessionCookie }: { sessionCookie: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${business.name} API`,
        version: "1",
        description:
          "JSON in and out. A failure answers `{ error, code, errors? }`: `error` in the reader's language (the Accept-Language header), `code` its stable catalog key, `errors` the fields at fault.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: sessionCookie } },
      },
    },
    transform: (input) => {
      if (!described(input.url))
        return { schema: { ...input.schema, hide: true } as FastifySchema, url: input.url };
      const schema = (input.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
      const permission = routePermission(input.route.onRequest);
      const withRefusals = {
        ...schema,
        ...(permission
          ? { description: `Needs the permission \`${permission}\`.`, security: [{ session: [] }] }
          : {}),
        response: {
          ...schema.response,
          "4XX": errorBodySchema.describe("Refused: the request was wrong, not allowed, or not found."),
          "5XX": errorBodySchema.describe("The server or its database failed; the request may be retried."),
        },
      };
      return zodTransform({ ...input, schema: withRefusals });
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
