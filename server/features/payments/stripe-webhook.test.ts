import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type MenuItemRow, paymentEvents } from "../../db/schema/index.ts";
import { clockStartingAt, OPEN_MOMENT } from "../../lib/clock.ts";
import { metadataOf, startFakeStripe, stripeSession } from "../../providers/payments/fake-stripe-api.ts";
import { StripeProvider } from "../../providers/payments/stripe-provider.ts";
import { addMenuItems, TestClient, useTestShop } from "../../test/harness.ts";
import { orderRow, placeCardOrder } from "../../test/kits/payments-kit.ts";

/** The same order flow with STRIPE_SECRET_KEY set: the Stripe adapter, a loopback Stripe API, signed webhooks. */

const webhookSecret = "whsec_shop_test";
// Its database; the app under test is built on it with the Stripe adapter.
const shop = useTestShop();
let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let shaah: MenuItemRow;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await buildApp({
    db: shop.database.db,
    sessionSecret: "stripe-test-secret-stripe-test-secret-0123",
    logLevel: "silent",
    rateLimitScale: 100,
    clock: clockStartingAt(OPEN_MOMENT),
    payments: new StripeProvider({
      secretKey: "sk_test_shop",
      webhookSecret,
      publishableKey: "pk_test_shop",
      ...fake.options,
    }),
  });
  await app.ready();
  shaah = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }]))[0]!;
  fake.on("POST", "/v1/checkout/sessions", (request) =>
    stripeSession({
      id: `cs_live_${metadataOf(request.form).payment_id}`,
      amount_total: Number(request.form.get("line_items[0][price_data][unit_amount]")),
      metadata: metadataOf(request.form),
    }),
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

function webhook(client: TestClient, payload: string, signature: string) {
  return client.request("POST", "/api/stripe/webhook", payload, {
    "content-type": "application/json",
    "stripe-signature": signature,
  });
}

function completed(
  sessionId: string,
  metadata: Record<string, string>,
  amount: number,
  id = `evt_${sessionId}`,
) {
  return JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: stripeSession({
        id: sessionId,
        status: "complete",
        payment_status: "paid",
        amount_total: amount,
        payment_intent: `pi_${sessionId}`,
        metadata,
      }),
    },
  });
}

describe("with Stripe configured", () => {
  it("tells the browser which provider and key to use, and allows Stripe.js", async () => {
    const client = new TestClient(app);
    const res = await client.get("/api/payments/config");
    expect(res.body).toEqual({ provider: "stripe", publishableKey: "pk_test_shop" });
    expect(res.headers["content-security-policy"]).toContain("https://js.stripe.com");
    expect((await client.get("/test-gateway/checkout/cs_anything")).status).toBe(404);
  });

  it("pays an order through Checkout and a signed webhook, once, whatever is replayed or forged", async () => {
    const guest = new TestClient(app);
    const order = await placeCardOrder(guest, shaah);
    const created = await guest.post("/api/stripe/create-checkout-session", {
      orderId: order.id,
      totalAmount: 0.5,
    });
    expect(created.status).toBe(200);
    const sessionId = created.body.sessionId as string;
    expect(created.body.url).toBe("https://checkout.stripe.test/pay/cs_fake_1");
    const sent = fake.seen.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.form.get("line_items[0][price_data][unit_amount]")).toBe(String(order.total));
    const metadata = metadataOf(sent.form);
    expect(metadata.order_id).toBe(String(order.id));

    const payload = completed(sessionId, metadata, order.total);
    const forged = payload.replace(String(order.total), "1");
    expect(
      (
        await webhook(
          guest,
          forged,
          Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await webhook(
          guest,
          payload,
          Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }),
        )
      ).status,
    ).toBe(400);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("pending");

    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const ok = await webhook(guest, payload, header);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: true });
    expect((await orderRow(shop, order.id)).paymentStatus).toBe("completed");
    const replay = await webhook(guest, payload, header);
    expect(replay.status).toBe(200);
    const stored = await shop.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `evt_${sessionId}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.provider).toBe("stripe");
  });

  it("cancelling the paid order refunds it through Stripe", async () => {
    const guest = new TestClient(app);
    const order = await placeCardOrder(guest, shaah);
    const { sessionId } = (await guest.post("/api/stripe/create-checkout-session", { orderId: order.id }))
      .body;
    const metadata = metadataOf(fake.seen.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.form);
    const payload = completed(sessionId, metadata, order.total);
    const paid = await webhook(
      guest,
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    );
    expect(paid.status).toBe(200);
    fake.on("POST", "/v1/refunds", { id: "re_1", object: "refund" });

    const admin = new TestClient(app);
    const { signInAsAdmin } = await import("../../test/harness.ts");
    await signInAsAdmin({ ...shop, app, client: () => admin }, admin);
    const res = await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const refund = fake.seen.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(refund.form.get("payment_intent")).toBe(`pi_${sessionId}`);
    expect(refund.form.get("amount")).toBe(String(order.total));
    // The refund service's key: one refund row, asked for under its own id.
    expect(refund.headers["idempotency-key"]).toMatch(/^order-refund-\d+$/);
  });
});
