import { and, desc, gte, inArray, ne, or, sql } from "drizzle-orm";
import { CAFE_TIME_ZONE } from "../../../contract/business.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { orderViews } from "./order-view.ts";

/** The café's today began at this instant: midnight on the café's clock, whatever the server's zone. */
const startOfCafeDay = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${CAFE_TIME_ZONE}) at time zone ${CAFE_TIME_ZONE})`;

/**
 * The board's "Done" list: today's completed and cancelled tickets, the last finished first, so a ticket
 * bumped by mistake is at the top to recall. A card order cancelled before it was paid never reached the
 * kitchen and is not listed.
 */
export async function finishedToday(db: Db, now: Date): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["completed", "cancelled"]),
        gte(orders.updatedAt, startOfCafeDay(now)),
        or(ne(orders.paymentMethod, "card"), inArray(orders.paymentStatus, ["completed", "refunded"])),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(200);
  return orderViews(db, rows, now);
}
