import { pointsToPay } from "../../../contract/loyalty.ts";
import { purchasePoints } from "../../../contract/promotions.ts";
import type { Db } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { changeOrderPayment, type PaymentChangeBy } from "../../lib/payment-status.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { credit, settlePending, spend } from "./ledger.ts";
import { activePromotions } from "./promotions.service.ts";
import { cancellationReturnKey, pointsReturnedByRefunds, purchaseKey } from "./refund-points.ts";

/**
 * Loyalty's part in an order's life (docs/architecture.md "Points"), all inside the order's own transaction:
 * purchase points pending at placing and completed or reversed with the order; paying with points deducts
 * under the member's row lock or refuses the order. Promotions price the order in member-discounts.ts.
 */
export function attachLoyaltyToOrders(lifecycle: OrderLifecycle) {
  lifecycle.paymentMethods.add("points");

  lifecycle.onPlaced(async (tx, order) => {
    if (order.paymentMethod === "points") return payWithPoints(tx, order);
    if (order.userId === null) return;
    const points = purchasePoints(
      { subtotal: order.subtotalCents, discount: order.discountCents },
      await activePromotions(tx),
    );
    if (points <= 0) return;
    await credit(tx, {
      userId: order.userId,
      amount: points,
      transactionType: "purchase",
      description: `Order ${order.orderNumber}`,
      status: "pending",
      sourceKey: purchaseKey(order.id),
      orderId: order.id,
    });
  });

  lifecycle.onStatusChanged(async (tx, order, _from, to, by) => {
    if (to === "completed") await settlePending(tx, order.id, "completed");
    if (to === "cancelled") {
      await settlePending(tx, order.id, "reversed");
      if (order.pointsSpent > 0) await refundPoints(tx, order, by);
    }
  });
}

/**
 * The whole total at 25 points per dollar, or no order at all; the points order earns nothing more. Answers
 * the order's row, now paid.
 */
async function payWithPoints(tx: Db, order: OrderRow): Promise<OrderRow | null> {
  if (order.userId === null) throw new HttpError(401, "pointsNeedSignIn");
  // Points buy food and drink: a tip or a mosque donation is real money and is not paid in points.
  if (order.tipCents > 0 || order.donationCents > 0) throw new HttpError(400, "pointsNoTipOrDonation");
  const cost = pointsToPay(order.totalCents);
  await spend(tx, {
    userId: order.userId,
    amount: cost,
    transactionType: "redemption",
    description: `Paid order ${order.orderNumber}`,
    sourceKey: `order-payment:${order.id}`,
    orderId: order.id,
    createdBy: order.userId,
  });
  return changeOrderPayment(
    tx,
    order.id,
    "completed",
    { actor: "customer", userId: order.userId },
    { pointsSpent: cost },
  );
}

/** A cancelled order paid with points gives them back, once (cancellationReturnKey). */
async function refundPoints(tx: Db, order: OrderRow, by: PaymentChangeBy) {
  if (order.userId === null) return;
  // A refund may have given some back already: the cancellation returns the rest.
  const rest = order.pointsSpent - (await pointsReturnedByRefunds(tx, order.id));
  if (rest <= 0) return;
  const refunded = await credit(tx, {
    userId: order.userId,
    amount: rest,
    transactionType: "redemption",
    description: `Refund for cancelled order ${order.orderNumber}`,
    sourceKey: cancellationReturnKey(order.id),
    orderId: order.id,
  });
  if (refunded) await changeOrderPayment(tx, order.id, "refunded", by);
}
