import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderRefunds, orders, payments, users } from "../../db/schema/index.ts";
import {
  askProvider,
  completeRefund,
  providerKey,
  type RefundDeps,
  release,
  sendReceipt,
} from "./refund.service.ts";

async function isCancelled(db: Db, orderId: number) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status === "cancelled";
}

/**
 * How long a refund may stay pending before the sweep asks the provider about it: longer than any request's
 * call to the provider (the Stripe SDK gives up after 80 s and two retries), so a refund still in its request
 * is never settled under it.
 */
export const REFUND_GRACE_MS = 10 * 60_000;

const SWEEP_BATCH = 100;

/**
 * Settles the refunds left pending when the provider was asked but completing in our database failed (a crash,
 * a lost connection) (docs/architecture.md "Refunds"): each pending longer than REFUND_GRACE_MS is completed
 * exactly as a request completes it if the provider made it, released as a refusal is if the provider failed
 * it or never had it, and left for the next sweep while the provider still works on it. A card refund of a
 * cancelled order is never released: the cancellation cannot be undone, so the money is asked for again under
 * the same key (one the provider failed is left pending and logged for a person). Cash and points refunds
 * never reached anyone outside the database, and their request answered an error: they are released.
 * complete and release act only on a row still pending, under the order's lock, so two instances sweeping
 * together settle each refund once.
 */
export async function settlePendingRefunds(deps: RefundDeps, now = new Date()) {
  const { db, provider } = deps;
  const settled = { completed: 0, released: 0 };
  const stuck = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, "pending"),
        lt(orderRefunds.createdAt, new Date(now.getTime() - REFUND_GRACE_MS)),
      ),
    )
    .orderBy(orderRefunds.id)
    .limit(SWEEP_BATCH);
  for (const refund of stuck) {
    try {
      const [payment] = refund.paymentId
        ? await db.select().from(payments).where(eq(payments.id, refund.paymentId))
        : [];
      const found = payment
        ? await provider.findRefund({
            sessionId: payment.providerSessionId,
            intentId: payment.providerIntentId,
            idempotencyKey: providerKey(refund),
          })
        : null;
      if (found?.status === "pending") continue;
      let madeId = found?.status === "succeeded" ? found.id : null;
      // A cancelled order's money is owed whatever became of the request: asked again, never released.
      const owed = payment && (await isCancelled(db, refund.orderId));
      if (owed && !found) madeId = (await askProvider(provider, payment, refund)).id;
      if (!madeId) {
        if (owed) {
          deps.log.error({ refundId: refund.id, orderId: refund.orderId }, "cancelled order's refund failed");
          continue;
        }
        if (await release(db, refund)) settled.released += 1;
        deps.log.warn({ refundId: refund.id, orderId: refund.orderId }, "pending refund released");
        continue;
      }
      const [creator] = refund.createdBy
        ? await db.select().from(users).where(eq(users.id, refund.createdBy))
        : [];
      const done = await completeRefund(db, refund, madeId, {
        actor: creator ?? { id: null, username: "refund sweep" },
        payment: { actor: "sweep" },
      });
      if (!done) continue;
      settled.completed += 1;
      await sendReceipt(deps, done.order, done.refund);
    } catch (error) {
      deps.log.error({ err: error, refundId: refund.id }, "settling a pending refund failed");
    }
  }
  return settled;
}
