import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import { type MenuItemRow, paymentEvents, testGatewayPayments } from "../../db/schema/index.ts";
import { addMenuItems, useTestShop } from "../../test/harness.ts";
import {
  checkoutSession,
  declinedCard,
  goodCard,
  orderRow,
  paymentRows,
  payOnPage,
  placeCardOrder,
} from "../../test/kits/payments-kit.ts";

/** Paying an order by card with the built-in test gateway: hosted checkout, verify-session, payment intents. */

let shaah: MenuItemRow; // $3.99

const shop = useTestShop();
beforeAll(async () => {
  shaah = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }]))[0]!;
});

describe("hosted checkout with the test gateway", () => {
  it("charges the stored total, whatever the client says, and marks the order paid", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    expect(order.paymentRequired).toBe(true);
    expect(order.total).toBe(870); // 7.98 + 0.72 tax
    const { res, path, sessionId } = await checkoutSession(guest, order.id, { totalAmount: 0.01 });
    expect(res.status).toBe(200);
    expect(path).toBe(`/test-gateway/checkout/${sessionId}`);

    const page = await guest.get(path);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("TEST");
    expect(page.body).toContain("$8.70");
    expect(page.body).toMatch(/<label for="number">Card number<\/label>/);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("pending");

    const paid = await payOnPage(guest, path);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:80/order-success?session_id=${sessionId}&order_id=${order.id}`,
    );
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("completed");
    const [payment] = await paymentRows(shop, order.id);
    expect(payment).toMatchObject({ status: "paid", amountCents: 870, purpose: "order" });
    const events = await shop.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, "test"));
    expect(events.length).toBeGreaterThan(0);

    const verified = await guest.post("/api/stripe/verify-session", { sessionId, orderId: order.id });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true });
    const detail = await guest.get(`/api/orders/${order.id}`);
    expect(detail.body).toMatchObject({ paymentStatus: "completed", totalAmount: 870 });
  });

  it("a declined card shows its message, takes nothing and leaves the order unpaid", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { path } = await checkoutSession(guest, order.id);
    const declined = await payOnPage(guest, path, declinedCard);
    expect(declined.status).toBe(402);
    expect(declined.body).toContain(en.errors.cardDeclined);
    expect(declined.body).toContain('role="alert"');
    const invalid = await payOnPage(guest, path, { ...goodCard, number: "4242 4242 4242 4241" });
    expect(invalid.body).toContain(en.errors.cardNumberInvalid);
    expect(invalid.body).toContain('aria-invalid="true"');
    const past = await payOnPage(guest, path, { ...goodCard, expiry: "01/20" });
    expect(past.body).toContain(en.errors.cardExpired);
    const cvc = await payOnPage(guest, path, { ...goodCard, cvc: "1" });
    expect(cvc.body).toContain(en.errors.cardCvcInvalid);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("pending");
    expect((await paymentRows(shop, order.id))[0]!.status).toBe("open");
  });

  it("speaks Somali on the hosted page and in its refusals", async () => {
    const guest = shop.client();
    guest.language = "so";
    const order = await placeCardOrder(guest, shaah!);
    const { path } = await checkoutSession(guest, order.id);
    const page = await guest.get(path);
    expect(page.body).toContain('<html lang="so">');
    expect(page.body).toContain(so.gateway.banner);
    // The placeholder under the label "BB/SS" says it the same way, not "MM/YY".
    expect(page.body).toContain(`placeholder="${so.gateway.expiryPlaceholder}"`);
    expect(page.body).not.toContain("MM/YY");
    const declined = await payOnPage(guest, path, declinedCard, "so");
    expect(declined.body).toContain(so.errors.cardDeclined);
  });

  it("the cancel link leads to /order-cancelled", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { path } = await checkoutSession(guest, order.id);
    const page = await guest.get(path);
    expect(page.body).toContain(`href="http://localhost:80/order-cancelled?order_id=${order.id}"`);
  });

  it("only the browser that placed the order may open a checkout for it", async () => {
    const order = await placeCardOrder(shop.client(), shaah!);
    const { res } = await checkoutSession(shop.client(), order.id);
    expect(res.status).toBe(404);
  });

  it("refuses a cash order and an order already paid", async () => {
    const guest = shop.client();
    const cash = await placeCardOrder(guest, shaah!, { paymentMethod: "cash" });
    const refused = await checkoutSession(guest, cash.id);
    expect(refused.res.status).toBe(400);
    expect(refused.res.body.error).toBe(en.errors.orderNotCard);
    const order = await placeCardOrder(guest, shaah!);
    await payOnPage(guest, (await checkoutSession(guest, order.id)).path);
    const again = await checkoutSession(guest, order.id);
    expect(again.res.status).toBe(409);
    expect(again.res.body.error).toBe(en.errors.orderAlreadyPaid);
  });
});

describe("POST /api/stripe/verify-session", () => {
  it("refuses a session of another order and leaves that order unpaid", async () => {
    const guest = shop.client();
    const paidOrder = await placeCardOrder(guest, shaah!);
    const other = await placeCardOrder(guest, shaah!);
    const { path, sessionId } = await checkoutSession(guest, paidOrder.id);
    await payOnPage(guest, path);
    const res = await guest.post("/api/stripe/verify-session", { sessionId, orderId: other.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error: en.errors.sessionWrongOrder,
      code: "sessionWrongOrder",
    });
    expect((await orderRow(shop, other.id)).paymentStatus).toBe("pending");
  });

  it("refuses an unpaid session and an unknown one", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { sessionId } = await checkoutSession(guest, order.id);
    const unpaid = await guest.post("/api/stripe/verify-session", { sessionId, orderId: order.id });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error).toBe(en.errors.paymentVerifyFailed);
    const unknown = await guest.post("/api/stripe/verify-session", {
      sessionId: "cs_test_nope",
      orderId: order.id,
    });
    expect(unknown.status).toBe(404);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("pending");
  });

  it("settles a paid session whose event never arrived", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { sessionId } = await checkoutSession(guest, order.id);
    // The gateway took the money but its event was lost.
    await shop.database.db
      .update(testGatewayPayments)
      .set({ status: "complete", paymentStatus: "paid" })
      .where(eq(testGatewayPayments.id, sessionId));
    const res = await guest.post("/api/stripe/verify-session", { sessionId, orderId: order.id });
    expect(res.body).toEqual({ success: true });
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("completed");
  });
});

describe("payment intents and /dynamic-checkout's card form", () => {
  it("creates an intent for the stored total, confirms it with the card and reports it", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const created = await guest.post("/api/create-payment-intent", { orderId: order.id, amount: 1 });
    expect(created.status).toBe(200);
    expect(created.body.amount).toBe(870);
    const { clientSecret, id } = created.body;
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_`));

    const declined = await guest.post("/test-gateway/api/intents/confirm", { clientSecret, ...declinedCard });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe(en.errors.cardDeclined);
    const before = await guest.get(`/api/stripe/payment-intent/${id}`);
    expect(before.body).toMatchObject({ status: "requires_payment_method", amount: 870 });

    const confirmed = await guest.post("/test-gateway/api/intents/confirm", { clientSecret, ...goodCard });
    expect(confirmed.body).toEqual({ id, status: "succeeded" });
    const after = await guest.get(`/api/stripe/payment-intent/${id}`);
    expect(after.body).toMatchObject({ status: "succeeded", amount: 870 });
    expect(after.body.metadata).toMatchObject({
      order_id: String(order.id),
      customer_email: "hodan@example.com",
    });
    expect(JSON.parse(after.body.metadata.order_items)).toEqual([
      { id: shaah!.id, name: "Shaah", quantity: 2, price: 3.99 },
    ]);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("completed");
    expect((await shop.client().get(`/api/stripe/payment-intent/${id}`)).status).toBe(404);
  });

  it("GET /api/embedded-stripe/session-status tells the session's state", async () => {
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah!);
    const { path, sessionId } = await checkoutSession(guest, order.id);
    const open = await guest.get(`/api/embedded-stripe/session-status?session_id=${sessionId}`);
    expect(open.body).toMatchObject({
      status: "open",
      payment_status: "unpaid",
      customer_email: "hodan@example.com",
    });
    expect(open.body.metadata.total_amount).toBe("8.70");
    await payOnPage(guest, path);
    const done = await guest.get(`/api/embedded-stripe/session-status?session_id=${sessionId}`);
    expect(done.body).toMatchObject({ status: "complete", payment_status: "paid" });
  });
});
