import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { LoyaltyOverview } from "../../../contract/loyalty-admin.ts";
import {
  type LoyaltyStats,
  loyaltyStatsSchema,
  type TopCustomer,
  topCustomerSchema,
  topCustomersQuerySchema,
} from "../../../contract/loyalty-api.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { loyaltyOverview, redemptionStats, topCustomers } from "./analytics.service.ts";

/** The admin panel's loyalty figures (docs/api.md). */
export async function analyticsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/analytics/top-customers",
    {
      onRequest: needsPermission("reports"),
      schema: { querystring: topCustomersQuerySchema, response: { 200: z.array(topCustomerSchema) } },
    },
    async (request): Promise<TopCustomer[]> => topCustomers(db, request.query.limit),
  );
  app.get(
    "/api/analytics/redemptions",
    { onRequest: needsPermission("reports"), schema: { response: { 200: loyaltyStatsSchema } } },
    async (): Promise<LoyaltyStats> => redemptionStats(db),
  );
  app.get(
    "/api/analytics/loyalty-overview",
    { onRequest: needsPermission("reports") },
    async (): Promise<LoyaltyOverview> => loyaltyOverview(db),
  );
}
