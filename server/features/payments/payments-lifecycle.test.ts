import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import {
  type MenuItemRow,
  orderStatusHistory,
  paymentEvents,
  paymentStatusHistory,
  payments,
  testGatewayPayments,
} from "../../db/schema/index.ts";
import { changeOrderPayment } from "../../lib/payment-status.ts";
import type { PaymentEvent } from "../../providers/payments/payment-provider.ts";
import { TestGateway } from "../../providers/payments/test-gateway.ts";
import { addMenuItems, signInAsAdmin, type TestClient, useTestShop } from "../../test/harness.ts";
import {
  ageOrder,
  checkoutSession,
  orderRow,
  paymentRows,
  payOnPage,
  placeCardOrder,
} from "../../test/kits/payments-kit.ts";
import { processPaymentEvent } from "./payment-events.service.ts";

/** After the money: idempotent events, the 30-minute expiry, refunds on cancel, the admin's live list. */

let admin: TestClient;
let adminId: number;
let shaah: MenuItemRow;
let gateway: TestGateway; // the same tables as the shop's own gateway

const shop = useTestShop();
beforeAll(async () => {
  admin = shop.client();
  adminId = (await signInAsAdmin(shop, admin)).user.id;
  shaah = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }]))[0]!;
  gateway = new TestGateway(shop.database.db);
});

async function paidOrder() {
  const guest = shop.client();
  const order = await placeCardOrder(guest, shaah!);
  const { path, sessionId } = await checkoutSession(guest, order.id);
  await payOnPage(guest, path);
  return { guest, order, sessionId };
}

const successEvent = (sessionId: string, overrides: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: `evt_replay_${sessionId}`,
  type: "payment_succeeded",
  sessionId,
  intentId: null,
  amountCents: 870,
  occurredAt: new Date(),
  metadata: {},
  raw: {},
  ...overrides,
});

async function paymentHistory(orderId: number) {
  const rows = await shop.database.db
    .select()
    .from(paymentStatusHistory)
    .where(eq(paymentStatusHistory.orderId, orderId))
    .orderBy(paymentStatusHistory.id);
  return rows.map(({ subject, fromStatus, toStatus, actor, changedBy }) => ({
    subject,
    fromStatus,
    toStatus,
    actor,
    changedBy,
  }));
}

describe("provider events", () => {
  it("a replayed payment event changes nothing", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { sessionId } = await checkoutSession(guest, order.id);
    const event = successEvent(sessionId);
    expect(await processPaymentEvent(shop.database.db, gateway, event)).toBe("processed");
    // The paid order's confirmation email is sent once the event bus carries the news (on PostgreSQL through
    // LISTEN/NOTIFY, a moment later): the order as it stands after that is what a replay must leave alone.
    await vi.waitFor(async () => expect((await orderRow(shop, order.id)).confirmationSentAt).not.toBeNull());
    const once = { order: await orderRow(shop, order.id), payments: await paymentRows(shop, order.id) };
    expect(once.order.paymentStatus).toBe("completed");

    expect(await processPaymentEvent(shop.database.db, gateway, event)).toBe("duplicate");
    expect(await processPaymentEvent(shop.database.db, gateway, { ...event, id: "evt_other_late" })).toBe(
      "processed",
    );
    expect(await orderRow(shop, order.id)).toEqual(once.order);
    expect(await paymentRows(shop, order.id)).toEqual(once.payments);
    const stored = await shop.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(stored).toHaveLength(1);
  });

  it("an event for a different sum settles nothing", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { sessionId } = await checkoutSession(guest, order.id);
    await processPaymentEvent(
      shop.database.db,
      gateway,
      successEvent(sessionId, { id: "evt_wrong_sum", amountCents: 1 }),
    );
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("pending");
  });
});

