import type { DiscountLine } from "../../../contract/member-discounts.ts";
import type { OrderStatus, PaymentMethod } from "../../../contract/order-status.ts";
import type { AppliedRewardCents } from "../../../contract/reward-checkout.ts";
import type { Db } from "../../db/client.ts";
import type { OrderItemRow, OrderRow, OrderStatusHistoryRow } from "../../db/schema/index.ts";
import type { PaymentChangeBy } from "../../lib/payment-status.ts";
import type { OrderRequest } from "./order-request.ts";

/** A handler that changes the order's own row (settles its payment, say) returns the row as it now stands. */
type PlacedHandler = (
  tx: Db,
  order: OrderRow,
  request: OrderRequest,
) => Promise<OrderRow | null | undefined> | Promise<void>;
/** Once per write with every order it stored, for work that is one statement however many (a push). */
type PlacedTogetherHandler = (tx: Db, orders: OrderRow[]) => Promise<void>;
/**
 * `by`: who moved it: an admin, the customer cancelling their own order (a guest has no id), or the shop alone
 * (the expiry sweep); payment changes made in the handlers are recorded with the same actor.
 */
type StatusHandler = (
  tx: Db,
  order: OrderRow,
  from: OrderStatus,
  to: OrderStatus,
  by: PaymentChangeBy,
) => Promise<void>;
/** What just committed: a new order, or a move along the status machine. */
export type OrderChange = "placed" | "status";
/** What placing an order stored beside its row, handed to after-commit handlers so they need not read it. */
export interface StoredParts {
  lines: OrderItemRow[];
  history: OrderStatusHistoryRow[];
  /** Orders ahead of it in the kitchen's queue as it was stored. */
  ahead: number;
}
/** A handler that changes the order after the commit (a cancellation's refund) returns the row as it now stands. */
type AfterCommit = (
  order: OrderRow,
  change: OrderChange,
  stored?: StoredParts,
) => Promise<OrderRow | undefined> | Promise<void> | void;
/** A reward priced for an order (decision 22): stored on the order, its points spent by its placed handler. */
export interface PricedReward extends AppliedRewardCents {
  rewardId: number;
  name: string;
  nameSo: string | null;
  /** Points this order spends: none for a code redeemed before (decision 46), its points already spent. */
  points: number;
  /** The redeemed reward's code, used once with the order (decision 46); null for a reward bought with the order. */
  code: string | null;
}
/** What comes off an order before tax: the running promotions' part and the member's chosen reward. */
export interface OrderDiscounts {
  promotionCents: number;
  reward?: PricedReward;
}
/** The member's reward for an order: one from the catalog, or one redeemed before, by its code (decision 46). */
export type RewardChoice = { rewardId: number } | { code: string };
/** `reward` only for a member: the orders feature refuses a guest's reward itself. */
type DiscountRule = (
  db: Db,
  lines: DiscountLine[],
  userId: number | null,
  reward: RewardChoice | undefined,
  acceptRewardLeftover: boolean,
) => Promise<OrderDiscounts>;

/**
 * How other features take part in an order's life without the orders feature knowing them: loyalty credits
 * and spends points, refunds give a cancelled card order's money back. In-transaction handlers run inside the
 * order's own transaction, so a handler that throws undoes the whole change; after-commit handlers (pushes,
 * emails, the provider's refund) see only what stuck.
 */
export class OrderLifecycle {
  private readonly placed: PlacedHandler[] = [];
  private readonly placedTogether: PlacedTogetherHandler[] = [];
  private readonly statusChanged: StatusHandler[] = [];
  private readonly committed: AfterCommit[] = [];
  private discountRule: DiscountRule | undefined;
  /** Cash and card are the orders feature's own; loyalty adds points. */
  readonly paymentMethods = new Set<PaymentMethod>(["cash", "card"]);

  onPlaced(handler: PlacedHandler) {
    this.placed.push(handler);
  }
  /** Orders are stored in groups under load (order-writer.ts): this sees each group's orders at once. */
  onPlacedTogether(handler: PlacedTogetherHandler) {
    this.placedTogether.push(handler);
  }
  onStatusChanged(handler: StatusHandler) {
    this.statusChanged.push(handler);
  }
  onCommitted(handler: AfterCommit) {
    this.committed.push(handler);
  }
  /**
   * Loyalty prices promotions and a checkout reward together (contract/member-discounts.ts: each unit freed
   * once); without it nothing comes off, and an order naming a reward cannot be priced.
   */
  setDiscountRule(rule: DiscountRule) {
    this.discountRule = rule;
  }

  async discountsFor(
    db: Db,
    lines: DiscountLine[],
    userId: number | null,
    reward: RewardChoice | undefined,
    acceptRewardLeftover = false,
  ): Promise<OrderDiscounts> {
    if (this.discountRule) return this.discountRule(db, lines, userId, reward, acceptRewardLeftover);
    if (reward !== undefined) throw new Error("no reward rule registered");
    return { promotionCents: 0 };
  }

  /** The orders' rows as the handlers leave them, in the same order. */
  async runPlaced(tx: Db, placed: { order: OrderRow; request: OrderRequest }[]): Promise<OrderRow[]> {
    const rows: OrderRow[] = [];
    for (const { order, request } of placed) {
      let row = order;
      for (const handler of this.placed) row = (await handler(tx, row, request)) || row;
      rows.push(row);
    }
    for (const handler of this.placedTogether) await handler(tx, rows);
    return rows;
  }
  async runStatusChanged(tx: Db, order: OrderRow, from: OrderStatus, to: OrderStatus, by: PaymentChangeBy) {
    for (const handler of this.statusChanged) await handler(tx, order, from, to, by);
  }
  /** The order's row as the handlers leave it. */
  async runCommitted(order: OrderRow, change: OrderChange, stored?: StoredParts): Promise<OrderRow> {
    let row = order;
    for (const handler of this.committed) row = (await handler(row, change, stored)) || row;
    return row;
  }
}
