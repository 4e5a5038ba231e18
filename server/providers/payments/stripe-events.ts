import type Stripe from "stripe";
import type { PaymentEvent } from "./payment-provider.ts";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function fromSession(event: Stripe.Event, session: Stripe.Checkout.Session, type: PaymentEvent["type"]) {
  return {
    id: event.id,
    type,
    sessionId: session.id,
    intentId: idOf(session.payment_intent),
    amountCents: session.amount_total ?? 0,
    occurredAt: new Date(event.created * 1000),
    customerName: session.customer_details?.name ?? null,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    metadata: (session.metadata ?? {}) as Record<string, string>,
    raw: event,
  } satisfies PaymentEvent;
}

function fromIntent(event: Stripe.Event, intent: Stripe.PaymentIntent, type: PaymentEvent["type"]) {
  return {
    id: event.id,
    type,
    sessionId: null,
    intentId: intent.id,
    amountCents: type === "payment_succeeded" ? intent.amount_received : intent.amount,
    occurredAt: new Date(event.created * 1000),
    customerEmail: intent.receipt_email ?? null,
    metadata: (intent.metadata ?? {}) as Record<string, string>,
    raw: event,
  } satisfies PaymentEvent;
}

/** The Stripe events the shop acts on, reduced to a PaymentEvent; every other type is acknowledged and ignored. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its money arrives with async_payment_succeeded.
      return session.payment_status === "paid" ? fromSession(event, session, "payment_succeeded") : null;
    }
    case "checkout.session.async_payment_failed":
      return fromSession(event, event.data.object, "payment_failed");
    case "checkout.session.expired":
      return fromSession(event, event.data.object, "session_expired");
    case "payment_intent.succeeded":
      return fromIntent(event, event.data.object, "payment_succeeded");
    case "payment_intent.payment_failed":
      return fromIntent(event, event.data.object, "payment_failed");
    case "charge.refunded": {
      const charge = event.data.object;
      // A partial refund (the shop's own, recorded when it made it) leaves the payment paid: only a charge
      // refunded in full is the "refunded" the shop acts on.
      if (!charge.refunded) return null;
      return {
        id: event.id,
        type: "refunded",
        sessionId: null,
        intentId: idOf(charge.payment_intent),
        amountCents: charge.amount_refunded,
        occurredAt: new Date(event.created * 1000),
        metadata: (charge.metadata ?? {}) as Record<string, string>,
        raw: event,
      };
    }
    default:
      return null;
  }
}
