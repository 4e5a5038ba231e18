import { asc, inArray, type SQL, sql } from "drizzle-orm";
import type { ChosenOption, ChosenOptionView } from "../../../contract/menu-options.ts";
import { type OrderStatus, type PaymentMethod, READY_MINUTES } from "../../../contract/order-status.ts";
import type { OrderReward, OrderView } from "../../../contract/order-views.ts";
import { dueAt } from "../../../contract/ordering-hours.ts";
import {
  AWAITING_CARD_PAYMENT,
  awaitsCardPayment,
  estimateReadyAt,
  queueStatuses,
} from "../../../contract/ready-estimate.ts";
import { settledRefunds } from "../../../contract/refunds.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderItems, orderStatusHistory, orders, users } from "../../db/schema/index.ts";
import type { StoredParts } from "./order-lifecycle.ts";
import { refundsOf } from "./order-refunds.ts";

/** Orders placed before options were priced stored plain texts: they read as free options with no id. */
function storedOption(option: ChosenOption | string): ChosenOptionView {
  return typeof option === "string" ? { id: null, name: option, nameSo: null, price: 0 } : option;
}

const inQueue = (status: string) => (queueStatuses as readonly string[]).includes(status);

/** Whether an order is work in the kitchen's queue: the rule `ordersAheadOf` counts with, for one row. */
export function countsInQueue(order: OrderRow): boolean {
  return inQueue(order.status) && !awaitsCardPayment(order);
}

/**
 * How many orders placed before the given one are still received or in progress (card orders waiting for
 * their money are no work yet): its estimate moves with the queue. A SQL expression, so placing an order can
 * count in the statement that stores its lines.
 */
export function ordersAheadOf(orderId: SQL | number): SQL {
  const statuses = sql.join(
    queueStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(
    select count(*) from ${orders} ahead
    where ahead.status in (${statuses}) and ahead.id < ${orderId}
      and not (ahead.payment_method = ${AWAITING_CARD_PAYMENT.paymentMethod}
        and ahead.payment_status = ${AWAITING_CARD_PAYMENT.paymentStatus})
  )::int`;
}

/** For each order still in the kitchen's queue, how many are ahead of it (`ordersAheadOf`). */
async function ordersAhead(db: Db, rows: OrderRow[]): Promise<Map<number, number>> {
  const active = rows.filter((row) => inQueue(row.status)).map((row) => row.id);
  if (active.length === 0) return new Map();
  const result = await db.execute(sql`
    select mine.id as id, ${ordersAheadOf(sql`mine.id`)} as ahead
    from ${orders} mine where mine.id in (${sql.join(
      active.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const counted = (result as unknown as { rows: { id: number; ahead: number }[] }).rows;
  return new Map(counted.map((row) => [Number(row.id), Number(row.ahead)]));
}

/** The reward a member used in checkout, as every order answer gives it (decision 22). */
export function orderReward(row: OrderRow): OrderReward | null {
  if (row.rewardName === null) return null;
  return {
    id: row.rewardId,
    name: row.rewardName,
    nameSo: row.rewardNameSo,
    pointsSpent: row.rewardPoints,
    amountOff: row.rewardCents,
    code: row.rewardCode,
  };
}

/**
 * Loads lines, history and owner of the given orders and shapes them as the API answers them; `now` is the
 * shop's clock, against which an active order's ready estimate is kept from falling into the past. `stored`:
 * the lines and history of these orders when the caller has just written them (placing an order).
 */
export async function orderViews(
  db: Db,
  rows: OrderRow[],
  now: Date = new Date(),
  stored?: StoredParts,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history, queue] = await Promise.all([
    stored?.lines ??
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    stored?.history ??
      db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    stored ? new Map(rows.map((row) => [row.id, stored.ahead])) : ordersAhead(db, rows),
  ]);
  const refunds = await refundsOf(db, rows);
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is number => id !== null))];
  const owners = userIds.length
    ? await db
        .select({
          id: users.id,
          fullName: users.fullName,
          username: users.username,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];

  return rows.map((row) => {
    const items = lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        itemId: line.menuItemId,
        menuItemId: line.menuItemId,
        name: line.name,
        itemName: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPriceCents,
        price: line.unitPriceCents,
        total: line.unitPriceCents * line.quantity,
        options: line.options.map(storedOption),
        note: line.note,
        rewardOff: line.rewardCents,
        done: line.doneAt !== null,
      }));
    const owner = owners.find((user) => user.id === row.userId);
    const minutes = row.isDelivery ? READY_MINUTES.delivery : READY_MINUTES.pickup;
    // The requested slot when one was chosen, else the estimate (docs/architecture.md#product-rules); moved
    // with the queue.
    const due = dueAt(row.scheduledFor?.toISOString() ?? null, row.createdAt.toISOString(), minutes);
    const ahead = queue.get(row.id);
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      status: row.status as OrderStatus,
      orderStatus: row.status as OrderStatus,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      user: owner
        ? { fullName: owner.fullName, username: owner.username, email: owner.email, phone: owner.phone }
        : null,
      isDelivery: row.isDelivery,
      deliveryLocation: row.deliveryLocation,
      deliveryNotes: row.deliveryNotes,
      paymentMethod: row.paymentMethod as PaymentMethod,
      paymentStatus: row.paymentStatus,
      subtotal: row.subtotalCents,
      discount: row.discountCents,
      pointsSpent: row.pointsSpent,
      tax: row.taxCents,
      deliveryFee: row.deliveryFeeCents,
      serviceFee: row.serviceFeeCents,
      tip: row.tipCents,
      donation: row.donationCents,
      total: row.totalCents,
      totalAmount: row.totalCents,
      refundedAmount: settledRefunds(refunds.get(row.id) ?? []),
      refunds: refunds.get(row.id) ?? [],
      reward: orderReward(row),
      items,
      summary: { itemCount: items.reduce((sum, line) => sum + line.quantity, 0) },
      estimatedReadyAt: ahead === undefined ? due : estimateReadyAt({ due, ordersAhead: ahead, now }),
      scheduledFor: row.scheduledFor?.toISOString() ?? null,
      statusHistory: history
        .filter((entry) => entry.orderId === row.id)
        .map((entry) => ({ status: entry.status as OrderStatus, createdAt: entry.createdAt.toISOString() })),
    };
  });
}

export async function orderView(db: Db, row: OrderRow, now?: Date): Promise<OrderView> {
  const [view] = await orderViews(db, [row], now);
  return view!;
}
