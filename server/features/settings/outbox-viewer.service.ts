import { count, desc, eq } from "drizzle-orm";
import type { OutboxChannel, OutboxPage } from "../../../contract/outbox-viewer.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";

/** A page of everything the shop sent or would have sent, newest first; bodies as text, never the HTML. */
export async function readOutboxPage(
  db: Db,
  query: { channel?: OutboxChannel | undefined; page: number; pageSize: number },
): Promise<OutboxPage> {
  const where = query.channel ? eq(outbox.channel, query.channel) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        textBody: outbox.textBody,
        language: outbox.language,
        status: outbox.status,
        error: outbox.error,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
