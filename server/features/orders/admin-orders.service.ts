import { and, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { OrderStatus } from "../../../contract/order-status.ts";
import type { OrderView } from "../../../contract/order-views.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { orderViews } from "./order-view.ts";

export interface AdminOrderQuery {
  status?: OrderStatus | undefined;
  search?: string | undefined;
}

/** The café's order list: newest first, by status, or by order number, name or email. */
export async function listOrdersForAdmin(db: Db, query: AdminOrderQuery, now?: Date): Promise<OrderView[]> {
  // A card order the customer has not paid (yet, or ever) is no work for the kitchen (docs/architecture.md
  // "Orders").
  const filters: SQL[] = [
    or(ne(orders.paymentMethod, "card"), inArray(orders.paymentStatus, ["completed", "refunded"]))!,
  ];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, "\\$&")}%`;
    filters.push(
      or(
        ilike(orders.orderNumber, like),
        ilike(orders.customerName, like),
        ilike(orders.customerEmail, like),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return orderViews(db, rows, now);
}
