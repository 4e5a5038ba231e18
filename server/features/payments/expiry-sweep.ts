import { and, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { CARD_ORDER_TTL_MINUTES } from "../../../contract/payments.ts";
import type { Db } from "../../db/client.ts";
import { orders, payments } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { changeOrderPayment } from "../../lib/payment-status.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import { changeOrderStatus, type OrderLifecycle } from "../orders/public.ts";
import { refundPayment } from "./order-payment-hooks.ts";

const BATCH = 200;

/**
 * Claims the card orders left unpaid for 30 minutes (docs/architecture.md "Orders"). Several instances may
 * sweep: a transaction-level advisory lock lets one of them claim and the others skip (a session lock would
 * stay on whichever pooled connection took it). Claiming marks the payment failed under the row lock, so
 * money arriving from now on is refunded rather than taken, whichever comes first.
 */
async function claimExpired(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('payments:expire-unpaid-card-orders')) as locked`,
    );
    if (!(result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return [];
    const deadline = new Date(now.getTime() - CARD_ORDER_TTL_MINUTES * 60_000);
    const claimed = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, "card"),
          inArray(orders.paymentStatus, ["pending", "failed"]),
          notInArray(orders.status, ["cancelled", "completed"]),
          lt(orders.createdAt, deadline),
        ),
      )
      .orderBy(orders.id)
      .limit(BATCH)
      .for("update");
    for (const { id } of claimed) await changeOrderPayment(tx, id, "failed", { actor: "sweep" });
    return claimed.map((row) => row.id);
  });
}

/**
 * Cancels each claimed order through the ordinary status change, so its history, the payments hooks (sessions
 * closed) and other features (loyalty, donations) see it; then retries refunds the provider has not confirmed.
 */
export async function expireUnpaidCardOrders(
  db: Db,
  lifecycle: OrderLifecycle,
  provider: PaymentProvider,
  now = new Date(),
  log?: FastifyBaseLogger,
): Promise<number> {
  let expired = 0;
  for (const id of await claimExpired(db, now)) {
    try {
      await changeOrderStatus(db, id, "cancelled", { actor: "sweep" }, lifecycle);
      expired += 1;
    } catch (error) {
      // Another instance or an admin got there first.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const stuck = await db.select().from(payments).where(eq(payments.status, "refunding")).limit(BATCH);
  for (const payment of stuck) {
    await refundPayment(db, provider, payment).catch((error) =>
      log?.error({ err: error, paymentId: payment.id }, "refund retry failed"),
    );
  }
  return expired;
}

/** Runs the sweep every `everyMs` until the returned stop function is called; failures are only logged. */
export function scheduleExpirySweep(
  run: () => Promise<number>,
  everyMs: number,
  onError: (e: unknown) => void,
) {
  const timer = setInterval(() => run().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Cancels the card orders left unpaid too long; main.ts runs it on an interval. Answers how many. */
    sweepExpiredCardOrders(): Promise<number>;
  }
}