describe("unpaid card orders", () => {
  it("are not in the admin's live list until paid", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const listed = async () =>
      ((await admin.get("/api/admin/orders")).body as { id: number }[]).some((o) => o.id === order.id);
    expect(await listed()).toBe(false);
    expect((await admin.get(`/api/orders/${order.id}`)).status).toBe(200);
    await payOnPage(guest, (await checkoutSession(guest, order.id)).path);
    expect(await listed()).toBe(true);
  });

  it("an expired unpaid order cannot be paid, and the sweep cancels it", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { path, sessionId } = await checkoutSession(guest, order.id);
    await ageOrder(shop, order.id, 31);

    const page = await payOnPage(guest, path);
    expect(page.status).toBe(409);
    expect(page.body).toContain(en.gateway.closed);
    const fresh = await checkoutSession(guest, order.id);
    expect(fresh.res.status).toBe(409);
    expect(fresh.res.body.error).toBe(en.errors.orderExpired);
    const intent = await guest.post("/api/create-payment-intent", { orderId: order.id });
    expect(intent.status).toBe(409);

    expect(await shop.app.sweepExpiredCardOrders()).toBeGreaterThanOrEqual(1);
    const row = await orderRow(shop, order.id);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    const history = await shop.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(["received", "cancelled"]);
    expect((await paymentRows(shop, order.id)).every((p) => p.status === "expired")).toBe(true);
    const [session] = await shop.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, sessionId));
    expect(session!.status).toBe("expired");
    expect(await shop.app.sweepExpiredCardOrders()).toBe(0);

    // Money that arrives all the same is given back, and the order stays unpaid.
    await shop.database.db
      .update(testGatewayPayments)
      .set({ paymentStatus: "paid" })
      .where(eq(testGatewayPayments.id, sessionId));
    await processPaymentEvent(shop.database.db, gateway, successEvent(sessionId, { id: "evt_too_late" }));
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("failed");
    expect((await paymentRows(shop, order.id))[0]!.status).toBe("refunded");
    const verify = await guest.post("/api/stripe/verify-session", { sessionId, orderId: order.id });
    expect(verify.body.success).toBe(false);
  });

  it("a payment taken after the 30 minutes is refunded even before the sweep runs", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { sessionId } = await checkoutSession(guest, order.id);
    await ageOrder(shop, order.id, 45);
    await processPaymentEvent(
      shop.database.db,
      gateway,
      successEvent(sessionId, { id: "evt_after_deadline" }),
    );
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("pending");
    expect((await paymentRows(shop, order.id))[0]!.status).toBe("refunded");
  });

  it("a recent unpaid order is left alone by the sweep", async () => {
    const order = await placeCardOrder(shop.client(), shaah!);
    await shop.app.sweepExpiredCardOrders();
    expect(await orderRow(shop, order.id)).toMatchObject({ status: "received", paymentStatus: "pending" });
  });
});

describe("cancelling a card order", () => {
  it("refunds a paid one, once", async () => {
    const { order, sessionId, guest } = await paidOrder();
    const res = await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe("refunded");
    const [session] = await shop.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, sessionId));
    expect(session!.paymentStatus).toBe("refunded");
    expect((await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" })).status).toBe(409);
    expect((await guest.get(`/api/orders/${order.id}`)).body.paymentStatus).toBe("refunded");
  });

  it("records each payment status change with who or what made it", async () => {
    const { order } = await paidOrder();
    expect(await paymentHistory(order.id)).toEqual([
      { subject: "payment", fromStatus: "open", toStatus: "paid", actor: "provider", changedBy: null },
      { subject: "order", fromStatus: "pending", toStatus: "completed", actor: "provider", changedBy: null },
    ]);
    await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    // The refund completes once the provider gave the money back, in the name of the admin who cancelled.
    expect((await paymentHistory(order.id)).slice(2)).toEqual([
      { subject: "order", fromStatus: "completed", toStatus: "refunded", actor: "admin", changedBy: adminId },
      { subject: "payment", fromStatus: "paid", toStatus: "refunded", actor: "admin", changedBy: adminId },
    ]);
  });

  it("refuses a change the table does not allow and writes nothing", async () => {
    const { order } = await paidOrder();
    await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    const before = await paymentHistory(order.id);
    const db = shop.database.db;
    await expect(
      db.transaction((tx) => changeOrderPayment(tx, order.id, "completed", { actor: "admin" })),
    ).rejects.toMatchObject({ statusCode: 409, key: "invalidPaymentTransition" });
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("refunded");
    expect(await paymentHistory(order.id)).toEqual(before);
  });

  it("closes the open sessions of an unpaid one", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { path } = await checkoutSession(guest, order.id);
    await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("failed");
    const page = await payOnPage(guest, path);
    expect(page.status).toBe(409);
    expect(page.body).toContain(en.gateway.closed);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("failed");
  });
});
