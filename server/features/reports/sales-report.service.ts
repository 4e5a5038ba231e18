import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
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
import { menuItems, orderItems, orderRefunds, orders, paymentStatusHistory } from "../../db/schema/index.ts";
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

/**
 * The refunds made within the instants (order_refunds), each on its own moment. Only settled ones: a pending
 * refund is no money back yet.
 */
async function refundsMade(db: Db, start: Date, end: Date): Promise<RefundRecord[]> {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, "completed"),
        gte(orderRefunds.createdAt, start),
        lt(orderRefunds.createdAt, end),
      ),
    );
  return rows.map((row) => ({
    orderId: row.orderId,
    at: row.createdAt,
    paymentMethod: row.paymentMethod,
    amount: row.amountCents,
    sales: row.salesCents,
    tax: row.taxCents,
  }));
}

/**
 * An order refunded in full gives back what its refund rows had not: its total less `refunded_cents`, and the
 * sales and tax parts they left. Nothing for a cancellation, a refund row of its own; all of it for a refund made in
 * the provider's dashboard, or a cancellation from before cancellations made rows.
 */
async function fullRefundsBeyondRows(
  db: Db,
  reached: { order: OrderRow; at: Date }[],
): Promise<RefundRecord[]> {
  const ids = reached
    .filter(({ order }) => order.refundedCents < order.totalCents)
    .map(({ order }) => order.id);
  if (ids.length === 0) return [];
  const given = await db
    .select({
      orderId: orderRefunds.orderId,
      sales: sql<number>`sum(${orderRefunds.salesCents})::int`,
      tax: sql<number>`sum(${orderRefunds.taxCents})::int`,
    })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, ids))
    .groupBy(orderRefunds.orderId);
  return reached
    .filter(({ order }) => ids.includes(order.id))
    .map(({ order, at }) => {
      const whole = fullRefundOf({
        total: order.totalCents,
        subtotal: order.subtotalCents,
        discount: order.discountCents,
        tax: order.taxCents,
      });
      const rows = given.find((row) => row.orderId === order.id);
      return {
        orderId: order.id,
        at,
        paymentMethod: order.paymentMethod as PaymentMethod,
        amount: whole.amount - order.refundedCents,
        sales: whole.sales - (rows?.sales ?? 0),
        tax: whole.tax - (rows?.tax ?? 0),
      };
    });
}

/** GET /api/admin/reports/sales: the sales and refunds of a range of café-local days (contract/sales-report.ts). */
export async function salesReport(
  db: Db,
  query: SalesReportQuery,
  language: Language,
  now: Date,
): Promise<SalesReport> {
  return (await salesOfRange(db, query, language, now)).report;
}

/** The report of a range with the sales it counted (each order and the moment it was paid), for the exports. */
export async function salesOfRange(db: Db, query: SalesReportQuery, language: Language, now: Date) {
  const { timeZone } = await readOrderingSettings(db);
  const range = reportRange(query, localDate(now, timeZone));
  if (range === "tooLong") throw new HttpError(400, "reportRangeTooLong");
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
  const refunds = [...(await refundsMade(db, start, end)), ...(await fullRefundsBeyondRows(db, refunded))];
  const report = buildSalesReport({ timeZone, ...range, sales, refunds });
  return { report, paid: paid.sort((a, b) => a.at.getTime() - b.at.getTime()) };
}
