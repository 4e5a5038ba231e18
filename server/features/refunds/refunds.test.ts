import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localDate } from "../../../contract/ordering-hours.ts";
import { purchasePoints } from "../../../contract/promotions.ts";
import {
  adminAuditLog,
  type MenuItemRow,
  orderRefunds,
  orders,
  outbox,
  pointsTransactions,
  testGatewayPayments,
} from "../../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInAsAdmin,
  signInWithRole,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import { balanceOf, grant, moveOrder, newMember, placeOrder } from "../../test/kits/loyalty-kit.ts";
import {
  checkoutSession,
  orderRow,
  paidCardOrder as paidLattes,
  paymentRows,
  payOnPage,
  placeCardOrder,
  refundRows as refundRowsOf,
} from "../../test/kits/payments-kit.ts";
import { REFUND_GRACE_MS } from "./pending-refunds.ts";

/** POST /api/orders/{id}/refunds: what a refund gives back, once, and what it takes back. */

const shop = useTestShop();
let admin: TestClient;
let latte: MenuItemRow;
let keys = 0;
const key = () => `test-refund-key-${++keys}`;

function refund(client: TestClient, orderId: number, body: unknown, idempotencyKey = key()) {
  return client.request("POST", `/api/orders/${orderId}/refunds`, body, {
    "idempotency-key": idempotencyKey,
  });
}

/** Two lattes paid by card through the test gateway: $8.00 + $0.72 tax = $8.72. */
const paidCardOrder = () => paidLattes(shop.client(), latte);

async function lineOf(orderId: number) {
  const res = await admin.get(`/api/orders/${orderId}`);
  return res.body.items[0].id as number;
}

const refundRows = (orderId: number) => refundRowsOf(shop, orderId);

beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  [latte] = (await addMenuItems(shop, [{ name: "Latte", priceCents: 400, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
});

describe("refunding a card order", () => {
  it("gives back one latte with its tax, then the rest, and not a cent beyond", async () => {
    const order = await paidCardOrder();
    const itemId = await lineOf(order.id);
    const one = await refund(admin, order.id, { items: [{ itemId, quantity: 1 }], reason: "Cold latte" });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toMatchObject({ amount: 436, reason: "Cold latte", paymentMethod: "card" });
    expect(one.body.items).toEqual([{ itemId, quantity: 1 }]);

    const view = await admin.get(`/api/orders/${order.id}`);
    expect(view.body).toMatchObject({ paymentStatus: "completed", refundedAmount: 436 });
    expect(view.body.refunds).toHaveLength(1);
    const [gateway] = await shop.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, order.sessionId));
    expect(Object.values(gateway!.refunds)).toEqual([436]);

    const tooMuch = await refund(admin, order.id, { amount: 437, reason: "Everything" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toBe(messages.en.refundBeyondPaid);
    const sameLatteTwice = await refund(admin, order.id, {
      items: [{ itemId, quantity: 2 }],
      reason: "Both",
    });
    expect(sameLatteTwice.status).toBe(409);

    const rest = await refund(admin, order.id, { amount: 436, reason: "Second latte spilled" });
    expect(rest.status).toBe(201);
    const after = await orderRow(shop, order.id);
    expect(after).toMatchObject({ paymentStatus: "refunded", refundedCents: 872 });
    expect((await paymentRows(shop, order.id))[0]!.status).toBe("refunded");
    expect((await refund(admin, order.id, { amount: 1, reason: "One more cent" })).status).toBe(409);
  });

  it("mails the customer a refund receipt and writes who refunded what in the audit log", async () => {
    const order = await paidCardOrder();
    const res = await refund(admin, order.id, { amount: 250, reason: "Long wait" });
    expect(res.status).toBe(201);
    const mail = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Refund on order ${order.orderNumber}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain("Long wait");
    expect(mail[0]!.textBody).toContain("$2.50");
    const audit = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "order.refunded"));
    const entry = audit.find((row) => row.targetId === String(order.id));
    // Named by the order's number, as the audit log shows it, with what was given back, in cents.
    expect(entry?.after).toMatchObject({
      orderNumber: order.orderNumber,
      refund: { amount: 250, reason: "Long wait" },
      total: expect.any(Number),
    });
  });

  it("refunds once for the same Idempotency-Key, however often it is sent", async () => {
    const order = await paidCardOrder();
    const once = key();
    const first = await refund(admin, order.id, { amount: 100, reason: "Retried" }, once);
    const again = await refund(admin, order.id, { amount: 100, reason: "Retried" }, once);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await orderRow(shop, order.id)).refundedCents).toBe(100);
    const other = await paidCardOrder();
    expect((await refund(admin, other.id, { amount: 100, reason: "Wrong order" }, once)).status).toBe(409);
  });

  it("records nothing when the payment provider refuses", async () => {
    const order = await paidCardOrder();
    // Refunded in the provider's own dashboard already: it refuses to give back more.
    await shop.database.db
      .update(testGatewayPayments)
      .set({ refunds: { dashboard: 872 } })
      .where(eq(testGatewayPayments.id, order.sessionId));
    const res = await refund(admin, order.id, { amount: 100, reason: "Too late" });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(messages.en.refundProviderFailed);
    expect(await refundRows(order.id)).toHaveLength(0);
    expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: "completed", refundedCents: 0 });
  });
});

