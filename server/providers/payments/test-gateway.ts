import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { testGatewayPayments, testGatewayProducts } from "../../db/schema/index.ts";
import type {
  CatalogProduct,
  CheckoutRequest,
  IntentRequest,
  PaymentEvent,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  ProviderSession,
  RefundRequest,
} from "./payment-provider.ts";
import { WebhookSignatureError } from "./payment-provider.ts";
import { type CardInput, type CardRefusal, checkTestCard } from "./test-cards.ts";

type Row = typeof testGatewayPayments.$inferSelect;
export type GatewayRefusal = CardRefusal | "sessionNotFound" | "sessionExpired" | "sessionClosed";
/** `deliveryError`: the money was taken but the shop did not take the event; verify-session settles it. */
export type PayResult =
  | { ok: true; row: Row; deliveryError?: unknown }
  | { ok: false; reason: GatewayRefusal; row?: Row };

const token = (bytes: number) => randomBytes(bytes).toString("hex");
export const GATEWAY_PATH = "/test-gateway/checkout";

function toSession(row: Row): ProviderSession {
  const origin = row.successUrl ? new URL(row.successUrl).origin : "";
  return {
    id: row.id,
    url: row.status === "open" ? `${origin}${GATEWAY_PATH}/${row.id}` : null,
    status: row.status,
    paymentStatus: row.paymentStatus === "unpaid" ? "unpaid" : "paid",
    amountCents: row.amountCents,
    customerEmail: row.customerEmail,
    customerName: row.metadata.customer_name ?? null,
    intentId: null,
    metadata: row.metadata,
  };
}

const toIntent = (row: Row): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  metadata: row.metadata,
});

/**
 * The built-in provider (docs/architecture.md "Stack"): sessions and intents live in our database, the hosted
 * payment page is served by our own server (test-gateway.routes.ts), and a payment is reported to the shop
 * as an event, exactly as a provider's webhook would report it.
 */
export class TestGateway implements PaymentProvider {
  readonly name = "test" as const;
  readonly publishableKey = null;
  readonly contentSecurity = {};
  private readonly handlers: ((event: PaymentEvent) => Promise<void>)[] = [];

  constructor(private readonly db: Db) {}

