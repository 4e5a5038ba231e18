import { localDate, localMinutes } from "../../../contract/ordering-hours.ts";
import type { SalesReport } from "../../../contract/sales-report.ts";
import type { Translate } from "../../../contract/translate.ts";
import type { PaidOrder } from "./sales-report.service.ts";

/** Dollars with two decimals, as a bookkeeper's spreadsheet reads them ("-8.72" for money given back). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

const orderColumns = [
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
] as const;

/** sales.csv: one row per sale of the range, on the café's clock, in the reader's language. */
export function salesCsvTable(orders: PaidOrder[], timeZone: string, t: Translate) {
  const clock = (at: Date) => {
    const minutes = localMinutes(at, timeZone);
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  };
  const rows = orders.map(({ order, paidAt, refunded }) => [
    localDate(paidAt, timeZone),
    clock(paidAt),
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
      refunded,
    ].map(dollars),
  ]);
  return { headers: orderColumns.map((column) => t(`reports.csv.${column}`)), rows };
}

/** items.csv: each dish sold, most sold first, with its quantity and net sales. */
export function itemsCsvTable(report: SalesReport, t: Translate) {
  return {
    headers: ["item", "quantity", "netSales"].map((column) => t(`reports.csv.${column}`)),
    rows: report.items.map((item) => [item.name, String(item.quantity), dollars(item.netSales)]),
  };
}