describe("refunding cash and points", () => {
  it("gives one success to two refunds of the last dollar at once", async () => {
    const res = await shop.client().post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      phone: "6125550100",
      items: [{ id: latte.id, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
    });
    const id = res.body.id as number;
    await moveOrder(admin, id, "completed");
    expect((await refund(admin, id, { amount: 336, reason: "Most of it" })).status).toBe(201);
    const both = await Promise.all([
      refund(admin, id, { amount: 100, reason: "Last dollar" }),
      refund(admin, id, { amount: 100, reason: "Last dollar" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await orderRow(shop, id)).toMatchObject({ paymentStatus: "refunded", refundedCents: 436 });
    expect((await refundRows(id)).map((row) => row.paymentMethod)).toEqual(["cash", "cash"]);
  });

  it("takes back the points earned on what was refunded, never below zero, and writes the shortfall", async () => {
    const member = await newMember(shop);
    const placed = await placeOrder(member.client, [{ item: latte, quantity: 10 }]);
    expect(placed.status).toBe(201);
    await moveOrder(admin, placed.body.id, "completed");
    const earned = purchasePoints({ subtotal: 4000, discount: 0 }, []);
    const before = await balanceOf(shop, member.id);
    expect(before).toBeGreaterThanOrEqual(earned);
    // Half the lattes: half the points earned on them.
    const itemId = await lineOf(placed.body.id);
    expect(
      (await refund(admin, placed.body.id, { items: [{ itemId, quantity: 5 }], reason: "Half" })).status,
    ).toBe(201);
    expect(await balanceOf(shop, member.id)).toBe(before - earned / 2);
    // The member spends all but 50 points elsewhere; the rest of the refund cannot take back more than that.
    await grant(admin, member.id, -(before - earned / 2 - 50));
    expect(
      (await refund(admin, placed.body.id, { items: [{ itemId, quantity: 5 }], reason: "Rest" })).status,
    ).toBe(201);
    expect(await balanceOf(shop, member.id)).toBe(0);
    const [takeBack] = await shop.database.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.sourceKey, `refund-earned:${(await refundRows(placed.body.id))[1]!.id}`));
    expect(takeBack).toMatchObject({ amount: -50, shortfall: earned / 2 - 50 });
  });

  it("gives back the points a points order paid, in proportion", async () => {
    const member = await newMember(shop);
    await grant(admin, member.id, 1000);
    const placed = await placeOrder(member.client, [{ item: latte, quantity: 2 }], "points");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const spent = (await orderRow(shop, placed.body.id)).pointsSpent;
    const balance = await balanceOf(shop, member.id);
    const itemId = await lineOf(placed.body.id);
    const res = await refund(admin, placed.body.id, { items: [{ itemId, quantity: 1 }], reason: "One cold" });
    expect(res.status).toBe(201);
    expect(await balanceOf(shop, member.id)).toBe(balance + Math.floor(spent / 2));
    const history = await member.client.get(`/api/orders/${placed.body.id}`);
    expect(history.body.refunds).toEqual([expect.objectContaining({ amount: 436, reason: "One cold" })]);
  });
});

describe("a refund left pending", () => {
  const afterGrace = () => new Date(Date.now() + REFUND_GRACE_MS + 60_000);

  /** A member's two lattes, paid by card and completed, so the points they earned are on the balance. */
  async function memberCardOrder() {
    const member = await newMember(shop);
    const placed = await placeOrder(member.client, [{ item: latte, quantity: 2 }], "card");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { path, sessionId } = await checkoutSession(member.client, placed.body.id);
    expect((await payOnPage(member.client, path)).status).toBeLessThan(400);
    await moveOrder(admin, placed.body.id, "completed");
    return { member, orderId: placed.body.id as number, sessionId };
  }

  /**
   * What a refund request leaves when it dies after reserving one latte (the pending row, the order's refunded
   * total raised) and, if `providerMadeIt`, after the gateway gave the money back under the refund's key.
   */
  async function strandedRefund(orderId: number, sessionId: string, providerMadeIt: boolean) {
    const db = shop.database.db;
    const [payment] = await paymentRows(shop, orderId);
    const earned = purchasePoints({ subtotal: 800, discount: 0 }, []);
    const [row] = await db
      .insert(orderRefunds)
      .values({
        orderId,
        paymentId: payment!.id,
        paymentMethod: "card",
        amountCents: 436,
        salesCents: 400,
        taxCents: 36,
        pointsTakenBack: earned / 2,
        items: [{ itemId: await lineOf(orderId), quantity: 1 }],
        reason: "Cold latte",
        idempotencyKey: key(),
        createdBy: (await admin.get("/api/user")).body.id,
      })
      .returning();
    await db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + 436` })
      .where(eq(orders.id, orderId));
    if (providerMadeIt)
      await db
        .update(testGatewayPayments)
        .set({ refunds: { [`order-refund-${row!.id}`]: 436 } })
        .where(eq(testGatewayPayments.id, sessionId));
    return { refund: row!, takenBack: earned / 2 };
  }

  it("is completed as a request completes it when the provider made the refund, once by two sweeps", async () => {
    const { member, orderId, sessionId } = await memberCardOrder();
    const before = await balanceOf(shop, member.id);
    const { refund: stranded, takenBack } = await strandedRefund(orderId, sessionId, true);

    // Within the grace period the request may still be running: the sweep leaves it.
    await shop.app.settlePendingRefunds();
    expect((await refundRows(orderId))[0]!.status).toBe("pending");

    const sweeps = await Promise.all([
      shop.app.settlePendingRefunds(afterGrace()),
      shop.app.settlePendingRefunds(afterGrace()),
    ]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.completed, 0)).toBe(1);
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: "completed", providerRefundId: expect.stringMatching(/^re_test_/) });
    expect(await orderRow(shop, orderId)).toMatchObject({ paymentStatus: "completed", refundedCents: 436 });
    expect(await balanceOf(shop, member.id)).toBe(before - takenBack);
    const view = await member.client.get(`/api/orders/${orderId}`);
    expect(view.body).toMatchObject({ refundedAmount: 436 });
    expect(view.body.refunds).toEqual([expect.objectContaining({ amount: 436, reason: "Cold latte" })]);
    const audit = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "order.refunded"));
    expect(audit.filter((entry) => entry.targetId === String(orderId))).toHaveLength(1);
    const mail = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Refund on order ${(await orderRow(shop, orderId)).orderNumber}`));
    expect(mail).toHaveLength(1);

    // Settled: a later sweep finds nothing, and the rest can still be refunded, not a cent beyond.
    expect(await shop.app.settlePendingRefunds(afterGrace())).toEqual({ completed: 0, released: 0 });
    expect(stranded.id).toBe(row!.id);
    expect((await refund(admin, orderId, { amount: 437, reason: "Too much" })).status).toBe(409);
    expect((await refund(admin, orderId, { amount: 436, reason: "The rest" })).status).toBe(201);
    expect(await orderRow(shop, orderId)).toMatchObject({ paymentStatus: "refunded", refundedCents: 872 });
  });

  it("is released as a refusal is when the provider never made it, and the points stay", async () => {
    const { member, orderId, sessionId } = await memberCardOrder();
    const before = await balanceOf(shop, member.id);
    await strandedRefund(orderId, sessionId, false);
    expect(await shop.app.settlePendingRefunds(afterGrace())).toMatchObject({ released: 1 });
    expect(await refundRows(orderId)).toHaveLength(0);
    expect(await orderRow(shop, orderId)).toMatchObject({ paymentStatus: "completed", refundedCents: 0 });
    expect(await balanceOf(shop, member.id)).toBe(before);
    const [gateway] = await shop.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, sessionId));
    expect(gateway!.refunds).toEqual({});
    expect((await refund(admin, orderId, { amount: 872, reason: "All of it" })).status).toBe(201);
  });

  it("beside a settled one leaves the payment completed, so its money can still be refunded", async () => {
    const { orderId, sessionId } = await memberCardOrder();
    await strandedRefund(orderId, sessionId, false);
    const rest = await refund(admin, orderId, { amount: 436, reason: "The other latte" });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ amount: 436, status: "completed" });
    const view = await admin.get(`/api/orders/${orderId}`);
    expect(view.body).toMatchObject({ paymentStatus: "completed", refundedAmount: 436 });
    expect(view.body.refunds.map((r: { status: string }) => r.status)).toEqual(["pending", "completed"]);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    const mail = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Refund on order ${order!.orderNumber}`));
    expect(mail[0]!.textBody).toContain("Refunded on this order so far: $4.36 of $8.72");

    // The gateway never had the first: released, its money is still the customer's to be given back.
    expect(await shop.app.settlePendingRefunds(afterGrace())).toMatchObject({ released: 1 });
    expect(await orderRow(shop, orderId)).toMatchObject({ paymentStatus: "completed", refundedCents: 436 });
    expect((await refund(admin, orderId, { amount: 436, reason: "The first latte" })).status).toBe(201);
    expect(await orderRow(shop, orderId)).toMatchObject({ paymentStatus: "refunded", refundedCents: 872 });
  });
});

describe("who may refund, and what is refused", () => {
  it("is for managers and admins: staff, members and guests are refused, and nothing changes", async () => {
    const order = await paidCardOrder();
    const manager = (await signInWithRole(shop, "manager")).client;
    expect((await refund(manager, order.id, { amount: 100, reason: "Manager" })).status).toBe(201);
    const staff = (await signInWithRole(shop, "staff")).client;
    expect((await refund(staff, order.id, { amount: 100, reason: "Staff" })).status).toBe(403);
    const member = shop.client();
    await signUp(member);
    expect((await refund(member, order.id, { amount: 100, reason: "Me" })).status).toBe(403);
    expect((await refund(shop.client(), order.id, { amount: 100, reason: "Guest" })).status).toBe(401);
    expect((await orderRow(shop, order.id)).refundedCents).toBe(100);
  });

  it("refuses no reason, no key, an unpaid order and a line of another order", async () => {
    const order = await paidCardOrder();
    expect((await refund(admin, order.id, { amount: 100, reason: " " })).status).toBe(400);
    const noKey = await admin.post(`/api/orders/${order.id}/refunds`, { amount: 100, reason: "No key" });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toBe(messages.en.idempotencyKeyRequired);
    const unpaid = await placeCardOrder(shop.client(), latte);
    expect((await refund(admin, unpaid.id, { amount: 100, reason: "Unpaid" })).status).toBe(409);
    const other = await paidCardOrder();
    const foreign = await lineOf(other.id);
    const wrongLine = await refund(admin, order.id, {
      items: [{ itemId: foreign, quantity: 1 }],
      reason: "x",
    });
    expect(wrongLine.status).toBe(400);
    expect(await refundRows(order.id)).toHaveLength(0);
  });
});

describe("refunds in the books", () => {
  it("counts each refund on the day it was made, and the identities still hold", async () => {
    const today = localDate(new Date(), "America/Chicago");
    const report = await admin.get(`/api/admin/reports/sales?from=${today}&to=${today}`);
    expect(report.status).toBe(200);
    const rows = await shop.database.db.select().from(orderRefunds);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const { totals, byPaymentMethod } = report.body;
    expect(totals.refunds).toBe(sum(rows.map((row) => row.amountCents)));
    expect(totals.taxRefunded).toBe(sum(rows.map((row) => row.taxCents)));
    // Each refund of these lattes gave back items and their tax, nothing else.
    for (const row of rows) expect(row.salesCents + row.taxCents).toBeLessThanOrEqual(row.amountCents);
    expect(totals.netSales).toBe(
      totals.grossSales - totals.discounts - sum(rows.map((row) => row.salesCents)),
    );
    expect(sum(byPaymentMethod.map((row: { amount: number }) => row.amount))).toBe(totals.totalCollected);
    const card = byPaymentMethod.find((row: { method: string }) => row.method === "card");
    const cardRefunds = sum(rows.filter((row) => row.paymentMethod === "card").map((row) => row.amountCents));
    expect(card.amount).toBe(card.orders * 872 - cardRefunds);
  });
});

// Last: a cancelled sale leaves the books test's sum of card orders, so it runs after it.
describe("cancelling a refunded card order", () => {
  it("cancelling a partly refunded card order gives back the rest, what the Orders tab names", async () => {
    const order = await paidCardOrder();
    expect((await refund(admin, order.id, { amount: 186, reason: "Cold latte" })).status).toBe(201);
    const cancelled = await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const [gateway] = await shop.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, order.sessionId));
    // total − refundedAmount = 872 − 186 = 686 on cancelling: the card gets all of it back, not a cent more.
    expect(Object.values(gateway!.refunds).sort((a, b) => a - b)).toEqual([186, 686]);
    expect(gateway!.paymentStatus).toBe("refunded");
  });
});
