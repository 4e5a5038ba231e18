import type { FastifyInstance } from "fastify";
import { refundEndpoints as endpoints } from "../../../contract/endpoints/refunds.ts";
import { idempotencyKeySchema } from "../../../contract/refunds.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { badRequest } from "../../lib/errors.ts";
import { requirePermission } from "../../lib/guards.ts";
import { shopOrigin } from "../../lib/public-origin.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import type { OrderAccess, OrderLifecycle } from "../orders/public.ts";
import { refundCancelledCardOrders } from "./cancellation-refund.ts";
import type { settlePendingRefunds } from "./pending-refunds.ts";
import { refundOrder } from "./refund.service.ts";

interface RefundOptions {
  db: Db;
  provider: PaymentProvider;
  email: EmailSender;
  access: OrderAccess;
  lifecycle: OrderLifecycle;
}

/** Money given back on a paid order, by request or by cancelling it (docs/architecture.md "Refunds"). */
export async function refundRoutes(fastify: FastifyInstance, { lifecycle, ...options }: RefundOptions) {
  const deps = { ...options, log: fastify.log, origin: () => shopOrigin(fastify) };
  refundCancelledCardOrders(lifecycle, deps);
  defineRoute(fastify, endpoints.refund, async (request, reply) => {
    const actor = await requirePermission(request, "refunds");
    const key = idempotencyKeySchema.safeParse(request.headers["idempotency-key"]);
    if (!key.success) throw badRequest("idempotencyKeyRequired");
    const { refund, created } = await refundOrder(deps, request.params.id, request.body, key.data, actor);
    return reply.code(created ? 201 : 200).send(refund);
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Settles refunds left pending (pending-refunds.ts settlePendingRefunds); main.ts runs it at start-up and on an interval. */
    settlePendingRefunds(now?: Date): ReturnType<typeof settlePendingRefunds>;
  }
}
