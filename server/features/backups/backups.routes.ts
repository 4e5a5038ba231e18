import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { settingsEndpoints as endpoints } from "../../../contract/endpoints/settings.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { notFound } from "../../lib/errors.ts";
import { requirePermission } from "../../lib/guards.ts";
import type { BackupService } from "./backups.service.ts";

/** The settings tab's backups: take one now, list them, download one. A backup holds every customer's data. */
export async function backupRoutes(app: FastifyInstance, options: { backups: BackupService }) {
  const { backups } = options;

  defineRoute(app, endpoints.backups, async () => backups.list());

  defineRoute(app, endpoints.takeBackup, async (request, reply) => {
    const admin = await requirePermission(request, "settings");
    const backup = await backups.create("manual");
    request.log.info({ adminId: admin.id, backup: backup.name, size: backup.size }, "backup taken");
    return reply.code(201).send(backup);
  });

  defineRoute(app, endpoints.backupFile, async (request, reply) => {
    const admin = await requirePermission(request, "settings");
    const file = await backups.file(request.params.name);
    if (!file) throw notFound();
    request.log.info({ adminId: admin.id, backup: request.params.name }, "backup downloaded");
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${request.params.name}"`)
      .header("cache-control", "no-store")
      .send(createReadStream(file));
  });
}
