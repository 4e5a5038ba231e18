import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { PaymentMethod } from "../../../contract/order-status.ts";
import { addDays, localDate, zonedInstant } from "../../../contract/ordering-hours.ts";
import {
  buildSalesReport,
  fullRefundOf,
  type RefundRecord,
  reportRange,
  type SaleRecord,
  type SalesReport,
  type SalesReportQuery,
} from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { menuItems, orderItems, orders, paymentStatusHistory } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { readOrderingSettings } from "../ordering-hours/public.ts";

type OrderRow = typeof orders.$inferSelect;

/** The instants of a range of café-local days: from the first day's midnight to the midnight after the last. */
function instantsOf(range: { from: string; to: string }, timeZone: string) {
  return {
    start: zonedInstant(range.from, 0, timeZone),
    end: zonedInstant(addDays(range.to, 1), 0, timeZone),
  };
}

/** The orders whose payment reached `status` within the instants, with the moment it did. */
async function paymentsReaching(db: Db, status: "completed" | "refunded", start: Date, end: Date) {
  return db
    .select({ at: paymentStatusHistory.createdAt, order: orders })
    .from(paymentStatusHistory)
    .innerJoin(orders, eq(orders.id, paymentStatusHistory.orderId))
    .where(
      and(
        eq(paymentStatusHistory.subject, "order"),
        eq(paymentStatusHistory.toStatus, status),
        gte(paymentStatusHistory.createdAt, start),
        lt(paymentStatusHistory.createdAt, end),
      ),
    );
}

async function linesOf(db: Db, orderIds: number[], language: Language) {
  if (orderIds.length === 0) return new Map<number, SaleRecord["lines"]>();
  const rows = await db
    .select({
      line: orderItems,
      menuName: menuItems.name,
      menuNameSo: menuItems.nameSo,
      category: menuItems.category,
    })
    .from(orderItems)
    .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .where(inArray(orderItems.orderId, orderIds));
  const byOrder = new Map<number, SaleRecord["lines"]>();
  for (const { line, menuName, menuNameSo, category } of rows) {
    const name = (language === "so" ? menuNameSo : null) ?? menuName ?? line.name;
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      menuItemId: line.menuItemId,
      name,
      category: category ?? "other",
      quantity: line.quantity,
      amount: line.unitPriceCents * line.quantity,
      reward: line.rewardCents,
    });
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

function saleOf(order: OrderRow, paidAt: Date, lines: SaleRecord["lines"]): SaleRecord {
  return {
    orderId: order.id,
    paidAt,
    paymentMethod: order.paymentMethod as PaymentMethod,
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    tax: order.taxCents,
    deliveryFee: order.deliveryFeeCents,
    serviceFee: order.serviceFeeCents,
    tip: order.tipCents,
    donation: order.donationCents,
    total: order.totalCents,
    lines,
  };
}

/** The café's time zone and the days a query names, or 400 for a range too long. */
export async function resolveRange(db: Db, query: SalesReportQuery, now: Date) {
  const { timeZone } = await readOrderingSettings(db);
  const range = reportRange(query, localDate(now, timeZone));
  if (range === "tooLong") throw new HttpError(400, "reportRangeTooLong");
  return { timeZone, ...range };
}

/** A sale of the range, as sales.csv lists it: the order, when it was paid, and what of it was given back. */
export interface PaidOrder {
  order: OrderRow;
  paidAt: Date;
  refunded: number;
}

/** The sales of a range, oldest first. */
export async function paidOrders(db: Db, range: { timeZone: string; from: string; to: string }) {
  const { start, end } = instantsOf(range, range.timeZone);
  const paid = await paymentsReaching(db, "completed", start, end);
  return paid
    .map(({ order, at }) => ({
      order,
      paidAt: at,
      refunded: order.paymentStatus === "refunded" ? order.totalCents : 0,
    }))
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.order.id - b.order.id);
}

/** GET /api/admin/reports/sales: the sales and refunds of a range of café-local days (contract/sales-report.ts). */
export async function salesReport(
  db: Db,
  query: SalesReportQuery,
  language: Language,
  now: Date,
): Promise<SalesReport> {
  const { timeZone, ...range } = await resolveRange(db, query, now);
  const { start, end } = instantsOf(range, timeZone);
  const [paid, refunded] = await Promise.all([
    paymentsReaching(db, "completed", start, end),
    paymentsReaching(db, "refunded", start, end),
  ]);
  const lines = await linesOf(
    db,
    paid.map((row) => row.order.id),
    language,
  );
  const sales = paid.map(({ order, at }) => saleOf(order, at, lines.get(order.id) ?? []));
  // Today a refund gives back the whole order (a paid order cancelled); its items part is what the sale's were.
  const refunds: RefundRecord[] = refunded.map(({ order, at }) => ({
    orderId: order.id,
    at,
    paymentMethod: order.paymentMethod as PaymentMethod,
    ...fullRefundOf({
      total: order.totalCents,
      subtotal: order.subtotalCents,
      discount: order.discountCents,
    }),
  }));
  return buildSalesReport({ timeZone, ...range, sales, refunds });
}
