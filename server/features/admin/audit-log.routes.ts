import type { FastifyInstance } from "fastify";
import { adminEndpoints } from "../../../contract/endpoints/admin.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { auditLogPage } from "./audit-log.service.ts";

/** GET /api/admin/audit-log: who did what and when. */
export async function auditLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, adminEndpoints.auditLog, async (request) => auditLogPage(db, request.query));
}