  onEvent(handler: (event: PaymentEvent) => Promise<void>) {
    this.handlers.push(handler);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<ProviderSession> {
    const expiresAt = request.expiresAt ?? new Date(Date.now() + 24 * 3600_000);
    const [row] = await this.db
      .insert(testGatewayPayments)
      .values({
        id: `cs_test_${token(12)}`,
        kind: "session",
        amountCents: request.amountCents,
        status: "open",
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        customerEmail: request.customerEmail ?? null,
        description: request.description,
        metadata: { ...request.metadata, locale: request.locale, expires_at: expiresAt.toISOString() },
      })
      .returning();
    return toSession(row!);
  }

  async createPaymentIntent(request: IntentRequest): Promise<ProviderIntent> {
    const id = `pi_test_${token(12)}`;
    const [row] = await this.db
      .insert(testGatewayPayments)
      .values({
        id,
        kind: "intent",
        clientSecret: `${id}_secret_${token(12)}`,
        amountCents: request.amountCents,
        status: "requires_payment_method",
        customerEmail: request.customerEmail ?? null,
        description: request.description,
        metadata: request.metadata,
      })
      .returning();
    return toIntent(row!);
  }

  async row(id: string, kind: "session" | "intent"): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(testGatewayPayments)
      .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.kind, kind)));
    return row;
  }

  async getSession(id: string) {
    const row = await this.row(id, "session");
    return row ? toSession(row) : null;
  }

  async getPaymentIntent(id: string) {
    const row = await this.row(id, "intent");
    return row ? toIntent(row) : null;
  }

  async verifySession(id: string) {
    const session = await this.getSession(id);
    return { paid: session?.paymentStatus === "paid", session };
  }

  async expire(target: { sessionId: string | null; intentId: string | null }) {
    if (target.sessionId) await this.close(target.sessionId, "open", "expired");
    if (target.intentId) await this.close(target.intentId, "requires_payment_method", "canceled");
  }

  private async close(id: string, from: string, to: string) {
    await this.db
      .update(testGatewayPayments)
      .set({ status: to })
      .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, from)));
  }

  /**
   * Gives back part or all of a paid session or intent, as Stripe does: never more than is left, and a key
   * already used answers its first refund again instead of refunding twice.
   */
  async refund(request: RefundRequest) {
    const id = request.sessionId ?? request.intentId;
    const refundId = testRefundId(request.idempotencyKey);
    return this.db.transaction(async (tx) => {
      const [row] = id
        ? await tx.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id)).for("update")
        : [];
      if (!row) throw new Error("test gateway: no such payment to refund");
      if (request.idempotencyKey in row.refunds) return { id: refundId };
      const given = Object.values(row.refunds).reduce((sum, cents) => sum + cents, 0);
      if (request.amountCents > row.amountCents - given)
        throw new Error("test gateway: the refund is more than the payment has left");
      const refunds = { ...row.refunds, [request.idempotencyKey]: request.amountCents };
      await tx
        .update(testGatewayPayments)
        .set({ refunds, paymentStatus: given + request.amountCents >= row.amountCents ? "refunded" : "paid" })
        .where(eq(testGatewayPayments.id, row.id));
      return { id: refundId };
    });
  }

  /** The gateway refunds at once, so a refund it holds has succeeded. */
  async findRefund(request: Omit<RefundRequest, "amountCents">): Promise<ProviderRefund | null> {
    const id = request.sessionId ?? request.intentId;
    if (!id) return null;
    const [row] = await this.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
    if (!row || !(request.idempotencyKey in row.refunds)) return null;
    return { id: testRefundId(request.idempotencyKey), status: "succeeded" };
  }

  async listProducts(): Promise<CatalogProduct[]> {
    const rows = await this.db.select().from(testGatewayProducts).orderBy(testGatewayProducts.id);
    return rows.map((row) => ({ ...row, priceCents: row.priceCents }));
  }

  async parseWebhook(): Promise<PaymentEvent | null> {
    throw new WebhookSignatureError("The test gateway reports payments in-process, not by webhook.");
  }

  /** The hosted page's Pay button: checks the card, takes the "money" once, reports it as an event. */
  async payCheckout(id: string, card: CardInput, now = new Date()): Promise<PayResult> {
    return this.pay(id, "session", card, now);
  }

  /** /dynamic-checkout's card form, as Stripe.js confirms a PaymentIntent with its client secret. */
  async confirmIntent(clientSecret: string, card: CardInput, now = new Date()): Promise<PayResult> {
    const [row] = await this.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.clientSecret, clientSecret));
    return row ? this.pay(row.id, "intent", card, now) : { ok: false, reason: "sessionNotFound" };
  }

  private async pay(id: string, kind: "session" | "intent", card: CardInput, now: Date): Promise<PayResult> {
    const row = await this.row(id, kind);
    if (!row) return { ok: false, reason: "sessionNotFound" };
    const openStatus = kind === "session" ? "open" : "requires_payment_method";
    if (row.paymentStatus !== "unpaid") return { ok: true, row };
    if (row.status !== openStatus) return { ok: false, reason: "sessionClosed", row };
    const expiresAt = row.metadata.expires_at ? new Date(row.metadata.expires_at) : null;
    if (expiresAt && expiresAt <= now) {
      await this.expire(
        kind === "session" ? { sessionId: id, intentId: null } : { sessionId: null, intentId: id },
      );
      return { ok: false, reason: "sessionExpired", row };
    }
    const refusal = checkTestCard(card, now);
    if (refusal) {
      await this.db
        .update(testGatewayPayments)
        .set({ lastError: refusal })
        .where(eq(testGatewayPayments.id, id));
      return { ok: false, reason: refusal, row };
    }
    // Claimed with a conditional update, so two clicks on Pay take the money once.
    const [paid] = await this.db
      .update(testGatewayPayments)
      .set({ status: kind === "session" ? "complete" : "succeeded", paymentStatus: "paid", paidAt: now })
      .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.paymentStatus, "unpaid")))
      .returning();
    if (!paid) return { ok: true, row: (await this.row(id, kind))! };
    try {
      await this.report(paid, now);
    } catch (deliveryError) {
      return { ok: true, row: paid, deliveryError };
    }
    return { ok: true, row: paid };
  }

  private async report(row: Row, now: Date) {
    const event: PaymentEvent = {
      id: `evt_test_${token(12)}`,
      type: "payment_succeeded",
      sessionId: row.kind === "session" ? row.id : null,
      intentId: row.kind === "intent" ? row.id : null,
      amountCents: row.amountCents,
      occurredAt: now,
      customerEmail: row.customerEmail,
      metadata: row.metadata,
      raw: { object: row.kind, id: row.id, amount: row.amountCents, metadata: row.metadata },
    };
    for (const handler of this.handlers) await handler(event);
  }
}

/** The same key always names the same refund, as Stripe answers a retried request. */
function testRefundId(idempotencyKey: string) {
  return `re_test_${Buffer.from(idempotencyKey).toString("hex").slice(0, 24)}`;
}
