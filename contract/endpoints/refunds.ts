import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { rowIdSchema } from "../fields.ts";
import { refundRequestSchema, refundViewSchema } from "../refunds.ts";

/** Money given back on a paid order (docs/architecture.md "Refunds"). */
export const refundEndpoints = {
  /**
   * Needs an Idempotency-Key header (the route checks it before refunding): 201 with a new refund, 200 with the
   * one an earlier call with the same key made.
   */
  refund: defineEndpoint({
    method: "POST",
    path: "/api/orders/:id/refunds",
    access: "refunds",
    params: z.object({ id: rowIdSchema }),
    body: refundRequestSchema,
    answers: { 200: refundViewSchema, 201: refundViewSchema },
  }),
};
