import { and, eq, gte, inArray, lt, ne, or } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { OrderStatus } from "../../../contract/order-status.ts";
import { addDays, localDate, localMinutes, zonedInstant } from "../../../contract/ordering-hours.ts";
import {
  buildShiftSummary,
  type ShiftOrder,
  type ShiftSummary,
  type ShiftSummaryQuery,
} from "../../../contract/shift-summary.ts";
import type { Db } from "../../db/client.ts";
import { menuItems, orderItems, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { readOrderingSettings } from "../ordering-hours/public.ts";

/** The orders placed in the instants that reached the kitchen (contract/shift-summary.ts). */
function ordersPlaced(db: Db, start: Date, end: Date) {
  return db
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
        or(ne(orders.paymentMethod, "card"), inArray(orders.paymentStatus, ["completed", "refunded"])),
      ),
    );
}

/** Each order's first "received" and first "ready" moments. */
async function firstMoments(db: Db, orderIds: number[]) {
  const rows = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(
      and(
        inArray(orderStatusHistory.orderId, orderIds),
        inArray(orderStatusHistory.status, ["received", "ready"]),
      ),
    );
  const moments = new Map<number, { received?: Date; ready?: Date }>();
  for (const row of rows) {
    const entry = moments.get(row.orderId) ?? {};
    const key = row.status as "received" | "ready";
    if (!entry[key] || row.at < entry[key]) entry[key] = row.at;
    moments.set(row.orderId, entry);
  }
  return moments;
}

async function linesOf(db: Db, orderIds: number[], language: Language) {
  const rows = await db
    .select({ line: orderItems, menuName: menuItems.name, menuNameSo: menuItems.nameSo })
    .from(orderItems)
    .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .where(inArray(orderItems.orderId, orderIds));
  const byOrder = new Map<number, ShiftOrder["lines"]>();
  for (const { line, menuName, menuNameSo } of rows) {
    const name = (language === "so" ? menuNameSo : null) ?? menuName ?? line.name;
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), { name, quantity: line.quantity }]);
  }
  return byOrder;
}

/** GET /api/admin/shift-summary: the figures of one café-local day, today by default. */
export async function shiftSummary(
  db: Db,
  query: ShiftSummaryQuery,
  language: Language,
  now: Date,
): Promise<ShiftSummary> {
  const { timeZone } = await readOrderingSettings(db);
  const date = query.date ?? localDate(now, timeZone);
  const placed = await ordersPlaced(
    db,
    zonedInstant(date, 0, timeZone),
    zonedInstant(addDays(date, 1), 0, timeZone),
  );
  const ids = placed.map((order) => order.id);
  const [moments, lines] =
    ids.length === 0
      ? [new Map(), new Map()]
      : await Promise.all([firstMoments(db, ids), linesOf(db, ids, language)]);
  const shiftOrders: ShiftOrder[] = placed.map((order) => {
    const { received = order.createdAt, ready } = moments.get(order.id) ?? {};
    return {
      status: order.status as OrderStatus,
      hour: Math.floor(localMinutes(order.createdAt, timeZone) / 60),
      minutesToReady: ready ? (ready.getTime() - received.getTime()) / 60_000 : undefined,
      lines: lines.get(order.id) ?? [],
    };
  });
  return buildShiftSummary({ date, timeZone, orders: shiftOrders });
}
