import { eq } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import { cardOrderDeadline } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import { type OrderRow, orderItems, orders, payments } from "../../db/schema/index.ts";
import { conflict, HttpError, notFound } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";

/** Metadata values are at most 500 characters (Stripe); a long order keeps its items in a shorter form. */
const METADATA_MAX = 500;

/**
 * Refuses an order that is not a card order still waiting for its money (an expired one is never paid,
 * docs/architecture.md "Orders").
 */
export function checkPayable(order: OrderRow, now = new Date()): void {
  if (order.paymentMethod !== "card") throw new HttpError(400, "orderNotCard");
  if (order.paymentStatus === "completed" || order.paymentStatus === "refunded")
    throw conflict("orderAlreadyPaid");
  if (now > cardOrderDeadline(order.createdAt)) throw conflict("orderExpired");
  if (order.status === "cancelled" || order.status === "completed" || order.paymentStatus !== "pending")
    throw conflict("orderNotPayable");
}

export async function loadOrder(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  return order;
}

async function orderMetadata(db: Db, order: OrderRow, paymentId: number): Promise<Record<string, string>> {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const full = JSON.stringify(
    lines.map((l) => ({
      id: l.menuItemId,
      name: l.name,
      quantity: l.quantity,
      price: l.unitPriceCents / 100,
    })),
  );
  const short = JSON.stringify(lines.map((l) => ({ id: l.menuItemId, quantity: l.quantity })));
  const items = full.length <= METADATA_MAX ? full : short.length <= METADATA_MAX ? short : "[]";
  return {
    purpose: "order",
    payment_id: String(paymentId),
    order_id: String(order.id),
    order_number: order.orderNumber,
    order_items: items,
    delivery_location: order.deliveryLocation.slice(0, METADATA_MAX),
    total_amount: (order.totalCents / 100).toFixed(2),
    customer_email: order.customerEmail,
    customer_name: order.customerName.slice(0, METADATA_MAX),
  };
}

/** A payments row first, so the provider's metadata can name it; the provider's id is added once known. */
async function openPayment(db: Db, provider: PaymentProvider, order: OrderRow) {
  const [payment] = await db
    .insert(payments)
    .values({ provider: provider.name, purpose: "order", orderId: order.id, amountCents: order.totalCents })
    .returning();
  return payment!;
}

interface Place {
  origin: string;
  language: Language;
}

/** POST /api/stripe/create-checkout-session: a hosted checkout for the order's stored total. */
export async function startOrderCheckout(db: Db, provider: PaymentProvider, order: OrderRow, place: Place) {
  checkPayable(order);
  const payment = await openPayment(db, provider, order);
  const t = translator(place.language);
  try {
    const session = await provider.createCheckoutSession({
      purpose: "order",
      amountCents: order.totalCents,
      description: t("payments.orderDescription", { number: order.orderNumber }),
      customerEmail: order.customerEmail,
      successUrl: `${place.origin}/order-success?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
      cancelUrl: `${place.origin}/order-cancelled?order_id=${order.id}`,
      expiresAt: cardOrderDeadline(order.createdAt),
      locale: place.language,
      metadata: await orderMetadata(db, order, payment.id),
    });
    await db.update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, payment.id));
    return { url: session.url!, sessionId: session.id };
  } catch (error) {
    await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    throw new HttpError(502, "checkoutSessionFailed", { cause: String(error) });
  }
}

/** POST /api/create-payment-intent: an intent for the order's stored total, paid on /dynamic-checkout. */
export async function startOrderIntent(db: Db, provider: PaymentProvider, order: OrderRow, place: Place) {
  checkPayable(order);
  const payment = await openPayment(db, provider, order);
  const t = translator(place.language);
  try {
    const intent = await provider.createPaymentIntent({
      purpose: "order",
      amountCents: order.totalCents,
      description: t("payments.orderDescription", { number: order.orderNumber }),
      customerEmail: order.customerEmail,
      metadata: {
        ...(await orderMetadata(db, order, payment.id)),
        expires_at: cardOrderDeadline(order.createdAt).toISOString(),
      },
    });
    await db.update(payments).set({ providerIntentId: intent.id }).where(eq(payments.id, payment.id));
    return { clientSecret: intent.clientSecret!, id: intent.id, amount: intent.amountCents };
  } catch (error) {
    await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    throw new HttpError(502, "paymentIntentFailed", { cause: String(error) });
  }
}
