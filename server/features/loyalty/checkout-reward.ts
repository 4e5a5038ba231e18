import type { Db } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { credit, spend } from "./ledger.ts";

/**
 * A reward used in checkout (decision 22): priced with the promotions before the order's transaction
 * (member-discounts.ts), its points spent inside it under the member's row lock (a balance that no longer
 * covers them refuses the whole order), and given back once if the order is cancelled, by whoever cancels it.
 */
export function attachCheckoutRewards(lifecycle: OrderLifecycle) {
  lifecycle.onPlaced(async (tx, order) => {
    if (order.rewardPoints <= 0 || order.userId === null) return;
    await spend(tx, {
      userId: order.userId,
      amount: order.rewardPoints,
      transactionType: "redemption",
      description: `Reward on order ${order.orderNumber}: ${order.rewardName}`,
      sourceKey: `order-reward:${order.id}`,
      orderId: order.id,
      rewardId: order.rewardId,
      createdBy: order.userId,
    });
  });

  lifecycle.onStatusChanged(async (tx, order, _from, to) => {
    if (to === "cancelled") await giveRewardBack(tx, order);
  });
}

/** The reward's points come back once (order-reward-refund:<id>), however often the cancel is delivered. */
async function giveRewardBack(tx: Db, order: OrderRow) {
  if (order.rewardPoints <= 0 || order.userId === null) return;
  await credit(tx, {
    userId: order.userId,
    amount: order.rewardPoints,
    transactionType: "redemption",
    description: `Reward returned, order ${order.orderNumber} cancelled`,
    sourceKey: `order-reward-refund:${order.id}`,
    orderId: order.id,
    rewardId: order.rewardId,
  });
}
