import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import type {
  PaymentProvider,
  ProviderIntent,
  ProviderSession,
} from "../../providers/payments/payment-provider.ts";
import { processPaymentEvent } from "./payment-events.service.ts";

/**
 * When the shop asks the provider about a session or intent and hears "paid", it settles the payment as the
 * webhook would, under an event id of its own: the shop works even where webhooks cannot reach it, and the
 * id makes asking twice harmless.
 */
export async function settleFromSession(
  db: Db,
  provider: PaymentProvider,
  session: ProviderSession,
  log?: FastifyBaseLogger,
) {
  if (session.paymentStatus !== "paid") return;
  await processPaymentEvent(
    db,
    provider,
    {
      id: `sync:${provider.name}:${session.id}:paid`,
      type: "payment_succeeded",
      sessionId: session.id,
      intentId: session.intentId,
      amountCents: session.amountCents,
      occurredAt: new Date(),
      customerName: session.customerName,
      customerEmail: session.customerEmail,
      metadata: session.metadata,
      raw: { source: "verify", session: session.id },
    },
    log,
  );
}

export async function settleFromIntent(
  db: Db,
  provider: PaymentProvider,
  intent: ProviderIntent,
  log?: FastifyBaseLogger,
) {
  if (intent.status !== "succeeded") return;
  await processPaymentEvent(
    db,
    provider,
    {
      id: `sync:${provider.name}:${intent.id}:paid`,
      type: "payment_succeeded",
      sessionId: null,
      intentId: intent.id,
      amountCents: intent.amountCents,
      occurredAt: new Date(),
      metadata: intent.metadata,
      raw: { source: "verify", intent: intent.id },
    },
    log,
  );
}

/** The shop's own record of a provider session or intent; ids it never created are not its business. */
export async function findPayment(
  db: Db,
  provider: PaymentProvider,
  ids: { sessionId?: string; intentId?: string },
) {
  const match = ids.sessionId
    ? eq(payments.providerSessionId, ids.sessionId)
    : eq(payments.providerIntentId, ids.intentId ?? "");
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), match));
  return row;
}
