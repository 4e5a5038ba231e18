import { z } from "zod";
import { donationDollars } from "./donation-amount.ts";
import {
  blank,
  dollarAmount,
  emailRule,
  NAME_MAX,
  NAME_MIN,
  optionalPhone,
  optionalText,
  rowIdSchema,
  wholeNumber,
} from "./fields.ts";
import { MAX_OPTIONS_PER_LINE } from "./menu-options.ts";
import { LINE_NOTE_MAX, ORDER_NOTE_MAX } from "./order-notes.ts";
import { type OrderStatus, orderStatuses, paymentMethods } from "./order-status.ts";
import { scheduledForSchema } from "./ordering-hours-schemas.ts";
import { MAX_QUANTITY_PER_ITEM, MAX_TIP_CENTS, TIP_PRESETS } from "./pricing.ts";

/**
 * Request payloads: every shape of the public API (docs/api.md). The checkout forms derive from these fields.
 */

export const orderStatusSchema = z.enum(orderStatuses);
export const paymentMethodSchema = z.enum(paymentMethods);

const quantity = wholeNumber(
  z
    .number()
    .int("errors.quantityWhole")
    .min(1, "errors.quantityTooSmall")
    .max(MAX_QUANTITY_PER_ITEM, "errors.quantityTooLarge"),
);
/** Client figures are read only to compare with the server's; they never price anything. */
const clientDollars = z.preprocess(blank, z.coerce.number().finite().optional());

/** A chosen option: a choice id (number or digits), or a choice's name for clients written against the spec. */
const optionReference = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]);
const optionReferences = z.array(optionReference).max(MAX_OPTIONS_PER_LINE, "errors.optionTooManyOnLine");

/** The reward a member uses in checkout; blank or null means none. */
export const rewardIdSchema = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  rowIdSchema.optional(),
);

/**
 * A reward the member already redeemed on the Rewards page, by its counter code (RW-XXXX-XXXX, decision 46):
 * used once with the order instead of at the counter. Blank or null means none; lower case is read as upper.
 */
export const rewardCodeSchema = z.preprocess(
  (v) => (v === null || v === "" ? undefined : typeof v === "string" ? v.trim().toUpperCase() : v),
  z
    .string("errors.rewardCodeInvalid")
    .regex(/^RW-[A-Z0-9]{4}-[A-Z0-9]{4}$/, "errors.rewardCodeInvalid")
    .optional(),
);

/**
 * The member knows the chosen reward is worth more than the order and that the rest is not kept
 * (contract/reward-checkout.ts `rewardLeftoverCents`); without it such an order is refused with 409.
 */
export const acceptRewardLeftoverSchema = z.boolean().optional();

/** A line's special instructions; blank means none. */
export const lineNoteSchema = optionalText(LINE_NOTE_MAX);
/** The order's note, the specification's `deliveryNotes`, taken by every checkout, pickup too. */
export const orderNoteSchema = optionalText(ORDER_NOTE_MAX);

/**
 * A cart line as the cart sends it (`id`) or as the order flows send it (`menuItemId`). `options` (or the
 * specification's `selectedOptions`) name the chosen choices; none means each group's defaults. `note` is the
 * customer's special instructions for the line.
 */
export const orderLineSchema = z
  .object({
    id: rowIdSchema.optional(),
    menuItemId: rowIdSchema.optional(),
    quantity,
    options: optionReferences.optional(),
    selectedOptions: optionReferences.optional(),
    note: lineNoteSchema,
  })
  .refine((line) => line.id !== undefined || line.menuItemId !== undefined, {
    message: "errors.unknownItem",
    path: ["menuItemId"],
  })
  .transform((line) => ({
    menuItemId: (line.menuItemId ?? line.id)!,
    quantity: line.quantity,
    options: line.options ?? line.selectedOptions ?? [],
    note: line.note,
  }));
export type OrderLine = z.output<typeof orderLineSchema>;

const lines = z.array(orderLineSchema).min(1, "errors.cartEmpty").max(60);

/** Who the order is for: the one rule set of every order shape and of the checkout forms. */
export const orderCustomerSchema = z.object({
  name: z.string().trim().min(NAME_MIN, "errors.nameRequired").max(NAME_MAX),
  email: emailRule("errors.validEmailRequired"),
  phone: optionalPhone,
});
const customer = orderCustomerSchema.shape;

