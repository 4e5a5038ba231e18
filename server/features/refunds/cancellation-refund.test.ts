import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localDate } from "../../../contract/ordering-hours.ts";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import {
  adminAuditLog,
  type MenuItemRow,
  orderRefunds,
  orders,
  outbox,
  testGatewayPayments,
} from "../../db/schema/index.ts";
import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import { TestGateway } from "../../providers/payments/test-gateway.ts";
import {
  addMenuItems,
  signInAsAdmin,
  signInWithRole,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import { balanceOf, grant, moveOrder, newMember, placeOrder } from "../../test/kits/loyalty-kit.ts";
import {
  orderRow,
  paidCardOrder as paidLattes,
  paymentRows,
  refundRows as refundRowsOf,
} from "../../test/kits/payments-kit.ts";
import { processPaymentEvent } from "../payments/payment-events.service.ts";
import { REFUND_GRACE_MS } from "./pending-refunds.ts";

/**
 * Cancelling a paid card order gives the money back through the refund service (docs/architecture.md
 * "Refunds"): a refund row, the receipt, the audit entry, once; the books count it only once it is settled.
 */

const shop = useTestShop();
let admin: TestClient;
let latte: MenuItemRow;
let gateway: TestGateway; // the same tables as the shop's own gateway
let keys = 0;

/** Two lattes paid by card through the test gateway: $8.00 + $0.72 tax = $8.72. */
async function paidCardOrder(guest = shop.client()) {
  return { ...(await paidLattes(guest, latte)), guest };
}

const refundRows = (orderId: number) => refundRowsOf(shop, orderId);

async function gatewayRefunds(sessionId: string) {
  const [row] = await shop.database.db
    .select()
    .from(testGatewayPayments)
    .where(eq(testGatewayPayments.id, sessionId));
  return row!.refunds;
}

const receipts = (subject: string) =>
  shop.database.db.select().from(outbox).where(eq(outbox.subject, subject));

const refundAudits = async (orderId: number) =>
  shop.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "order.refunded"), eq(adminAuditLog.targetId, String(orderId))));

const today = () => localDate(new Date(), "America/Chicago");

async function salesToday() {
  const res = await admin.get(`/api/admin/reports/sales?from=${today()}&to=${today()}`);
  expect(res.status).toBe(200);
  const card = res.body.byPaymentMethod.find((row: { method: string }) => row.method === "card");
  return { ...res.body.totals, card: card.amount as number };
}

/** The "Refunded" column of an order's row in today's sales.csv. */
async function csvRefunded(orderNumber: string) {
  const res = await admin.get(`/api/admin/reports/sales.csv?from=${today()}&to=${today()}`);
  const [header, ...rows] = (res.raw.body as string)
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
  const line = rows.find((row) => row.includes(`,${orderNumber},`));
  return line?.split(",")[header!.split(",").indexOf("Refunded")];
}

beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  [latte] = (await addMenuItems(shop, [{ name: "Latte", priceCents: 400, category: "hot_drinks" }])) as [
    MenuItemRow,
  ];
  gateway = new TestGateway(shop.database.db);
});

