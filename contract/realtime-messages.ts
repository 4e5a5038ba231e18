import { z } from "zod";

/**
 * The only messages a client may send: an order's signed tracking token (from its tracking link) to follow
 * that order, and a pong.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("track"),
    data: z.object({ orderId: z.number().int().positive(), token: z.string().min(1).max(512) }),
  }),
  z.object({ type: z.literal("pong") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
