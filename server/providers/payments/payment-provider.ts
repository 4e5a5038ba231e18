import type { PaymentProviderName } from "../../../contract/payments.ts";

/** What a hosted checkout or a payment intent is for; carried in the provider's metadata. */
export type PaymentPurpose = "order" | "donation";

export interface CheckoutRequest {
  purpose: PaymentPurpose;
  /** Always the server's own figure: an order's stored total or a validated donation. */
  amountCents: number;
  /** One line on the provider's page: "Somali Sips order SS-1042", "Donation to the mosque". */
  description: string;
  customerEmail?: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  /** After this the session can no longer be paid (the provider may round it up to its own minimum). */
  expiresAt?: Date;
  locale: "en" | "so";
  /** Flat strings only, at most 500 characters each (Stripe's limit). */
  metadata: Record<string, string>;
}

export interface IntentRequest {
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  customerEmail?: string;
  metadata: Record<string, string>;
}

export interface ProviderSession {
  id: string;
  /** Where the customer's browser goes to pay; null once the session is over. */
  url: string | null;
  /** open, complete or expired */
  status: string;
  /** paid, unpaid or no_payment_required */
  paymentStatus: string;
  amountCents: number;
  customerEmail: string | null;
  customerName: string | null;
  intentId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string | null;
  /** Stripe's PaymentIntent statuses: requires_payment_method, processing, succeeded, canceled, … */
  status: string;
  amountCents: number;
  metadata: Record<string, string>;
}

/** A provider callback, reduced to what the shop acts on. `id` is the provider's event id (idempotency). */
export interface PaymentEvent {
  id: string;
  type: "payment_succeeded" | "payment_failed" | "session_expired" | "refunded";
  sessionId: string | null;
  intentId: string | null;
  amountCents: number;
  /** When the provider took the money, if it says; a late callback for an expired order is refunded. */
  occurredAt: Date;
  customerName?: string | null;
  customerEmail?: string | null;
  metadata: Record<string, string>;
  /** The original payload, stored with the event. */
  raw: unknown;
}

export interface CatalogProduct {
  id: string;
  name: string;
  description: string | null;
  priceCents: number | null;
  imageUrl: string | null;
  category: string | null;
}

export interface RefundRequest {
  sessionId: string | null;
  intentId: string | null;
  amountCents: number;
  /** The same key never refunds twice, however often it is retried. */
  idempotencyKey: string;
}

/** A refund as the provider has it: settled either way, or still on its way (Stripe's pending). */
export interface ProviderRefund {
  id: string;
  status: "succeeded" | "pending" | "failed";
}

/**
 * Card payments as the shop needs them (docs/architecture.md "Stack"), whichever provider takes the money:
 * the built-in test gateway by default, Stripe when STRIPE_SECRET_KEY is set. Features depend on this only.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key, for Elements on /dynamic-checkout; null for the test gateway. */
  readonly publishableKey: string | null;
  /** Extra Content-Security-Policy sources the browser needs for this provider's scripts and frames. */
  readonly contentSecurity: Record<string, string[]>;
  createCheckoutSession(request: CheckoutRequest): Promise<ProviderSession>;
  createPaymentIntent(request: IntentRequest): Promise<ProviderIntent>;
  getSession(id: string): Promise<ProviderSession | null>;
  getPaymentIntent(id: string): Promise<ProviderIntent | null>;
  /** True only when the provider itself says the finished session is paid. */
  verifySession(id: string): Promise<{ paid: boolean; session: ProviderSession | null }>;
  /** Ends an unpaid session or intent so it can no longer be paid (order expired or cancelled). */
  expire(target: { sessionId: string | null; intentId: string | null }): Promise<void>;
  refund(request: RefundRequest): Promise<{ id: string }>;
  /** The refund made with this request's idempotency key, or null when the provider never made it. */
  findRefund(request: Omit<RefundRequest, "amountCents">): Promise<ProviderRefund | null>;
  listProducts(): Promise<CatalogProduct[]>;
  /** Checks a webhook's signature on the raw body; null for event types the shop ignores. Throws if forged. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
  /** Providers that deliver events in-process (the test gateway) call this handler. */
  onEvent?(handler: (event: PaymentEvent) => Promise<void>): void;
}

/** Thrown by parseWebhook for a missing, forged or stale signature. */
export class WebhookSignatureError extends Error {}
