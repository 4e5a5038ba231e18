import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type AuditPage, auditQuerySchema } from "../../../contract/audit.ts";
import type { Db } from "../../db/client.ts";
import { needsPermission } from "../../lib/guards.ts";
import { auditLogPage } from "./audit-log.service.ts";

/** GET /api/admin/audit-log: who did what and when, for admins only. */
export async function auditLogRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/audit-log",
    { onRequest: needsPermission("audit"), schema: { querystring: auditQuerySchema } },
    async (request): Promise<AuditPage> => auditLogPage(db, request.query),
  );
}
