import { and, asc, eq, gte, lt } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { formatDate } from "../../../contract/date-format.ts";
import type { Language } from "../../../contract/language.ts";
import { addDays, zonedInstant } from "../../../contract/ordering-hours.ts";
import { formatMoney } from "../../../contract/pricing.ts";
import { totalsLines } from "../../../contract/sales-report.ts";
import type { Db } from "../../db/client.ts";
import { orderRefunds, orders } from "../../db/schema/index.ts";
import { translator } from "../../lib/i18n.ts";
import { cancellationRefundKey } from "../refunds/public.ts";
import { salesOfRange } from "./sales-report.service.ts";

const MARGIN = 56;
/** The refunds made that day with their reasons and order numbers, oldest first. */
async function refundsOfDay(db: Db, date: string, timeZone: string) {
  return db
    .select({
      at: orderRefunds.createdAt,
      amount: orderRefunds.amountCents,
      reason: orderRefunds.reason,
      key: orderRefunds.idempotencyKey,
      orderId: orderRefunds.orderId,
      number: orders.orderNumber,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.status, "completed"),
        gte(orderRefunds.createdAt, zonedInstant(date, 0, timeZone)),
        lt(orderRefunds.createdAt, zonedInstant(addDays(date, 1), 0, timeZone)),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt));
}

/**
 * The daily close-out (a Z report) on one A4 page, in the reader's language: the day's totals, the payment
 * methods, the cash the drawer should hold, each refund with its reason, and the first and last sale's times.
 */
export async function dailyCloseOut(db: Db, date: string | undefined, language: Language, now: Date) {
  const query = date ? { from: date, to: date } : {};
  const { report, paid } = await salesOfRange(db, query, language, now);
  const day = report.from;
  const refunds = await refundsOfDay(db, day, report.timeZone);
  const t = translator(language);
  const p = (key: string, params?: Record<string, unknown>) => t(`reports.pdf.${key}`, params);
  // On the café's clock, as the board and the receipts read it ("9:05 AM").
  const clock = (at: Date) =>
    formatDate(language, at, { hour: "numeric", minute: "2-digit", timeZone: report.timeZone });

  // The document says its language, for screen readers and for whoever checks which copy they hold.
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: language,
    info: { Title: p("title", { date: day }) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) =>
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor("#3B2320").text(text).moveDown(0.2);
  const line = (label: string, value: string, bold = false) => {
    const top = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor("#3B2320");
    doc.text(label, MARGIN, top, { width: width - 110 });
    const below = doc.y;
    // An empty value ("No refunds today.") writes nothing and would leave the cursor back on this line.
    if (value) doc.text(value, MARGIN + width - 110, top, { width: 110, align: "right" });
    doc.x = MARGIN;
    doc.y = Math.max(below, doc.y);
  };

  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor("#3B2320")
    .text(p("title", { date: day }));
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#6B4423")
    .text(p("generated", { timeZone: report.timeZone }));

  const totals = report.totals;
  heading(p("totals"));
  line(p("orders"), String(totals.orders));
  // Every amount in its place, what came off with a minus, so the lines add up to the total on paper.
  for (const { key, amount, subtotal } of totalsLines(totals))
    line(p(key), formatMoney(amount === 0 ? 0 : amount), subtotal);
  line(p("totalCollected"), formatMoney(totals.totalCollected), true);

  heading(p("paymentMethods"));
  for (const row of report.byPaymentMethod)
    line(`${p(`method.${row.method}`)} (${row.orders})`, formatMoney(row.amount));
  const cash = report.byPaymentMethod.find((row) => row.method === "cash")?.amount ?? 0;
  line(p("cashExpected"), formatMoney(cash), true);

  heading(p("refundList"));
  if (refunds.length === 0) line(p("noRefunds"), "");
  for (const refund of refunds) {
    // A cancellation's reason is stored in the customer's language; the close-out is read in the reader's.
    const reason = refund.key === cancellationRefundKey(refund.orderId) ? p("cancelled") : refund.reason;
    line(`${clock(refund.at)} ${refund.number}: ${reason}`, formatMoney(-refund.amount));
  }
  const listed = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  if (listed !== 0) line(p("refunds"), formatMoney(-listed), true);

  heading(p("shift"));
  const first = paid[0];
  const last = paid.at(-1);
  if (!first || !last) line(p("noSales"), "");
  else {
    line(p("firstSale"), clock(first.at));
    line(p("lastSale"), clock(last.at));
  }
  doc.end();
  return { pdf: await done, date: day };
}
