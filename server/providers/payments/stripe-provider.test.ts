import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metadataOf, startFakeStripe, stripeSession } from "./fake-stripe-api.ts";
import { WebhookSignatureError } from "./payment-provider.ts";
import { StripeProvider } from "./stripe-provider.ts";

/** The Stripe adapter against a loopback Stripe API (the SDK's host/port/protocol options): no internet. */

const secret = "whsec_test_secret";
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let stripe: StripeProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripeProvider({ secretKey: "sk_test_123", webhookSecret: secret, ...fake.options });
});
afterAll(() => fake.close());

const signed = (payload: string, key = secret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: key });

function completedEvent(fields: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: "evt_fake_1",
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: stripeSession({
        status: "complete",
        payment_status: "paid",
        amount_total: 870,
        payment_intent: "pi_fake_1",
        metadata: { order_id: "7", payment_id: "3" },
        ...fields,
      }),
    },
  });
}

describe("requests the adapter makes", () => {
  it("creates a Checkout Session for the given amount, URLs, metadata and an expiry Stripe accepts", async () => {
    fake.on("POST", "/v1/checkout/sessions", (request) =>
      stripeSession({ amount_total: Number(request.form.get("line_items[0][price_data][unit_amount]")) }),
    );
    const session = await stripe.createCheckoutSession({
      purpose: "order",
      amountCents: 870,
      description: "Somali Sips order SS-1001",
      customerEmail: "hodan@example.com",
      successUrl: "http://shop.test/order-success?session_id={CHECKOUT_SESSION_ID}&order_id=7",
      cancelUrl: "http://shop.test/order-cancelled",
      expiresAt: new Date(Date.now() + 60_000),
      locale: "so",
      metadata: { order_id: "7", payment_id: "3" },
    });
    expect(session).toMatchObject({
      id: "cs_fake_1",
      url: "https://checkout.stripe.test/pay/cs_fake_1",
      amountCents: 870,
    });
    const request = fake.seen.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer sk_test_123");
    expect(request.form.get("mode")).toBe("payment");
    expect(request.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(request.form.get("line_items[0][quantity]")).toBe("1");
    expect(request.form.get("success_url")).toBe(
      "http://shop.test/order-success?session_id={CHECKOUT_SESSION_ID}&order_id=7",
    );
    expect(request.form.get("customer_email")).toBe("hodan@example.com");
    expect(request.form.get("locale")).toBe("auto");
    expect(metadataOf(request.form)).toEqual({ order_id: "7", payment_id: "3" });
    expect(metadataOf(request.form, "payment_intent_data[metadata]")).toEqual({
      order_id: "7",
      payment_id: "3",
    });
    // Stripe refuses an expiry under 30 minutes away.
    expect(Number(request.form.get("expires_at")) * 1000).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
  });

  it("creates a PaymentIntent and reads one back", async () => {
    fake.on("POST", "/v1/payment_intents", (request) => ({
      id: "pi_fake_2",
      object: "payment_intent",
      client_secret: "pi_fake_2_secret_abc",
      status: "requires_payment_method",
      amount: Number(request.form.get("amount")),
      metadata: metadataOf(request.form),
    }));
    const intent = await stripe.createPaymentIntent({
      purpose: "order",
      amountCents: 1299,
      description: "order",
      metadata: { order_id: "9" },
    });
    expect(intent).toEqual({
      id: "pi_fake_2",
      clientSecret: "pi_fake_2_secret_abc",
      status: "requires_payment_method",
      amountCents: 1299,
      metadata: { order_id: "9" },
    });
    expect(fake.seen.at(-1)!.form.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(await stripe.getPaymentIntent("pi_missing")).toBeNull();
  });

  it("verifies a session only when Stripe says it is complete and paid", async () => {
    fake.on(
      "GET",
      "/v1/checkout/sessions/cs_paid",
      stripeSession({ id: "cs_paid", status: "complete", payment_status: "paid" }),
    );
    fake.on("GET", "/v1/checkout/sessions/cs_open", stripeSession({ id: "cs_open" }));
    expect((await stripe.verifySession("cs_paid")).paid).toBe(true);
    expect((await stripe.verifySession("cs_open")).paid).toBe(false);
    expect(await stripe.verifySession("cs_missing")).toEqual({ paid: false, session: null });
  });

  it("refunds the session's PaymentIntent with an idempotency key", async () => {
    fake.on(
      "GET",
      "/v1/checkout/sessions/cs_refund",
      stripeSession({ id: "cs_refund", payment_intent: "pi_refund" }),
    );
    fake.on("POST", "/v1/refunds", { id: "re_fake_1", object: "refund" });
    const refund = await stripe.refund({
      sessionId: "cs_refund",
      intentId: null,
      amountCents: 870,
      idempotencyKey: "refund-payment-3",
    });
    expect(refund).toEqual({ id: "re_fake_1" });
    const request = fake.seen.at(-1)!;
    expect(request.path).toBe("/v1/refunds");
    expect(request.headers["idempotency-key"]).toBe("refund-payment-3");
    expect(request.form.get("payment_intent")).toBe("pi_refund");
    expect(request.form.get("amount")).toBe("870");
    expect(metadataOf(request.form)).toEqual({ shop_refund_key: "refund-payment-3" });
  });

  it("finds a refund by the key it was made with, and says how it stands", async () => {
    const refund = (id: string, key: string, status: string) => ({
      id,
      object: "refund",
      status,
      metadata: { shop_refund_key: key },
    });
    fake.on("GET", "/v1/refunds", (request) => ({
      object: "list",
      url: "/v1/refunds",
      has_more: false,
      data:
        request.form.get("payment_intent") === "pi_found"
          ? [
              refund("re_other", "order-refund-1", "succeeded"),
              refund("re_done", "order-refund-2", "succeeded"),
              refund("re_failed", "order-refund-3", "failed"),
              refund("re_waiting", "order-refund-4", "pending"),
            ]
          : [],
    }));
    const find = (idempotencyKey: string) =>
      stripe.findRefund({ sessionId: null, intentId: "pi_found", idempotencyKey });
    expect(await find("order-refund-2")).toEqual({ id: "re_done", status: "succeeded" });
    expect(await find("order-refund-3")).toEqual({ id: "re_failed", status: "failed" });
    expect(await find("order-refund-4")).toEqual({ id: "re_waiting", status: "pending" });
    expect(await find("order-refund-5")).toBeNull();
    expect(
      await stripe.findRefund({ sessionId: null, intentId: "pi_none", idempotencyKey: "order-refund-2" }),
    ).toBeNull();
  });

  it("gives back part of a payment, and throws when Stripe refuses a refund", async () => {
    fake.on("POST", "/v1/refunds", { id: "re_fake_2", object: "refund" });
    const part = await stripe.refund({
      sessionId: null,
      intentId: "pi_part",
      amountCents: 436,
      idempotencyKey: "order-refund-9",
    });
    expect(part).toEqual({ id: "re_fake_2" });
    expect(fake.seen.at(-1)!.form.get("amount")).toBe("436");
    fake.refuse("POST", "/v1/refunds", 400, {
      code: "charge_already_refunded",
      message: "Charge ch_1 has already been refunded.",
    });
    await expect(
      stripe.refund({
        sessionId: null,
        intentId: "pi_part",
        amountCents: 436,
        idempotencyKey: "order-refund-10",
      }),
    ).rejects.toThrow(/already been refunded/);
  });

  it("lists active products with their default price and image", async () => {
    fake.on("GET", "/v1/products", {
      object: "list",
      url: "/v1/products",
      has_more: false,
      data: [
        {
          id: "prod_1",
          object: "product",
          name: "Shaah",
          description: "Tea",
          images: ["https://img.test/shaah.png"],
          metadata: { category: "hot_drinks" },
          default_price: { id: "price_1", object: "price", unit_amount: 350 },
        },
        {
          id: "prod_2",
          object: "product",
          name: "Gift",
          description: null,
          images: [],
          metadata: {},
          default_price: null,
        },
      ],
    });
    expect(await stripe.listProducts()).toEqual([
      {
        id: "prod_1",
        name: "Shaah",
        description: "Tea",
        priceCents: 350,
        imageUrl: "https://img.test/shaah.png",
        category: "hot_drinks",
      },
      { id: "prod_2", name: "Gift", description: null, priceCents: null, imageUrl: null, category: null },
    ]);
    const request = fake.seen.at(-1)!;
    expect(request.form.get("active")).toBe("true");
    expect(request.form.get("expand[0]")).toBe("data.default_price");
  });
});

describe("webhook signatures", () => {
  it("accepts a payload signed with the webhook secret", async () => {
    const payload = completedEvent();
    const event = await stripe.parseWebhook(Buffer.from(payload), signed(payload));
    expect(event).toMatchObject({
      id: "evt_fake_1",
      type: "payment_succeeded",
      sessionId: "cs_fake_1",
      intentId: "pi_fake_1",
      amountCents: 870,
      metadata: { order_id: "7", payment_id: "3" },
    });
  });

  it("refuses a tampered payload, a wrong secret and a missing signature", async () => {
    const payload = completedEvent();
    const tampered = payload.replace('"amount_total":870', '"amount_total":1');
    await expect(stripe.parseWebhook(Buffer.from(tampered), signed(payload))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(stripe.parseWebhook(Buffer.from(payload), signed(payload, "whsec_other"))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(stripe.parseWebhook(Buffer.from(payload), undefined)).rejects.toThrow(WebhookSignatureError);
  });

  it("ignores event types the shop does not act on, and unpaid completions", async () => {
    const other = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "customer.created",
      created: 1,
      data: { object: {} },
    });
    expect(await stripe.parseWebhook(Buffer.from(other), signed(other))).toBeNull();
    const unpaid = completedEvent({ payment_status: "unpaid" });
    expect(await stripe.parseWebhook(Buffer.from(unpaid), signed(unpaid))).toBeNull();
  });

  it("acts on a charge refunded in full, not on a partial refund (the shop records its own)", async () => {
    const charge = (refunded: boolean) =>
      JSON.stringify({
        id: `evt_refund_${refunded}`,
        object: "event",
        type: "charge.refunded",
        created: 1,
        data: {
          object: { id: "ch_1", object: "charge", payment_intent: "pi_1", amount_refunded: 436, refunded },
        },
      });
    expect(await stripe.parseWebhook(Buffer.from(charge(false)), signed(charge(false)))).toBeNull();
    const full = await stripe.parseWebhook(Buffer.from(charge(true)), signed(charge(true)));
    expect(full).toMatchObject({ type: "refunded", intentId: "pi_1" });
  });
});
