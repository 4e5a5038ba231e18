import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { purchasePoints } from "../../../contract/promotions.ts";
import { type MenuItemRow, orderRefunds, orders, testGatewayPayments } from "../../db/schema/index.ts";
import { addMenuItems, signInAsAdmin, type TestClient, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  expectBalancesMatchLedger,
  grant,
  moveOrder,
  newMember,
  placeOrder,
} from "../../test/kits/loyalty-kit.ts";
import { checkoutSession, orderRow, paymentRows, payOnPage } from "../../test/kits/payments-kit.ts";
import { REFUND_GRACE_MS } from "./pending-refunds.ts";
import { completeRefund } from "./refund.service.ts";

/**
 * The purchase points a refunded order earned are taken back once per refunded cent, whatever comes first: the
 * refund, its settling, the cancellation or the order's completion (docs/architecture.md "Refunds").
 */

const shop = useTestShop();
let admin: TestClient;
let latte: MenuItemRow;
let keys = 0;
const key = () => `refund-points-key-${++keys}`;
const afterGrace = () => new Date(Date.now() + REFUND_GRACE_MS + 60_000);
/** What two lattes ($8.00) earn. */
const earned = purchasePoints({ subtotal: 800, discount: 0 }, []);

beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  [latte] = (await addMenuItems(shop, [{ name: "Latte", priceCents: 400, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
});

/** A member's two lattes paid by card ($8.72), still received: the points they earn are pending. */
async function memberCardOrder() {
  const member = await newMember(shop);
  const placed = await placeOrder(member.client, [{ item: latte, quantity: 2 }], "card");
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { path, sessionId } = await checkoutSession(member.client, placed.body.id);
  expect((await payOnPage(member.client, path)).status).toBeLessThan(400);
  const view = await admin.get(`/api/orders/${placed.body.id}`);
  return { member, orderId: placed.body.id as number, sessionId, lineId: view.body.items[0].id as number };
}

function refund(orderId: number, body: unknown) {
  return admin.request("POST", `/api/orders/${orderId}/refunds`, body, { "idempotency-key": key() });
}

/**
 * One latte given back by the gateway, then the request died before completing it: the pending row its
 * reservation wrote (with the points it takes back), the order's refunded total raised.
 */
async function strandedLatte(order: Awaited<ReturnType<typeof memberCardOrder>>) {
  const db = shop.database.db;
  const [payment] = await paymentRows(shop, order.orderId);
  const [row] = await db
    .insert(orderRefunds)
    .values({
      orderId: order.orderId,
      paymentId: payment!.id,
      paymentMethod: "card",
      amountCents: 436,
      salesCents: 400,
      taxCents: 36,
      pointsTakenBack: earned / 2,
      items: [{ itemId: order.lineId, quantity: 1 }],
      reason: "Cold latte",
      idempotencyKey: key(),
    })
    .returning();
  await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + 436` })
    .where(eq(orders.id, order.orderId));
  await db
    .update(testGatewayPayments)
    .set({ refunds: { [`order-refund-${row!.id}`]: 436 } })
    .where(eq(testGatewayPayments.id, order.sessionId));
}

describe("purchase points of a refunded order", () => {
  it("a refund pending when the order is cancelled takes nothing from the balance when it settles", async () => {
    const order = await memberCardOrder();
    const before = await balanceOf(shop, order.member.id);
    await strandedLatte(order);
    await moveOrder(admin, order.orderId, "cancelled");
    // The rest is back; the stranded latte is not yet, so the payment is not refunded until it settles.
    expect(await orderRow(shop, order.orderId)).toMatchObject({
      paymentStatus: "completed",
      refundedCents: 872,
    });
    expect(await balanceOf(shop, order.member.id)).toBe(before);

    expect(await shop.app.settlePendingRefunds(afterGrace())).toMatchObject({ completed: 1 });
    expect(await orderRow(shop, order.orderId)).toMatchObject({ paymentStatus: "refunded" });
    // The cancellation reversed the points before they counted: the settled refund has none to take.
    expect(await balanceOf(shop, order.member.id)).toBe(before);
    await expectBalancesMatchLedger(shop);
  });

  it("a completed order recalled and cancelled with a refund pending loses all it earned, once", async () => {
    const order = await memberCardOrder();
    await moveOrder(admin, order.orderId, "completed");
    const before = await balanceOf(shop, order.member.id);
    await strandedLatte(order);
    expect((await admin.patch(`/api/orders/${order.orderId}/status`, { status: "ready" })).status).toBe(200);
    await moveOrder(admin, order.orderId, "cancelled");
    // The cancellation's refund takes back what the rest earned; the stranded latte's, when it settles.
    expect(await balanceOf(shop, order.member.id)).toBe(before - earned / 2);
    expect(await shop.app.settlePendingRefunds(afterGrace())).toMatchObject({ completed: 1 });
    expect(await balanceOf(shop, order.member.id)).toBe(before - earned);
    await expectBalancesMatchLedger(shop);
  });

  it("two refunds before the order is completed take back their share of all it earned", async () => {
    const order = await memberCardOrder();
    const before = await balanceOf(shop, order.member.id);
    const one = await refund(order.orderId, {
      items: [{ itemId: order.lineId, quantity: 1 }],
      reason: "Cold",
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect((await refund(order.orderId, { amount: 300, reason: "Late" })).status).toBe(201);
    const [first, second] = await shop.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.orderId))
      .orderBy(orderRefunds.id);
    const sales = first!.salesCents + second!.salesCents;
    // Shares of the running total, of what the order earned (not of what the first refund left pending).
    expect(first!.pointsTakenBack + second!.pointsTakenBack).toBe(Math.floor((earned * sales) / 800));
    await moveOrder(admin, order.orderId, "completed");
    expect(await balanceOf(shop, order.member.id)).toBe(before + earned - Math.floor((earned * sales) / 800));
    await expectBalancesMatchLedger(shop);
  });

  it("a points order's refund that completes after the cancellation gives back nothing more", async () => {
    const member = await newMember(shop);
    await grant(admin, member.id, 1000);
    const before = await balanceOf(shop, member.id);
    const placed = await placeOrder(member.client, [{ item: latte, quantity: 2 }], "points");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const spent = (await orderRow(shop, placed.body.id)).pointsSpent;
    // A refund request reserved half the order, and the cancellation commits before it completes.
    const [reserved] = await shop.database.db
      .insert(orderRefunds)
      .values({
        orderId: placed.body.id,
        paymentMethod: "points",
        amountCents: 436,
        salesCents: 400,
        taxCents: 36,
        pointsReturned: spent / 2,
        reason: "Cold latte",
        idempotencyKey: key(),
      })
      .returning();
    await shop.database.db.update(orders).set({ refundedCents: 436 }).where(eq(orders.id, placed.body.id));
    await moveOrder(admin, placed.body.id, "cancelled");
    expect(await balanceOf(shop, member.id)).toBe(before);
    const done = await completeRefund(shop.database.db, reserved!, null, {
      actor: { id: null, username: "refund request" },
      payment: { actor: "sweep" },
    });
    expect(done?.refund.status).toBe("completed");
    expect(await balanceOf(shop, member.id)).toBe(before);
    await expectBalancesMatchLedger(shop);
  });
});
