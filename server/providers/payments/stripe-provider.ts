import Stripe from "stripe";
import type {
  CatalogProduct,
  CheckoutRequest,
  IntentRequest,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  ProviderSession,
  RefundRequest,
} from "./payment-provider.ts";
import { WebhookSignatureError } from "./payment-provider.ts";
import { toPaymentEvent } from "./stripe-events.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  publishableKey?: string;
  /** Where the API is: Stripe's by default; tests point these at a loopback server. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

// Stripe lets a Checkout Session live 30 minutes at the least; the expiry sweep ends it sooner when due.
const MIN_SESSION_MS = 31 * 60_000;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === "resource_missing";

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status ?? "open",
    paymentStatus: session.payment_status,
    amountCents: session.amount_total ?? 0,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
    intentId: idOf(session.payment_intent),
    metadata: (session.metadata ?? {}) as Record<string, string>,
  };
}

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret,
  status: intent.status,
  amountCents: intent.amount,
  metadata: intent.metadata as Record<string, string>,
});

/** Stripe behind the PaymentProvider interface: Checkout Sessions, PaymentIntents, refunds, products, webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly publishableKey: string | null;
  // Stripe Elements on /dynamic-checkout loads Stripe.js and its frames (replacing helmet's 'self'-only lists).
  readonly contentSecurity = {
    scriptSrc: ["'self'", "https://js.stripe.com"],
    frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
    connectSrc: ["'self'", "https://api.stripe.com"],
  };
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.publishableKey = options.publishableKey ?? null;
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createCheckoutSession(request: CheckoutRequest) {
    const expiresAt = Math.max(request.expiresAt?.getTime() ?? 0, Date.now() + MIN_SESSION_MS);
    const session = await this.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: request.amountCents,
            product_data: { name: request.description },
          },
        },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: request.customerEmail,
      // Stripe's pages have no Somali; "auto" follows the customer's browser.
      locale: request.locale === "en" ? "en" : "auto",
      expires_at: Math.floor(expiresAt / 1000),
      metadata: request.metadata,
      payment_intent_data: { metadata: request.metadata },
    });
    return toSession(session);
  }

  async createPaymentIntent(request: IntentRequest) {
    const intent = await this.stripe.paymentIntents.create({
      amount: request.amountCents,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      description: request.description,
      receipt_email: request.customerEmail,
      metadata: request.metadata,
    });
    return toIntent(intent);
  }

  async getSession(id: string) {
    try {
      return toSession(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async getPaymentIntent(id: string) {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async verifySession(id: string) {
    const session = await this.getSession(id);
    return { paid: session?.status === "complete" && session.paymentStatus === "paid", session };
  }

  async expire(target: { sessionId: string | null; intentId: string | null }) {
    if (target.sessionId) {
      const session = await this.getSession(target.sessionId);
      if (session?.status === "open") await this.stripe.checkout.sessions.expire(target.sessionId);
    }
    if (target.intentId) {
      const intent = await this.getPaymentIntent(target.intentId);
      if (intent && intent.status !== "succeeded" && intent.status !== "canceled")
        await this.stripe.paymentIntents.cancel(target.intentId);
    }
  }

  private async intentOf(request: { sessionId: string | null; intentId: string | null }) {
    return (
      request.intentId ?? (request.sessionId ? (await this.getSession(request.sessionId))?.intentId : null)
    );
  }

  async refund(request: RefundRequest) {
    const intentId = await this.intentOf(request);
    if (!intentId) throw new Error("nothing to refund: the payment has no PaymentIntent");
    // The key also goes into the refund's metadata: Stripe forgets idempotency keys after a day, and
    // findRefund looks the refund up by it.
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: intentId,
        amount: request.amountCents,
        metadata: { shop_refund_key: request.idempotencyKey },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { id: refund.id };
  }

  async findRefund(request: Omit<RefundRequest, "amountCents">): Promise<ProviderRefund | null> {
    const intentId = await this.intentOf(request);
    if (!intentId) return null;
    for await (const refund of this.stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
      if (refund.metadata?.shop_refund_key !== request.idempotencyKey) continue;
      const status =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return { id: refund.id, status };
    }
    return null;
  }

  async listProducts(): Promise<CatalogProduct[]> {
    const products: CatalogProduct[] = [];
    const list = this.stripe.products.list({ active: true, limit: 100, expand: ["data.default_price"] });
    for await (const product of list) {
      const price = typeof product.default_price === "object" ? product.default_price : null;
      products.push({
        id: product.id,
        name: product.name,
        description: product.description ?? null,
        priceCents: price?.unit_amount ?? null,
        imageUrl: product.images[0] ?? null,
        category: product.metadata.category ?? null,
      });
    }
    return products;
  }

  async parseWebhook(rawBody: Buffer, signature: string | undefined) {
    if (!this.options.webhookSecret || !signature) throw new WebhookSignatureError("no signature");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
    }
    return toPaymentEvent(event);
  }
}
