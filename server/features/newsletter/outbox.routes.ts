import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type OutboxEntry, outboxQuerySchema } from "../../../contract/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { needsPermission } from "../../lib/guards.ts";

/**
 * Admins read what the shop has mailed (docs/architecture.md "Stack": the outbox is readable by admins), with
 * its delivery status; without SMTP this is where the welcome emails and contact messages are. The admin
 * panel's screen for it is still to come; the browser tests read the emailed unsubscribe link here.
 */
export async function outboxRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/outbox",
    { onRequest: needsPermission("settings"), schema: { querystring: outboxQuerySchema } },
    async (request): Promise<OutboxEntry[]> => {
      const { to, limit } = request.query;
      const rows = await db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.recipient, to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
}
