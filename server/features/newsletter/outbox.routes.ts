import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { settingsEndpoints } from "../../../contract/endpoints/settings.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { defineRoute } from "../../lib/define-route.ts";

/**
 * Admins read what the shop has mailed (docs/architecture.md "Stack": the outbox is readable by admins), with
 * its delivery status; without SMTP this is where the welcome emails and contact messages are. The admin
 * panel's screen for it is still to come; the browser tests read the emailed unsubscribe link here.
 */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  defineRoute(app, settingsEndpoints.outbox, async (request) => {
    const { to, limit } = request.query;
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.recipient, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });
}
