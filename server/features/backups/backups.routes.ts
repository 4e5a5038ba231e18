import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { backupListSchema, backupSchema } from "../../../contract/backups.ts";
import { notFound } from "../../lib/errors.ts";
import { needsPermission, requirePermission } from "../../lib/guards.ts";
import type { BackupService } from "./backups.service.ts";

/** The settings tab's backups: take one now, list them, download one. A backup holds every customer's data. */
export async function backupRoutes(fastify: FastifyInstance, options: { backups: BackupService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { backups } = options;

  app.get(
    "/api/admin/backups",
    { onRequest: needsPermission("settings"), schema: { response: { 200: backupListSchema } } },
    async () => backups.list(),
  );

  app.post(
    "/api/admin/backups",
    { onRequest: needsPermission("settings"), schema: { response: { 201: backupSchema } } },
    async (request, reply) => {
      const admin = await requirePermission(request, "settings");
      const backup = await backups.create("manual");
      request.log.info({ adminId: admin.id, backup: backup.name, size: backup.size }, "backup taken");
      return reply.code(201).send(backup);
    },
  );

  app.get(
    "/api/admin/backups/:name",
    { onRequest: needsPermission("settings"), schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const admin = await requirePermission(request, "settings");
      const file = await backups.file(request.params.name);
      if (!file) throw notFound();
      request.log.info({ adminId: admin.id, backup: request.params.name }, "backup downloaded");
      return reply
        .header("content-type", "application/gzip")
        .header("content-disposition", `attachment; filename="${request.params.name}"`)
        .header("cache-control", "no-store")
        .send(createReadStream(file));
    },
  );
}
