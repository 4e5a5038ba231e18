import type { FastifyInstance } from "fastify";
import { orderingHoursEndpoints as endpoints } from "../../../contract/endpoints/ordering-hours.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { requirePermission } from "../../lib/guards.ts";
import { currentOrderingStatus, pauseOrdering, saveOrderingSettings } from "./ordering-hours.service.ts";
import { readOrderingSettings } from "./ordering-settings.repo.ts";

export async function orderingHoursRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  defineRoute(app, endpoints.status, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return currentOrderingStatus(db, clock);
  });

  defineRoute(app, endpoints.settings, async () => readOrderingSettings(db));

  defineRoute(app, endpoints.saveSettings, async (request) =>
    saveOrderingSettings(db, await requirePermission(request, "settings"), request.body),
  );

  defineRoute(app, endpoints.pause, async (request) =>
    pauseOrdering(db, clock, await requirePermission(request, "board"), request.body.pause),
  );
}
