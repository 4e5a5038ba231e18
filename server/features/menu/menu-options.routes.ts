import type { FastifyInstance } from "fastify";
import { menuEndpoints } from "../../../contract/endpoints/menu.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import { itemOptionGroups, saveItemOptionGroups } from "./menu-options.service.ts";

/** The admin's editor of an item's option groups; customers read them in GET /api/menu. */
export async function menuOptionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, menuEndpoints.optionGroups, async (request) => ({
    groups: await itemOptionGroups(db, request.params.id),
  }));

  defineRoute(app, menuEndpoints.saveOptionGroups, async (request) => {
    const admin = await requirePermission(request, "menu.edit");
    return { groups: await saveItemOptionGroups(db, admin, request.params.id, request.body.groups) };
  });
}
