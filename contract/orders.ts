import { z } from "zod";
import { MAX_DONATION_CENTS, MAX_QUANTITY_PER_ITEM, MAX_TIP_CENTS, TIP_PRESETS } from "./pricing.ts";

export const orderStatuses = ["received", "in_progress", "ready", "completed", "cancelled"] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const activeStatuses: readonly OrderStatus[] = ["received", "in_progress", "ready"];

/**
 * docs/architecture.md "Orders": received → in_progress → ready → completed; any active status → cancelled;
 * the rest is final.
 */
export const statusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ["in_progress", "cancelled"],
  in_progress: ["ready", "cancelled"],
  ready: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return statusTransitions[from].includes(to);
}

export const paymentMethods = ["cash", "card", "points"] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentStatuses = ["pending", "completed", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Estimated ready time (spec part 2 section 9): pickup now + 20 minutes, delivery now + 15. */
export const READY_MINUTES = { pickup: 20, delivery: 15 } as const;

/** Cash pickups are recorded with this location (spec part 2 section 9). */
export const PICKUP_LOCATION = "Pickup at store";

// --- Request payloads: every shape of spec part 2 "Orders" -----------------------------------------------

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const quantity = z.coerce
  .number()
  .int("errors.quantityWhole")
  .min(1, "errors.quantityTooSmall")
  .max(MAX_QUANTITY_PER_ITEM, "errors.quantityTooLarge");
/** Row ids are PostgreSQL `integer`s: a larger number names no row and must not reach the database (500). */
export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
const itemId = rowIdSchema;
/** Client figures are read only to compare with the server's; they never price anything. */
const clientDollars = z.preprocess(blank, z.coerce.number().finite().optional());

/** A cart line as the cart sends it (`id`) or as the order flows send it (`menuItemId`). */
export const orderLineSchema = z
  .object({
    id: itemId.optional(),
    menuItemId: itemId.optional(),
    quantity,
    options: z.array(z.string().max(100)).max(10).optional(),
    selectedOptions: z.array(z.string().max(100)).max(10).optional(),
  })
  .refine((line) => line.id !== undefined || line.menuItemId !== undefined, {
    message: "errors.unknownItem",
    path: ["menuItemId"],
  })
  .transform((line) => ({
    menuItemId: (line.menuItemId ?? line.id)!,
    quantity: line.quantity,
    options: line.options ?? line.selectedOptions ?? [],
  }));
export type OrderLine = z.output<typeof orderLineSchema>;

const lines = z.array(orderLineSchema).min(1, "errors.cartEmpty").max(60);
const customerName = z.string().trim().min(2, "errors.nameRequired").max(100);
const customerEmail = z.string().trim().toLowerCase().pipe(z.email("errors.validEmailRequired"));
const customerPhone = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .min(10, "errors.invalidPhone")
    .max(20)
    .regex(/^\+?[0-9 ()-]+$/, "errors.invalidPhone")
    .optional(),
);
const tipChoice = z.enum(TIP_PRESETS);
const extras = {
  tipAmount: z.preprocess(blank, tipChoice.optional()),
  customTipAmount: z.preprocess(
    blank,
    z.coerce
      .number()
      .min(0)
      .max(MAX_TIP_CENTS / 100)
      .optional(),
  ),
  donateToMosque: z.boolean().optional(),
  donationAmount: z.preprocess(
    blank,
    z.coerce
      .number()
      .min(1, "errors.donationTooSmall")
      .max(MAX_DONATION_CENTS / 100)
      .optional(),
  ),
  acceptEmailMarketing: z.boolean().optional(),
  acceptSmsMarketing: z.boolean().optional(),
};

/** POST /api/orders/simple, and the cash checkout shape of POST /api/orders/guest and /user. */
export const flatOrderSchema = z.object({
  name: customerName,
  email: customerEmail,
  phone: customerPhone,
  items: lines,
  paymentMethod: paymentMethodSchema.default("cash"),
  deliveryLocation: optionalText(200),
  deliveryNotes: optionalText(500),
  totalAmount: clientDollars,
  finalTotal: clientDollars,
  ...extras,
});
export type FlatOrder = z.output<typeof flatOrderSchema>;

