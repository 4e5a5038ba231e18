import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowIdSchema } from "../../../contract/fields.ts";
import { optionGroupsInputSchema, optionGroupViewSchema } from "../../../contract/menu-option-schemas.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { itemOptionGroups, saveItemOptionGroups } from "./menu-options.service.ts";

const itemParams = z.object({ id: rowIdSchema });
const groupsAnswer = z.object({ groups: z.array(optionGroupViewSchema) });

/** The admin's editor of an item's option groups; customers read them in GET /api/menu. */
export async function menuOptionRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/menu/:id/option-groups",
    {
      onRequest: needsPermission("menu.edit"),
      schema: { params: itemParams, response: { 200: groupsAnswer } },
    },
    async (request) => ({ groups: await itemOptionGroups(db, request.params.id) }),
  );

  app.put(
    "/api/menu/:id/option-groups",
    {
      onRequest: needsPermission("menu.edit"),
      schema: { params: itemParams, body: optionGroupsInputSchema, response: { 200: groupsAnswer } },
    },
    async (request) => {
      const admin = await requirePermission(request, "menu.edit");
      return { groups: await saveItemOptionGroups(db, admin, request.params.id, request.body.groups) };
    },
  );
}
