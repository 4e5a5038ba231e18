import { z } from "zod";
import type { PaymentMethod } from "./order-status.ts";
import { paymentMethods } from "./order-status.ts";
import { addDays, localDate, localMinutes, weekdayOf } from "./ordering-hours.ts";

/**
 * The owner's books (docs/architecture.md "Sales reports"). The rules, once:
 * - A sale is an order whose payment completed (a card paid, a cash order completed at the counter, points
 *   spent), counted on the café-local day and hour of that moment. An order cancelled before it was paid, or
 *   never paid, is no sale.
 * - A refund counts on the day it was made, whatever the day of the sale, once it is settled (a pending one
 *   counts nowhere); a paid order that is cancelled is a sale on its day and a full refund on the day of the
 *   cancellation.
 * - All amounts are integer cents; points payments count at their dollar value.
 * The identity every range keeps: `totalCollected = netSales + tax + deliveryFees + serviceCharges + tips +
 * donations − (refunds − refundedSales)`, where `refundedSales` is the part of the refunds that gave back items
 * (it is already taken off `netSales`), and `totalCollected` is also the sum of `byPaymentMethod`'s amounts.
 * `taxRefunded` is the part of the refunds that gave back tax: the tax the café still owes for the range is
 * `tax − taxRefunded`.
 */

export const MAX_REPORT_DAYS = 366;

const day = z.iso.date("errors.invalidDate");

/** GET /api/admin/reports/sales: café-local days, both included; either left out means today. */
export const salesReportQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "errors.dateRangeOrder", path: ["to"] });
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/** The days a query names, or why it names none: more than MAX_REPORT_DAYS is refused. */
export function reportRange(
  query: SalesReportQuery,
  today: string,
): { from: string; to: string } | "tooLong" {
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from ? query.from : today);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return days > MAX_REPORT_DAYS ? "tooLong" : { from, to };
}

/** One order that was a sale in the range, as the server reads it. */
export interface SaleRecord {
  orderId: number;
  paidAt: Date;
  paymentMethod: PaymentMethod;
  subtotal: number;
  discount: number;
  tax: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  donation: number;
  total: number;
  /** `amount` at the price ordered (options included); `reward` what a checkout reward took off it. */
  lines: {
    menuItemId: number | null;
    name: string;
    category: string;
    quantity: number;
    amount: number;
    reward: number;
  }[];
}

/** One amount given back in the range; `sales` is its part that gave back items (after discounts), `tax` its tax. */
export interface RefundRecord {
  orderId: number;
  at: Date;
  paymentMethod: PaymentMethod;
  amount: number;
  sales: number;
  tax: number;
}

const figures = z.object({ orders: z.number().int(), netSales: z.number().int() });

