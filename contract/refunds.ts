import { z } from "zod";
import { rowIdSchema, wholeNumber } from "./fields.ts";
import { paymentMethods } from "./order-status.ts";
import { shareOut } from "./sales-report.ts";

/**
 * Refunds of a paid order (docs/architecture.md "Refunds"), in integer cents. The rules, once:
 * - Only what was paid and not yet refunded can be given back; a line's units can be given back once.
 * - Refunding lines gives back what they cost after the reward and their share of a promotion, plus that
 *   share of the tax, never more than earlier refunds left of either. Shares are taken of the running total
 *   (what all refunds so far gave back), so a run of refunds that ends with everything gives back exactly the
 *   order's total, to the cent.
 * - Refunding an amount gives back the items and their tax first; only beyond them the fees, tip and donation.
 * - Every refund carries its `sales` part (what gave back items, for the books), its `tax` part (the sales tax
 *   given back, which the café no longer owes) and, for points orders, the points given back; purchase points
 *   earned on the refunded sales are taken back the same way. A run of refunds that ends with every unit or the
 *   whole total given back gives back exactly the order's sales and tax, whatever the mix of lines and amounts.
 */

export const REFUND_REASON_MAX = 300;
export const IDEMPOTENCY_KEY_MAX = 100;

const reason = z.string().trim().min(1, "errors.refundReasonRequired").max(REFUND_REASON_MAX);

/** POST /api/orders/{id}/refunds: an amount, or lines (the order's line ids, `items[].id` of its view). */
export const refundRequestSchema = z.union([
  z.object({ amount: wholeNumber(z.number().int().positive().max(10_000_000)), reason }),
  z.object({
    items: z
      .array(z.object({ itemId: rowIdSchema, quantity: wholeNumber(z.number().int().positive().max(50)) }))
      .min(1)
      .max(100),
    reason,
  }),
]);
export type RefundRequest = z.output<typeof refundRequestSchema>;

/** The Idempotency-Key header: a retried request with the same key refunds once. */
export const idempotencyKeySchema = z.string().trim().min(8).max(IDEMPOTENCY_KEY_MAX);

/** pending: the payment provider has not confirmed it yet (the money is not back); completed: settled. */
export const refundStatuses = ["pending", "completed"] as const;