describe("cancelling a paid card order", () => {
  it("from the board gives back the whole total as one refund: receipt, audit entry, books", async () => {
    const order = await paidCardOrder();
    const before = await salesToday();
    const staff = await signInWithRole(shop, "staff");
    const res = await staff.client.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: 872 });
    expect(res.body.refunds).toEqual([
      expect.objectContaining({ amount: 872, reason: en.receipt.cancelledReason, paymentMethod: "card" }),
    ]);

    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({
      status: "completed",
      amountCents: 872,
      salesCents: 800,
      createdBy: staff.user.id,
    });
    expect(await gatewayRefunds(order.sessionId)).toEqual({ [`order-refund-${row!.id}`]: 872 });
    expect((await paymentRows(shop, order.id))[0]!.status).toBe("refunded");
    const mail = await receipts(`Refund on order ${order.orderNumber}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(en.receipt.cancelledReason);
    expect(mail[0]!.textBody).toContain("$8.72");
    // Staff may not refund, but may cancel: the entry says the refund is the cancellation's, all that was left.
    const [audit] = await refundAudits(order.id);
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      actorRole: "staff",
      after: expect.objectContaining({ cancellation: true, refundedAmount: 872, total: 872 }),
    });

    const after = await salesToday();
    expect(after.refunds - before.refunds).toBe(872);
    expect(after.netSales - before.netSales).toBe(-800);
    expect(after.card - before.card).toBe(-872);
    expect(after.totalCollected - before.totalCollected).toBe(-872);
    expect(await csvRefunded(order.orderNumber)).toBe("8.72");
  });

  it("refunds once: a second cancel, a late refund webhook and a replayed payment give nothing more back", async () => {
    const order = await paidCardOrder();
    expect((await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" })).status).toBe(200);
    const again = await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(again.status).toBe(409);
    const event: PaymentEvent = {
      id: `evt_refunded_${order.sessionId}`,
      type: "refunded",
      sessionId: order.sessionId,
      intentId: null,
      amountCents: 872,
      occurredAt: new Date(),
      metadata: {},
      raw: {},
    };
    expect(await processPaymentEvent(shop.database.db, gateway, event)).toBe("processed");
    await processPaymentEvent(shop.database.db, gateway, {
      ...event,
      id: `evt_paid_again_${order.sessionId}`,
      type: "payment_succeeded",
    });
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(Object.values(await gatewayRefunds(order.sessionId))).toEqual([872]);
    expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: "refunded", refundedCents: 872 });
    expect(await receipts(`Refund on order ${order.orderNumber}`)).toHaveLength(1);
    expect(await refundAudits(order.id)).toHaveLength(1);
  });

  it("cancelled by the customer in Somali: the receipt and the reason are in Somali", async () => {
    const guest = shop.client();
    guest.language = "so";
    const order = await paidCardOrder(guest);
    const res = await guest.post(`/api/orders/${order.id}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ status: "completed", amountCents: 872, reason: so.receipt.cancelledReason });
    const mail = await receipts(`Lacag celin dalabka ${order.orderNumber}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(so.receipt.cancelledReason);
    expect(await refundAudits(order.id)).toHaveLength(1);
  });

  it("after a partial refund gives back only the rest, as a second refund", async () => {
    const order = await paidCardOrder();
    const partial = await admin.request(
      "POST",
      `/api/orders/${order.id}/refunds`,
      { amount: 186, reason: "Cold latte" },
      { "idempotency-key": `cancel-test-${++keys}` },
    );
    expect(partial.status).toBe(201);
    expect((await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" })).status).toBe(200);
    const rows = await refundRows(order.id);
    // The two lattes' $8.00 and 72 ¢ of tax, shared between the refunds to the cent.
    expect(rows.map((row) => [row.amountCents, row.salesCents, row.taxCents, row.status])).toEqual([
      [186, 171, 15, "completed"],
      [686, 629, 57, "completed"],
    ]);
    expect(
      (await refundAudits(order.id)).map((entry) => (entry.after as { cancellation?: true }).cancellation),
    ).toEqual([undefined, true]);
    expect(Object.values(await gatewayRefunds(order.sessionId)).sort((a, b) => a - b)).toEqual([186, 686]);
    expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: "refunded", refundedCents: 872 });
  });
});

describe("a cancellation the payment provider has not confirmed", () => {
  const afterGrace = () => new Date(Date.now() + REFUND_GRACE_MS + 60_000);

  it("stays pending, out of the books, until the sweep gives the money back", async () => {
    const guest = shop.client();
    const order = await paidCardOrder(guest);
    const before = await salesToday();
    // The gateway believes the money already went back elsewhere: it refuses, as when it is down.
    await shop.database.db
      .update(testGatewayPayments)
      .set({ refunds: { dashboard: 872 } })
      .where(eq(testGatewayPayments.id, order.sessionId));
    const res = await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(res.status).toBe(200);
    // Nothing is refunded yet: the refund is listed as pending, beside what settled refunds gave back.
    const pending = {
      status: "cancelled",
      paymentStatus: "completed",
      refundedAmount: 0,
      refunds: [expect.objectContaining({ amount: 872, status: "pending" })],
    };
    expect(res.body).toMatchObject(pending);
    expect((await admin.get(`/api/orders/${order.id}`)).body).toMatchObject(pending);
    expect((await guest.get(`/api/orders/${order.id}`)).body).toMatchObject(pending);
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ status: "pending", amountCents: 872 }),
    ]);
    expect(await salesToday()).toEqual(before);
    expect(await csvRefunded(order.orderNumber)).toBe("0.00");
    expect(await receipts(`Refund on order ${order.orderNumber}`)).toHaveLength(0);

    // The gateway is back: the sweep asks again under the same key rather than giving up on the money.
    await shop.database.db
      .update(testGatewayPayments)
      .set({ refunds: {} })
      .where(eq(testGatewayPayments.id, order.sessionId));
    expect(await shop.app.settlePendingRefunds(afterGrace())).toEqual({ completed: 1, released: 0 });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ status: "completed", amountCents: 872 });
    expect(await gatewayRefunds(order.sessionId)).toEqual({ [`order-refund-${row!.id}`]: 872 });
    expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: "refunded", refundedCents: 872 });
    expect((await guest.get(`/api/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: 872,
      refunds: [expect.objectContaining({ amount: 872, status: "completed" })],
    });
    expect(await receipts(`Refund on order ${order.orderNumber}`)).toHaveLength(1);
    expect((await refundAudits(order.id))[0]!.after).toMatchObject({ cancellation: true });
    expect((await salesToday()).refunds - before.refunds).toBe(872);
    expect(await csvRefunded(order.orderNumber)).toBe("8.72");
  });

  it("a manual refund left pending is not counted as refunded by the report or the CSV", async () => {
    const order = await paidCardOrder();
    const before = await salesToday();
    const [payment] = await paymentRows(shop, order.id);
    await shop.database.db.insert(orderRefunds).values({
      orderId: order.id,
      paymentId: payment!.id,
      paymentMethod: "card",
      amountCents: 436,
      salesCents: 400,
      taxCents: 36,
      reason: "Cold latte",
      idempotencyKey: `cancel-test-${++keys}`,
    });
    await shop.database.db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + 436` })
      .where(eq(orders.id, order.id));
    expect(await salesToday()).toEqual(before);
    expect(await csvRefunded(order.orderNumber)).toBe("0.00");
    expect((await admin.get(`/api/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: "completed",
      refundedAmount: 0,
      refunds: [expect.objectContaining({ amount: 436, reason: "Cold latte", status: "pending" })],
    });
  });
});

describe("cash and points orders keep their own cancellation", () => {
  it("a cash order and a points order cancelled leave no refund row; the points come back", async () => {
    const cash = await shop.client().post("/api/orders/simple", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      phone: "6125550100",
      items: [{ id: latte.id, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
    });
    expect(cash.status).toBe(201);
    await moveOrder(admin, cash.body.id, "cancelled");
    expect(await orderRow(shop, cash.body.id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "pending",
    });

    const member = await newMember(shop);
    await grant(admin, member.id, 1000);
    const balance = await balanceOf(shop, member.id);
    const points = await placeOrder(member.client, [{ item: latte, quantity: 1 }], "points");
    expect(points.status).toBe(201);
    await moveOrder(admin, points.body.id, "cancelled");
    expect(await orderRow(shop, points.body.id)).toMatchObject({ paymentStatus: "refunded" });
    expect(await balanceOf(shop, member.id)).toBe(balance);
    for (const id of [cash.body.id, points.body.id]) expect(await refundRows(id)).toHaveLength(0);
  });
});
