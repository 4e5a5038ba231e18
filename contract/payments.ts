import { z } from "zod";
import { donationDollars } from "./donation-amount.ts";
import { blank, optionalEmail, optionalText, rowIdSchema } from "./fields.ts";
import {
  acceptRewardLeftoverSchema,
  orderNoteSchema,
  rewardCodeSchema,
  rewardIdSchema,
  structuredOrderSchema,
} from "./order-requests.ts";
import { scheduledForSchema } from "./ordering-hours-schemas.ts";
import { donationStatuses } from "./payment-status.ts";

/**
 * An unpaid card order is held this long, then expires and can never be paid, so a late payment is refunded
 * rather than taken.
 */
export const CARD_ORDER_TTL_MINUTES = 30;
/** Preset amounts on /donate, in dollars; any other amount of at least $1 may be typed. */
export const DONATION_PRESETS = [5, 10, 20, 50] as const;

export const paymentProviders = ["test", "stripe"] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** The moment after which an unpaid card order placed at `createdAt` has expired. */
export function cardOrderDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CARD_ORDER_TTL_MINUTES * 60_000);
}

/** A PaymentIntent's client secret is `<intent id>_secret_<random>`, with Stripe and the test gateway alike. */
export function intentIdFromClientSecret(secret: string): string | null {
  const match = /^(pi_[A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(secret);
  return match ? match[1]! : null;
}

// --- Requests (docs/api.md; amounts a client sends are never what is charged) -------------------

const providerId = z.string().trim().min(1).max(255);

/** POST /api/stripe/create-checkout-session: only `orderId` counts, the rest is read for nothing. */
export const createCheckoutSessionSchema = z.object({
  orderId: rowIdSchema,
  orderItems: z.unknown().optional(),
  customerInfo: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
});

/** POST /api/create-payment-intent for an order already placed: its stored total is charged. */
export const intentForOrderSchema = z.object({
  orderId: rowIdSchema,
  amount: z.unknown().optional(),
  orderItems: z.unknown().optional(),
});

/**
 * POST /api/create-payment-intent as the specification sends it (`amount`, `orderItems`): the card order is
 * placed from the items, repriced from the menu, for the caller. A member's name and email are their own;
 * a guest names themselves in `customerInfo`. The client's `amount` is never read.
 */
export const intentForItemsSchema = z.object({
  amount: z.unknown().optional(),
  orderItems: structuredOrderSchema.shape.items,
  customerInfo: structuredOrderSchema.shape.customerInfo.partial().optional(),
  deliveryLocation: z.preprocess(blank, z.string().trim().max(200).optional()),
  deliveryNotes: orderNoteSchema,
  scheduledFor: scheduledForSchema,
  rewardId: rewardIdSchema,
  rewardCode: rewardCodeSchema,
  acceptRewardLeftover: acceptRewardLeftoverSchema,
  textWhenReady: structuredOrderSchema.shape.textWhenReady,
});
export type IntentForItems = z.output<typeof intentForItemsSchema>;

/** Either request, told apart by `orderId` (as the order placement shapes are told apart by their keys). */
export const createPaymentIntentSchema = z
  .unknown()
  .transform((body, ctx): z.output<typeof intentForOrderSchema> | IntentForItems => {
    const hasOrder = typeof body === "object" && body !== null && "orderId" in body;
    const result = (hasOrder ? intentForOrderSchema : intentForItemsSchema).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });

export const verifySessionSchema = z.object({ sessionId: providerId, orderId: rowIdSchema });
export const sessionStatusQuerySchema = z.object({ session_id: providerId });
export const providerIdParams = z.object({ id: providerId });
export const donationParams = z.object({ sessionId: providerId });

/** POST /api/donations/checkout (ours to name): dollars, at least $1. */
export const donationCheckoutSchema = z.object({
  amount: donationDollars(),
  donorName: optionalText(100),
  donorEmail: optionalEmail,
});
export type DonationCheckout = z.output<typeof donationCheckoutSchema>;

/** The /donate form: a preset or a typed amount, both checked by the server's own rule. */
export const donateFormSchema = z.object({
  amount: z.preprocess(blank, donationDollars("errors.donationTooSmall")),
  donorName: z.string().trim().max(100).optional(),
  /** Where the receipt goes once the donation is paid. */
  donorEmail: optionalEmail,
});

// --- Answers -------------------------------------------------------------------------------------------------

export const checkoutSessionAnswerSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutSessionAnswer = z.infer<typeof checkoutSessionAnswerSchema>;

export const paymentIntentAnswerSchema = z.object({
  clientSecret: z.string(),
  id: z.string(),
  /** What will be charged, in cents: the order's stored total. */
  amount: z.number(),
  /** Only when the intent placed the order itself (items, not `orderId`): how to follow that order. */
  orderId: z.number().optional(),
  orderNumber: z.string().optional(),
  trackingToken: z.string().optional(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/** GET /api/stripe/payment-intent/{id}; amount in cents, as the provider counts it. */
export const intentStatusViewSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  metadata: z.record(z.string(), z.string()),
});
export type IntentStatusView = z.infer<typeof intentStatusViewSchema>;

/** GET /api/embedded-stripe/session-status. */
export const sessionStatusViewSchema = z.object({
  status: z.string(),
  payment_status: z.string(),
  metadata: z.record(z.string(), z.string()),
  customer_email: z.string().nullable(),
});
export type SessionStatusView = z.infer<typeof sessionStatusViewSchema>;

/** GET /api/donation/{sessionId}: `amount` in dollars as the page shows it, and in cents. */
export const donationViewSchema = z.object({
  amount: z.number(),
  amountCents: z.number(),
  status: z.enum(donationStatuses),
  donorInfo: z.object({ donorName: z.string().nullable(), donationDate: z.string() }),
});
export type DonationView = z.infer<typeof donationViewSchema>;

export const paymentsConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  /** Stripe's publishable key for Elements on /dynamic-checkout; null with the test gateway. */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /api/stripe/webhook: the event was taken (or was one we need not act on). */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

/** POST /test-gateway/api/intents/confirm: the local gateway's stand-in for Stripe.js confirming a card. */
export interface GatewayConfirmAnswer {
  id: string;
  status: string;
}

/** GET /api/stripe/sync-products: how many of the provider's products the menu now holds. */
export const syncProductsAnswerSchema = z.object({ synced: z.number() });

/** The donation page says 'Completed' for a paid donation (docs/architecture.md#product-rules). */
export const donationStatusKey = (status: DonationView["status"]) =>
  status === "paid" ? "completed" : status;
