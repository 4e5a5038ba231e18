import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SuccessAnswer } from "../../../contract/answers.ts";
import { rowIdSchema } from "../../../contract/fields.ts";
import { menuItemInputSchema, menuItemPatchSchema, menuItemSchema } from "../../../contract/menu.ts";
import { menuCategories } from "../../../contract/menu-categories.ts";
import type { Db } from "../../db/client.ts";
import { adminOnly } from "../../lib/guards.ts";
import { addMenuItem, changeMenuItem, removeMenuItem } from "./menu.service.ts";
import { etagMatches, menuSnapshot } from "./menu-cache.ts";
import { menuOptionRoutes } from "./menu-options.routes.ts";

const itemParams = z.object({ id: rowIdSchema });

/** The contract's rules, with the catalog's own words when the name or category is missing altogether. */
const newItemBody = menuItemInputSchema.extend({
  name: z.string({ error: "errors.menuNameRequired" }).pipe(menuItemInputSchema.shape.name),
  category: z.enum(menuCategories, { error: "errors.menuCategoryRequired" }),
});

export async function menuRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(menuOptionRoutes, { db });

  /**
   * GET /api/menu (spec part 2 "Menu"), public. Served from memory with a strong ETag; `no-cache`
   * makes browsers revalidate each time, which costs a 304 with no body while the menu is unchanged.
   */
  app.get("/api/menu", async (request, reply) => {
    const menu = await menuSnapshot(db);
    reply.header("etag", menu.etag).header("cache-control", "no-cache");
    if (etagMatches(request.headers["if-none-match"], menu.etag)) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(menu.body);
  });

  app.post(
    "/api/menu",
    { onRequest: adminOnly, schema: { body: newItemBody, response: { 201: menuItemSchema } } },
    async (request, reply) => reply.code(201).send(await addMenuItem(db, request.body)),
  );

  app.patch(
    "/api/menu/:id",
    {
      onRequest: adminOnly,
      schema: { params: itemParams, body: menuItemPatchSchema, response: { 200: menuItemSchema } },
    },
    async (request) => changeMenuItem(db, request.params.id, request.body),
  );

  app.delete(
    "/api/menu/:id",
    { onRequest: adminOnly, schema: { params: itemParams } },
    async (request): Promise<SuccessAnswer> => {
      await removeMenuItem(db, request.params.id);
      return { success: true };
    },
  );
}
