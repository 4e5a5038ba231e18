import type { FastifyInstance, FastifyRequest } from "fastify";
import { menuEndpoints } from "../../../contract/endpoints/menu.ts";
import { dataUrlBodyLimit } from "../../../contract/images.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import type { ImageStore } from "../../lib/image-uploads.ts";
import { publishEvent } from "../../providers/events/event-bus.ts";
import { addMenuItem, changeMenuItem, removeMenuItem } from "./menu.service.ts";
import { etagMatches, menuSnapshot, preferredEncoding } from "./menu-cache.ts";
import { menuOptionRoutes } from "./menu-options.routes.ts";

/** Sold out / back: the one change of a menu item the counter may make (`menu.availability`). */
const onlyAvailability = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).every((key) => key === "isAvailable");

/** A picture may come inline as a data URL of up to 10 MB; every other body keeps the app's 1 MB limit. */
const bodyLimit = dataUrlBodyLimit("menu");

export async function menuRoutes(fastify: FastifyInstance, { db, images }: { db: Db; images: ImageStore }) {
  const change = async (request: FastifyRequest) => ({
    db,
    images,
    actor: await requirePermission(request, "menu.edit"),
  });
  await fastify.register(menuOptionRoutes, { db });
  // Every change of the menu (items and their options) is told to every instance and every open page.
  fastify.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 300) {
      await publishEvent(db, { kind: "menu" });
    }
  });

  /**
   * GET /api/menu (docs/api.md), public. Served from memory with a strong ETag; `no-cache`
   * makes browsers revalidate each time, which costs a 304 with no body while the menu is unchanged.
   */
  // The answer is the snapshot's bytes, sent as they are: its schemas only describe them (docs/api.md).
  defineRoute(fastify, menuEndpoints.list, async (request, reply) => {
    const menu = await menuSnapshot(db);
    reply.header("etag", menu.etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
    if (etagMatches(request.headers["if-none-match"], menu.etag)) return reply.code(304).send();
    reply.type("application/json; charset=utf-8");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(menu.body);
    return reply.header("content-encoding", encoding).send(menu.encoded[encoding]);
  });

  defineRoute(fastify, menuEndpoints.create, { bodyLimit }, async (request, reply) =>
    reply.code(201).send(await addMenuItem(await change(request), request.body)),
  );

  defineRoute(
    fastify,
    menuEndpoints.update,
    {
      // Before validation, so a barista sending a price is told "not allowed" rather than how to write one.
      preValidation: async (request) => {
        if (!onlyAvailability(request.body)) await requirePermission(request, "menu.edit");
      },
      bodyLimit,
    },
    async (request) => {
      const permission = onlyAvailability(request.body) ? "menu.availability" : "menu.edit";
      const actor = await requirePermission(request, permission);
      return changeMenuItem({ db, images, actor }, request.params.id, request.body);
    },
  );

  defineRoute(fastify, menuEndpoints.remove, async (request) =>
    removeMenuItem(await change(request), request.params.id),
  );
}