export const refundViewSchema = z.object({
  id: z.number(),
  amount: z.number().int(),
  reason: z.string(),
  paymentMethod: z.enum(paymentMethods),
  status: z.enum(refundStatuses),
  /** The lines given back, by line id; empty for a refund of an amount. */
  items: z.array(z.object({ itemId: z.number(), quantity: z.number().int() })),
  createdAt: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

const sumOf = (refunds: readonly Pick<RefundView, "amount">[]) =>
  refunds.reduce((sum, refund) => sum + refund.amount, 0);

/** What an order's settled refunds gave back: its `refundedAmount`. */
export const settledRefunds = (refunds: readonly Pick<RefundView, "amount" | "status">[]) =>
  sumOf(refunds.filter((refund) => refund.status === "completed"));

/** What its refunds give back, settled or pending: a new refund (or the cancellation) gives only the rest. */
export const reservedByRefunds = sumOf;

/** What the order is, for the rules: its stored figures and lines. */
export interface RefundableOrder {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  pointsSpent: number;
  lines: { id: number; quantity: number; amount: number; reward: number }[];
}

/** What the refunds so far gave back: cents, their sales and tax parts, and units per line id. */
export interface RefundedSoFar {
  amount: number;
  sales: number;
  tax: number;
  units: Map<number, number>;
}

/** A refund as the rules work it out, before anything is recorded. */
export interface RefundFigures {
  amount: number;
  sales: number;
  tax: number;
  items: { itemId: number; quantity: number }[];
}

export type RefundRefusal = "nothingLeft" | "beyondPaid" | "unknownLine" | "beyondLine";

const itemsNet = (order: RefundableOrder) => order.subtotal - order.discount;

/** Each line's value after its reward and its share of the order's promotion. */
function lineValues(order: RefundableOrder): number[] {
  const rewards = order.lines.reduce((sum, line) => sum + line.reward, 0);
  const nets = order.lines.map((line) => line.amount - line.reward);
  const promotion = shareOut(order.discount - rewards, nets);
  return nets.map((net, i) => net - promotion[i]!);
}

/** Items value and its tax share for the given units per line (proportional, rounded down; all units: all). */
function valueOfUnits(order: RefundableOrder, units: Map<number, number>) {
  const values = lineValues(order);
  const sales = order.lines.reduce((sum, line, i) => {
    const given = units.get(line.id) ?? 0;
    return sum + Math.floor((values[i]! * given) / line.quantity);
  }, 0);
  const net = itemsNet(order);
  const tax = net > 0 ? Math.floor((order.tax * sales) / net) : 0;
  return { sales, tax, amount: sales + tax };
}

/** What refunding `request` gives back, or why it cannot. */
export function refundFigures(
  order: RefundableOrder,
  before: RefundedSoFar,
  request: RefundRequest,
): RefundFigures | RefundRefusal {
  const left = order.total - before.amount;
  if (left <= 0) return "nothingLeft";
  if ("amount" in request) {
    if (request.amount > left) return "beyondPaid";
    // An amount gives back the items and their tax first: "$3 back for a cold latte" is not the team's tip or
    // the mosque's donation. Only what is beyond the items and tax left reaches the fees, the tip and the
    // donation. Within it, the tax is a running share of the items and tax given back so far, rounded down,
    // so a run of refunds ends with exactly the order's tax.
    const pool = itemsNet(order) + order.tax;
    const takenBefore = before.sales + before.tax;
    const itemsAndTax = Math.max(0, Math.min(request.amount, pool - takenBefore));
    const after = takenBefore + itemsAndTax;
    const taxAfter = after >= pool ? order.tax : Math.floor((order.tax * after) / pool);
    const tax = Math.max(0, Math.min(taxAfter - before.tax, itemsAndTax));
    return { amount: request.amount, sales: itemsAndTax - tax, tax, items: [] };
  }
  const after = new Map(before.units);
  const items = new Map<number, number>();
  for (const pick of request.items) {
    const line = order.lines.find((l) => l.id === pick.itemId);
    if (!line) return "unknownLine";
    const units = (after.get(line.id) ?? 0) + pick.quantity;
    if (units > line.quantity) return "beyondLine";
    after.set(line.id, units);
    items.set(line.id, (items.get(line.id) ?? 0) + pick.quantity);
  }
  const was = valueOfUnits(order, before.units);
  const now = valueOfUnits(order, after);
  // Never more of the sales or the tax than earlier refunds left (an amount may already have given back part
  // of these lines), and the refund that gives back the last units gives back exactly what is left of both.
  const everyUnit = order.lines.every((line) => (after.get(line.id) ?? 0) >= line.quantity);
  const salesLeft = itemsNet(order) - before.sales;
  const taxLeft = order.tax - before.tax;
  const sales = Math.max(0, everyUnit ? salesLeft : Math.min(now.sales - was.sales, salesLeft));
  const tax = Math.max(0, everyUnit ? taxLeft : Math.min(now.tax - was.tax, taxLeft));
  if (sales + tax > left) return "beyondPaid";
  return {
    amount: sales + tax,
    sales,
    tax,
    items: [...items].map(([itemId, quantity]) => ({ itemId, quantity })),
  };
}

/**
 * A running share of `whole` (points spent, points earned) for money given back: what the refunds up to and
 * including this one take, less what the ones before took. All of it once everything is given back.
 */
export function runningShare(whole: number, partBefore: number, partAfter: number, of: number): number {
  if (of <= 0 || whole <= 0) return 0;
  const share = (part: number) => (part >= of ? whole : Math.floor((whole * part) / of));
  return share(partAfter) - share(partBefore);
}

/** Points to give back to a points order, and purchase points to take back, for one refund. */
export function refundPoints(
  order: RefundableOrder,
  before: RefundedSoFar,
  refund: Pick<RefundFigures, "amount" | "sales">,
  earned: number,
) {
  return {
    returned: runningShare(order.pointsSpent, before.amount, before.amount + refund.amount, order.total),
    takenBack: runningShare(earned, before.sales, before.sales + refund.sales, itemsNet(order)),
  };
}