/** The structured shape of POST /api/orders/guest and /user: items, customerInfo, orderDetails. */
export const structuredOrderSchema = z.object({
  items: lines,
  customerInfo: z.object({
    name: customerName,
    email: customerEmail,
    phone: customerPhone,
    userId: z.unknown().optional(),
  }),
  orderDetails: z.object({
    total: clientDollars,
    deliveryLocation: optionalText(200),
    deliveryNotes: optionalText(500),
    isDelivery: z.boolean().optional(),
    paymentMethod: paymentMethodSchema.default("cash"),
  }),
  ...extras,
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
  customerName: z.preprocess(blank, customerName.optional()),
  customerEmail: z.preprocess(blank, customerEmail.optional()),
  customerPhone,
  deliveryAddress: optionalText(300),
  deliveryInstructions: optionalText(500),
  addressId: rowIdSchema.optional(),
  total: clientDollars,
  totalAmount: clientDollars,
});
export type QuickOrder = z.output<typeof quickOrderSchema>;

export const statusChangeSchema = z.object({ status: orderStatusSchema });

// --- Answers ----------------------------------------------------------------------------------------------

export interface PlacedOrder {
  id: number;
  orderId: number;
  orderNumber: string;
  paymentRequired: boolean;
  /** Signed link token: lets whoever holds it follow the order (emails, another device). */
  trackingToken: string;
  total: number;
}

/** One line, with every spelling the specification's screens read (history, detail, success). */
export interface OrderLineView {
  id: number;
  itemId: number | null;
  menuItemId: number | null;
  name: string;
  itemName: string;
  quantity: number;
  unitPrice: number;
  price: number;
  total: number;
  options: string[];
}

/** An order as GET /api/orders/{id} and /history give it; money in cents (spec part 1 section 3). */
export interface OrderView {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  orderStatus: OrderStatus;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  user: { fullName: string | null; username: string; email: string | null; phone: string | null } | null;
  isDelivery: boolean;
  deliveryLocation: string;
  deliveryNotes: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotal: number;
  discount: number;
  pointsSpent: number;
  tax: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  donation: number;
  total: number;
  totalAmount: number;
  items: OrderLineView[];
  summary: { itemCount: number };
  estimatedReadyAt: string;
  statusHistory: { status: OrderStatus; createdAt: string }[];
}

export const sendReceiptSchema = z.object({
  orderId: rowIdSchema,
  email: z.preprocess(blank, z.string().trim().toLowerCase().pipe(z.email("errors.invalidEmail")).optional()),
});

// --- Checkout forms (spec part 1 section 5), validated in the browser with the server's own field rules --------

const formNumber = (schema: z.ZodNumber) => z.preprocess(blank, z.coerce.number().pipe(schema).optional());

export const guestCheckoutFormSchema = z.object({
  name: customerName,
  email: customerEmail,
  phone: customerPhone,
  paymentMethod: z.enum(["cash", "card"], "errors.selectPaymentMethod"),
  tipAmount: z.enum(TIP_PRESETS, "errors.selectTip"),
  customTipAmount: formNumber(
    z
      .number()
      .min(0)
      .max(MAX_TIP_CENTS / 100),
  ),
  donateToMosque: z.boolean(),
  donationAmount: formNumber(
    z
      .number()
      .min(1, "errors.donationTooSmall")
      .max(MAX_DONATION_CENTS / 100),
  ),
  acceptEmailMarketing: z.boolean(),
  acceptSmsMarketing: z.boolean(),
});
export type GuestCheckoutForm = z.input<typeof guestCheckoutFormSchema>;

export const deliveryFormSchema = z.object({
  name: z.string().trim().min(2, "errors.nameTooShort").max(100),
  email: customerEmail,
  phone: customerPhone,
  deliveryLocation: z.string().trim().min(2, "errors.deliveryLocationRequired").max(200),
  deliveryNotes: optionalText(500),
});
export type DeliveryForm = z.input<typeof deliveryFormSchema>;

export const cashCheckoutFormSchema = z.object({
  name: z.string().trim().min(1, "errors.enterName").max(100),
  email: z
    .string()
    .trim()
    .min(1, "errors.enterEmail")
    .toLowerCase()
    .pipe(z.email("errors.validEmailRequired")),
  phone: customerPhone,
  deliveryNotes: optionalText(500),
  acceptEmailMarketing: z.boolean(),
  acceptSmsMarketing: z.boolean(),
});
export type CashCheckoutForm = z.input<typeof cashCheckoutFormSchema>;
