import type { FastifyInstance } from "fastify";
import { loyaltyEndpoints as endpoints } from "../../../contract/endpoints/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { loyaltyOverview, redemptionStats, topCustomers } from "./analytics.service.ts";

/** The admin panel's loyalty figures (docs/api.md). */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, endpoints.topCustomers, async (request) => topCustomers(db, request.query.limit));
  defineRoute(app, endpoints.redemptionStats, async () => redemptionStats(db));
  defineRoute(app, endpoints.overview, async () => loyaltyOverview(db));
}
