import { and, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import { localDate, localMinutes } from "../../../contract/ordering-hours.ts";
import type { SalesReportQuery } from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { orderRefunds } from "../../db/schema/index.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { translator } from "../../lib/i18n.ts";
import { salesOfRange } from "./sales-report.service.ts";

/** Cents as the bookkeeper's spreadsheet reads them: dollars with two decimals, no currency sign. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** What the completed refunds of each order gave back, with its items and tax parts (pending ones are not). */
async function settledRefunds(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { cents: number; sales: number; tax: number }>();
  const rows = await db
    .select({
      orderId: orderRefunds.orderId,
      cents: sql<number>`sum(${orderRefunds.amountCents})::int`,
      sales: sql<number>`sum(${orderRefunds.salesCents})::int`,
      tax: sql<number>`sum(${orderRefunds.taxCents})::int`,
    })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), eq(orderRefunds.status, "completed")))
    .groupBy(orderRefunds.orderId);
  return new Map(rows.map(({ orderId, ...given }) => [orderId, given]));
}

/** GET /api/admin/reports/sales.csv: one row per sale of the range, on the café's clock, in paid order. */
export async function salesCsv(db: Db, query: SalesReportQuery, language: Language, now: Date) {
  const { report, paid } = await salesOfRange(db, query, language, now);
  const refunded = await settledRefunds(
    db,
    paid.map(({ order }) => order.id),
  );
  const tz = report.timeZone;
  const t = translator(language);
  // The bookkeeper reads the file in the language they read the shop in: headers, statuses and methods too.
  const header = [
    "date",
    "time",
    "orderNumber",
    "status",
    "paymentMethod",
    "subtotal",
    "discount",
    "tax",
    "deliveryFee",
    "serviceCharge",
    "tip",
    "donation",
    "total",
    "refunded",
    "itemsRefunded",
    "taxRefunded",
  ].map((column) => t(`reports.csv.${column}`));
  const rows = paid.map(({ order, at }) => {
    // Refunded in full (a cancellation before refunds were recorded, say), else what its settled refunds gave back.
    const whole = order.paymentStatus === "refunded";
    const given = refunded.get(order.id);
    return [
      localDate(at, tz),
      clock(localMinutes(at, tz)),
      order.orderNumber,
      t(`orderStatus.${order.status}`),
      t(`paymentMethod.${order.paymentMethod}`),
      ...[
        order.subtotalCents,
        order.discountCents,
        order.taxCents,
        order.deliveryFeeCents,
        order.serviceFeeCents,
        order.tipCents,
        order.donationCents,
        order.totalCents,
        whole ? order.totalCents : (given?.cents ?? 0),
        whole ? order.subtotalCents - order.discountCents : (given?.sales ?? 0),
        whole ? order.taxCents : (given?.tax ?? 0),
      ].map(dollars),
    ];
  });
  return { csv: spreadsheetCsv([header, ...rows]), from: report.from, to: report.to };
}

/**
 * GET /api/admin/reports/items.csv: each item sold in the range, most sold first, named in the reader's language,
 * with its sales as sold: a refund is the order's, not an item's, so the column says it comes before refunds.
 */
export async function itemsCsv(db: Db, query: SalesReportQuery, language: Language, now: Date) {
  const { report } = await salesOfRange(db, query, language, now);
  const t = translator(language);
  const rows = report.items.map((item) => [item.name, String(item.quantity), dollars(item.netSales)]);
  const header = ["item", "quantity", "netSalesBeforeRefunds"].map((column) => t(`reports.csv.${column}`));
  return {
    csv: spreadsheetCsv([header, ...rows]),
    from: report.from,
    to: report.to,
  };
}