/** Tip, donation and consent, as the guest checkout sends them. */
export const orderExtrasSchema = z.object({
  tipAmount: z.preprocess(blank, z.enum(TIP_PRESETS).optional()),
  customTipAmount: z.preprocess(
    blank,
    dollarAmount(
      z
        .number("errors.tipOutOfRange")
        .min(0, "errors.tipOutOfRange")
        .max(MAX_TIP_CENTS / 100, "errors.tipOutOfRange"),
    ).optional(),
  ),
  donateToMosque: z.boolean().optional(),
  donationAmount: z.preprocess(blank, donationDollars("errors.donationTooSmall").optional()),
  acceptEmailMarketing: z.boolean().optional(),
  acceptSmsMarketing: z.boolean().optional(),
  /** Text the order's phone when it is ready. */
  textWhenReady: z.boolean().optional(),
  /** A member's reward used in this order (decision 22): its points are spent with the order. */
  rewardId: rewardIdSchema,
  /** Or a reward the member already redeemed, by its code (decision 46): the code is used with the order. */
  rewardCode: rewardCodeSchema,
  acceptRewardLeftover: acceptRewardLeftoverSchema,
});

/** POST /api/orders/simple, and the cash checkout shape of POST /api/orders/guest and /user. */
export const flatOrderSchema = orderCustomerSchema.extend({
  items: lines,
  paymentMethod: paymentMethodSchema.default("cash"),
  deliveryLocation: optionalText(200),
  deliveryNotes: orderNoteSchema,
  totalAmount: clientDollars,
  finalTotal: clientDollars,
  /** The pickup or delivery time chosen (ISO 8601); absent means as soon as possible. */
  scheduledFor: scheduledForSchema,
  ...orderExtrasSchema.shape,
});
export type FlatOrder = z.output<typeof flatOrderSchema>;

/** The structured shape of POST /api/orders/guest and /user: items, customerInfo, orderDetails. */
export const structuredOrderSchema = z.object({
  items: lines,
  customerInfo: orderCustomerSchema.extend({ userId: z.unknown().optional() }),
  orderDetails: z.object({
    total: clientDollars,
    deliveryLocation: optionalText(200),
    deliveryNotes: orderNoteSchema,
    isDelivery: z.boolean().optional(),
    paymentMethod: paymentMethodSchema.default("cash"),
    scheduledFor: scheduledForSchema,
  }),
  scheduledFor: scheduledForSchema,
  ...orderExtrasSchema.shape,
});
export type StructuredOrder = z.output<typeof structuredOrderSchema>;

const isStructured = (body: unknown) =>
  typeof body === "object" && body !== null && ("customerInfo" in body || "orderDetails" in body);

/**
 * Either shape, told apart by its keys rather than by trial: a z.union answers one unreadable
 * `invalid_union` as soon as both shapes fail hard (quantity 1.5, a missing name), instead of the field at fault.
 */
export const placeOrderSchema = z.unknown().transform((body, ctx): StructuredOrder | FlatOrder => {
  const result = (isStructured(body) ? structuredOrderSchema : flatOrderSchema).safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});

/** POST /api/orders: a member's quick checkout to a saved address. */
export const quickOrderSchema = z.object({
  items: lines,
  paymentMethod: paymentMethodSchema.default("cash"),
  customerName: z.preprocess(blank, customer.name.optional()),
  customerEmail: z.preprocess(blank, customer.email.optional()),
  customerPhone: customer.phone,
  deliveryAddress: optionalText(300),
  deliveryInstructions: orderNoteSchema,
  addressId: rowIdSchema.optional(),
  /** Sent by the quick checkout screen and read for nothing: the order belongs to the signed-in member. */
  userId: z.unknown().optional(),
  total: clientDollars,
  totalAmount: clientDollars,
  scheduledFor: scheduledForSchema,
  /** A delivery carries a tip as a pickup does. */
  tipAmount: orderExtrasSchema.shape.tipAmount,
  customTipAmount: orderExtrasSchema.shape.customTipAmount,
  rewardId: rewardIdSchema,
  rewardCode: rewardCodeSchema,
  acceptRewardLeftover: acceptRewardLeftoverSchema,
  textWhenReady: orderExtrasSchema.shape.textWhenReady,
});
export type QuickOrder = z.output<typeof quickOrderSchema>;

export const statusChangeSchema = z.object({ status: orderStatusSchema });

/** GET /api/admin/orders (and the specification's GET /api/orders): newest first, one status or all, a search. */
export const orderListQuerySchema = z.object({
  status: z
    .preprocess(
      (v: OrderStatus | "all" | "" | undefined) => (v === "all" || v === "" ? undefined : v),
      orderStatusSchema.optional(),
    )
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** PATCH /api/orders/{id}/items/{itemId}: the counter ticks a line as made, or unticks it. */
export const lineDoneSchema = z.object({ done: z.boolean() });
export type LineDoneBody = z.input<typeof lineDoneSchema>;

/** What a client sends, as the web's request functions type their bodies: the schemas' own input types. */
export type FlatOrderBody = z.input<typeof flatOrderSchema>;
export type StructuredOrderBody = z.input<typeof structuredOrderSchema>;
export type QuickOrderBody = z.input<typeof quickOrderSchema>;
export type StatusChangeBody = z.input<typeof statusChangeSchema>;