export const salesReportSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    orders: z.number().int(),
    grossSales: z.number().int(),
    discounts: z.number().int(),
    netSales: z.number().int(),
    tax: z.number().int(),
    deliveryFees: z.number().int(),
    serviceCharges: z.number().int(),
    tips: z.number().int(),
    donations: z.number().int(),
    refunds: z.number().int(),
    /** The part of `refunds` that gave back sales tax. */
    taxRefunded: z.number().int(),
    totalCollected: z.number().int(),
  }),
  byPaymentMethod: z.array(
    z.object({ method: z.enum(paymentMethods), orders: z.number().int(), amount: z.number().int() }),
  ),
  byDay: z.array(figures.extend({ date: z.string() })),
  byHour: z.array(figures.extend({ hour: z.number().int() })),
  items: z.array(
    z.object({
      menuItemId: z.number().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      netSales: z.number().int(),
    }),
  ),
  categories: z.array(
    z.object({ category: z.string(), quantity: z.number().int(), netSales: z.number().int() }),
  ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/**
 * Shares `total` among `weights` in proportion, in whole cents that add up exactly (largest remainder), so an
 * order's promotion discount is spread over its lines without losing a cent.
 */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** The report of a range from its sales and refunds (both already limited to the range's instants). */
export function buildSalesReport(input: {
  timeZone: string;
  from: string;
  to: string;
  sales: SaleRecord[];
  refunds: RefundRecord[];
}): SalesReport {
  const { timeZone, sales, refunds } = input;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const grossSales = sum(sales.map((s) => s.subtotal));
  const discounts = sum(sales.map((s) => s.discount));
  const refunded = sum(refunds.map((r) => r.amount));
  const refundedSales = sum(refunds.map((r) => r.sales));
  const netSales = grossSales - discounts - refundedSales;
  const tax = sum(sales.map((s) => s.tax));
  const deliveryFees = sum(sales.map((s) => s.deliveryFee));
  const serviceCharges = sum(sales.map((s) => s.serviceFee));
  const tips = sum(sales.map((s) => s.tip));
  const donations = sum(sales.map((s) => s.donation));

  const byPaymentMethod = paymentMethods.map((method) => {
    const mine = sales.filter((s) => s.paymentMethod === method);
    const back = refunds.filter((r) => r.paymentMethod === method);
    return {
      method,
      orders: mine.length,
      amount: sum(mine.map((s) => s.total)) - sum(back.map((r) => r.amount)),
    };
  });

  const dayRows = new Map<string, { orders: number; netSales: number }>();
  for (let date = input.from; date <= input.to; date = addDays(date, 1))
    dayRows.set(date, { orders: 0, netSales: 0 });
  const hourRows = Array.from({ length: 24 }, () => ({ orders: 0, netSales: 0 }));
  const add = (at: Date, orders: number, net: number) => {
    const dayRow = dayRows.get(localDate(at, timeZone));
    const hourRow = hourRows[Math.floor(localMinutes(at, timeZone) / 60)]!;
    for (const row of dayRow ? [dayRow, hourRow] : [hourRow]) {
      row.orders += orders;
      row.netSales += net;
    }
  };
  for (const sale of sales) add(sale.paidAt, 1, sale.subtotal - sale.discount);
  for (const refund of refunds) add(refund.at, 0, -refund.sales);

  const items = new Map<
    string,
    { menuItemId: number | null; name: string; quantity: number; netSales: number }
  >();
  const categories = new Map<string, { category: string; quantity: number; netSales: number }>();
  for (const sale of sales) {
    // A reward is a line's own; the rest of the discount (a promotion) is the order's, spread by amount.
    const promotion = sale.discount - sum(sale.lines.map((line) => line.reward));
    const shares = shareOut(
      promotion,
      sale.lines.map((line) => line.amount - line.reward),
    );
    sale.lines.forEach((line, index) => {
      const net = line.amount - line.reward - shares[index]!;
      const key = line.menuItemId === null ? `name:${line.name}` : `id:${line.menuItemId}`;
      const item = items.get(key) ?? {
        menuItemId: line.menuItemId,
        name: line.name,
        quantity: 0,
        netSales: 0,
      };
      item.quantity += line.quantity;
      item.netSales += net;
      items.set(key, item);
      const category = categories.get(line.category) ?? { category: line.category, quantity: 0, netSales: 0 };
      category.quantity += line.quantity;
      category.netSales += net;
      categories.set(line.category, category);
    });
  }
  const mostSold = <T extends { quantity: number; netSales: number }>(rows: T[]) =>
    rows.sort((a, b) => b.quantity - a.quantity || b.netSales - a.netSales);

  return {
    timeZone,
    from: input.from,
    to: input.to,
    totals: {
      orders: sales.length,
      grossSales,
      discounts,
      netSales,
      tax,
      deliveryFees,
      serviceCharges,
      tips,
      donations,
      refunds: refunded,
      taxRefunded: sum(refunds.map((r) => r.tax)),
      totalCollected:
        netSales + tax + deliveryFees + serviceCharges + tips + donations - (refunded - refundedSales),
    },
    byPaymentMethod,
    byDay: [...dayRows].map(([date, row]) => ({ date, ...row })),
    byHour: hourRows.map((row, hour) => ({ hour, ...row })),
    items: mostSold([...items.values()]),
    categories: mostSold([...categories.values()]),
  };
}

/** What a full refund of a sale gives back, and its part that gave back items. */
export const fullRefundOf = (sale: Pick<SaleRecord, "total" | "subtotal" | "discount" | "tax">) => ({
  amount: sale.total,
  sales: sale.subtotal - sale.discount,
  tax: sale.tax,
});

/** One line of the totals as the close-out prints them: an amount that adds up, or a subtotal of those above. */
export interface TotalsLine {
  key:
    | "grossSales"
    | "discounts"
    | "refundedItems"
    | "netSales"
    | "tax"
    | "taxRefunded"
    | "deliveryFees"
    | "serviceCharges"
    | "tips"
    | "donations"
    | "feesRefunded";
  amount: number;
  subtotal?: true;
}

/**
 * The totals as lines that add up to `totalCollected` on paper: what came off (discounts, the items, tax and
 * fees given back) as negative amounts in the places they came off, net sales as the subtotal of the items.
 * The refunds' three parts follow from the report's identity: the items part is what net sales leave out
 * beyond the discounts, the tax part `taxRefunded`, the rest (fees, tips, donations) what is left of `refunds`.
 */
export function totalsLines(totals: SalesReport["totals"]): TotalsLine[] {
  const refundedItems = totals.grossSales - totals.discounts - totals.netSales;
  return [
    { key: "grossSales", amount: totals.grossSales },
    { key: "discounts", amount: -totals.discounts },
    { key: "refundedItems", amount: -refundedItems },
    { key: "netSales", amount: totals.netSales, subtotal: true },
    { key: "tax", amount: totals.tax },
    { key: "taxRefunded", amount: -totals.taxRefunded },
    { key: "deliveryFees", amount: totals.deliveryFees },
    { key: "serviceCharges", amount: totals.serviceCharges },
    { key: "tips", amount: totals.tips },
    { key: "donations", amount: totals.donations },
    { key: "feesRefunded", amount: -(totals.refunds - refundedItems - totals.taxRefunded) },
  ];
}

export const reportPresets = ["today", "yesterday", "week", "month"] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** The days a preset names, from the café's today: the week starts on Monday, the month on its first. */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  if (preset === "yesterday") return { from: addDays(today, -1), to: addDays(today, -1) };
  if (preset === "week") return { from: addDays(today, -((weekdayOf(today) + 6) % 7)), to: today };
  if (preset === "month") return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: today, to: today };
}

/**
 * The preset to show as chosen for these days: the one tapped if it names them, else the first that does, as
 * for a range read back from the address. On a Monday Today and This week name the same day, and on the 1st
 * Today and This month: one chip is still the chosen one.
 */
export function chosenPreset(
  days: { from: string; to: string },
  today: string,
  tapped?: ReportPreset,
): ReportPreset | undefined {
  const names = (preset: ReportPreset) => {
    const named = presetRange(preset, today);
    return named.from === days.from && named.to === days.to;
  };
  return tapped && names(tapped) ? tapped : reportPresets.find(names);
}
