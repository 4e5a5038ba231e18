import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  orderingSettingsInputSchema,
  orderingSettingsSchema,
  orderingStatusSchema,
  pauseInputSchema,
} from "../../../contract/ordering-hours-schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import { currentOrderingStatus, pauseOrdering, saveOrderingSettings } from "./ordering-hours.service.ts";
import { readOrderingSettings } from "./ordering-settings.repo.ts";

export async function orderingHoursRoutes(fastify: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Public: whether the cafe is open now and the times a customer may choose. */
  app.get(
    "/api/ordering-hours",
    { schema: { response: { 200: orderingStatusSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return currentOrderingStatus(db, clock);
    },
  );

  app.get(
    "/api/admin/ordering-settings",
    // The board shows the pause and the hours; only the owner changes the hours.
    { onRequest: needsPermission("board"), schema: { response: { 200: orderingSettingsSchema } } },
    async () => readOrderingSettings(db),
  );

  app.put(
    "/api/admin/ordering-settings",
    {
      onRequest: needsPermission("settings"),
      schema: { body: orderingSettingsInputSchema, response: { 200: orderingSettingsSchema } },
    },
    async (request) => saveOrderingSettings(db, await requirePermission(request, "settings"), request.body),
  );

  app.post(
    "/api/admin/ordering-pause",
    {
      onRequest: needsPermission("board"),
      schema: { body: pauseInputSchema, response: { 200: orderingStatusSchema } },
    },
    async (request) =>
      pauseOrdering(db, clock, await requirePermission(request, "board"), request.body.pause),
  );
}
