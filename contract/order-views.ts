import { z } from "zod";
import { optionalEmail, rowIdSchema } from "./fields.ts";
import { chosenOptionSchema } from "./menu-option-schemas.ts";
import { orderStatuses, paymentMethods, paymentStatuses } from "./order-status.ts";
import { refundViewSchema } from "./refunds.ts";

/**
 * Answers of the public API (docs/api.md); money in cents (docs/architecture.md#product-rules). Fastify
 * serializes the answers with these schemas, which drop any field they do not name: the types are inferred from
 * them, so a field the server sets but a schema forgets does not compile.
 */

const orderStatusSchema = z.enum(orderStatuses);

/** The reward a member used in checkout (decision 22), beside the specification's fields. */
export const orderRewardSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  nameSo: z.string().nullable(),
  pointsSpent: z.number(),
  amountOff: z.number(),
  /** The code of a reward redeemed before and used on this order (decision 46); null when bought with it. */
  code: z.string().nullable(),
});
export type OrderReward = z.infer<typeof orderRewardSchema>;

export const placedOrderSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  paymentRequired: z.boolean(),
  /** Signed link token: lets whoever holds it follow the order (emails, another device). */
  trackingToken: z.string(),
  total: z.number(),
  /** The reward used in checkout, null when none (decision 22). */
  reward: orderRewardSchema.nullable(),
  /** The pickup or delivery time chosen (ISO 8601), so the confirmation names it; null: as soon as possible. */
  scheduledFor: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** One line, with every spelling the specification's screens read (history, detail, success). */
export const orderLineViewSchema = z.object({
  id: z.number(),
  itemId: z.number().nullable(),
  menuItemId: z.number().nullable(),
  name: z.string(),
  itemName: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  price: z.number(),
  total: z.number(),
  /** The chosen options as they were when ordered (price change in cents). */
  options: z.array(chosenOptionSchema),
  /** The customer's special instructions for this line; null when none. */
  note: z.string().nullable(),
  /** What a checkout reward took off this line, in cents (decision 22); `total` stays the line's price. */
  rewardOff: z.number(),
  /** Ticked as made on the counter's board. */
  done: z.boolean(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** An order as GET /api/orders/{id} and /history give it. */
export const orderViewSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  orderStatus: orderStatusSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  user: z
    .object({
      fullName: z.string().nullable(),
      username: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  isDelivery: z.boolean(),
  deliveryLocation: z.string(),
  deliveryNotes: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  subtotal: z.number(),
  discount: z.number(),
  pointsSpent: z.number(),
  tax: z.number(),
  deliveryFee: z.number(),
  serviceFee: z.number(),
  tip: z.number(),
  donation: z.number(),
  total: z.number(),
  totalAmount: z.number(),
  /**
   * What settled refunds gave back so far, in cents, and each refund with its reason and status
   * (contract/refunds.ts): a pending one, which the payment provider has not confirmed, is listed but not
   * counted here.
   */
  refundedAmount: z.number(),
  refunds: z.array(refundViewSchema),
  /**
   * The reward a member used in checkout (decision 22), beside the specification's fields: its names, the
   * points it cost and what it took off (a part of `discount`); null when none.
   */
  reward: orderRewardSchema.nullable(),
  items: z.array(orderLineViewSchema),
  summary: z.object({ itemCount: z.number() }),
  estimatedReadyAt: z.string(),
  /** The pickup or delivery time the customer chose (ISO 8601); null means as soon as possible. */
  scheduledFor: z.string().nullable(),
  statusHistory: z.array(z.object({ status: orderStatusSchema, createdAt: z.string() })),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * An order as the counter sees it without the `customers.contact` permission: what making and handing it over
 * needs, and the phone of a delivery order (the runner calls it), but no email and no phone of a pickup.
 */
export function counterTicketView(view: OrderView): OrderView {
  const phone = view.isDelivery ? view.customerPhone : null;
  return {
    ...view,
    customerEmail: "",
    customerPhone: phone,
    user: view.user && { ...view.user, email: null, phone: view.isDelivery ? view.user.phone : null },
  };
}

/**
 * The payment's state as the café's screens name it: a paid order some of whose money went back is "partly
 * refunded" (its payment status stays `completed` until all of it has), so "paid" does not hide a refund.
 */
export function paymentStatusLabel(
  order: Pick<OrderView, "paymentStatus" | "refundedAmount">,
): OrderView["paymentStatus"] | "partlyRefunded" {
  return order.paymentStatus === "completed" && order.refundedAmount > 0
    ? "partlyRefunded"
    : order.paymentStatus;
}

/** POST /api/email/send-receipt: the order's receipt, to the address given or to the order's own. */
export const sendReceiptSchema = z.object({
  orderId: rowIdSchema,
  email: optionalEmail,
  /** The order's signed tracking token, for a guest on another browser than the one that ordered. */
  token: z.string().max(100).optional(),
});
export type SendReceiptBody = z.input<typeof sendReceiptSchema>;
