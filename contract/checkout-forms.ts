import { z } from "zod";
import { NAME_MIN, phoneSchema } from "./fields.ts";
import { reachablePhone } from "./order-notes.ts";
import {
  flatOrderSchema,
  orderCustomerSchema,
  orderExtrasSchema,
  orderNoteSchema,
  quickOrderSchema,
} from "./order-requests.ts";
import { donationCents, TIP_PRESETS, tipCents } from "./pricing.ts";

/**
 * The checkout forms of the product rules (docs/architecture.md#product-rules). Each field is the request's own
 * rule, sometimes with a kinder message in front of it (`pipe`), so a form can never accept what the server
 * then refuses.
 */

const customer = orderCustomerSchema.shape;
const extras = orderExtrasSchema.shape;

/** The messages of a required field left empty: a form's toast says "Missing information" only for these. */
const MISSING = ["errors.enterName", "errors.enterEmail"] as const;
export const isMissingField = (message: string | undefined) => MISSING.some((missing) => missing === message);

/** An empty field gets its own message; anything else goes on to the request's rule. */
const required = <T extends z.ZodType<unknown, string>>(message: (typeof MISSING)[number], rule: T) =>
  z.string().trim().min(1, message).pipe(rule);

/**
 * The customer's name, the same on the delivery and the cash checkout: an empty one is asked for ('Please enter
 * your name', docs/architecture.md#product-rules), a one-letter one is too short ('Name must be at least 2
 * characters', "Delivery").
 */
const customerName = required(
  "errors.enterName",
  z.string().min(NAME_MIN, "errors.nameTooShort").pipe(customer.name),
);

/** The tip, chosen the same way on every checkout. */
const tipFields = {
  tipAmount: z.enum(TIP_PRESETS, "errors.selectTip"),
  customTipAmount: extras.customTipAmount,
};

/** The mosque donation, offered the same way on pickup and delivery. */
const donationFields = {
  donateToMosque: z.boolean(),
  donationAmount: extras.donationAmount,
};

/**
 * What a typed amount adds to the totals while a checkout form is being filled in. An amount the form refuses
 * counts as nothing rather than as the last valid one: the summary and the pay button then show what the order
 * costs without it, never a figure the customer did not type, and the error beside the field says why.
 */
function typedCents<T>(rule: z.ZodType<T>, input: unknown, cents: (accepted: T) => number): number {
  const typed = rule.safeParse(input);
  return typed.success ? cents(typed.data) : 0;
}

/** The tip the totals count while a checkout form is being filled in (`typedCents`). */
export function typedTipCents(choice: (typeof TIP_PRESETS)[number], customInput: unknown): number {
  if (choice !== "custom") return tipCents(choice);
  return typedCents(tipFields.customTipAmount, customInput, (dollars) => tipCents(choice, dollars ?? 0));
}

/** The donation the totals count while a checkout form is being filled in (`typedCents`). */
export function typedDonationCents(donate: boolean, amountInput: unknown): number {
  if (!donate) return 0;
  return typedCents(donationFields.donationAmount, amountInput, (dollars) => donationCents(true, dollars));
}

/**
 * "Text me when it's ready" starts ticked for a member whose phone is verified and who wants order updates;
 * a guest ticks it themselves.
 */
export function textWhenReadyByDefault(
  member: { phoneVerified: boolean; receiveOrderUpdates: boolean } | null,
): boolean {
  return Boolean(member?.phoneVerified && member.receiveOrderUpdates);
}

export const guestCheckoutFormSchema = orderCustomerSchema.extend({
  paymentMethod: z.enum(["cash", "card"], "errors.selectPaymentMethod"),
  ...tipFields,
  ...donationFields,
  acceptEmailMarketing: z.boolean(),
  acceptSmsMarketing: z.boolean(),
  textWhenReady: z.boolean().default(false),
  deliveryNotes: orderNoteSchema,
});
export type GuestCheckoutForm = z.input<typeof guestCheckoutFormSchema>;

export const deliveryFormSchema = orderCustomerSchema.extend({
  name: customerName,
  // The runner has to reach the customer: the server's rule, said before the request is sent.
  phone: z.string().trim().refine(reachablePhone, "errors.deliveryPhoneRequired").pipe(phoneSchema),
  deliveryLocation: z.string().trim().min(2, "errors.deliveryLocationRequired").max(200),
  deliveryNotes: flatOrderSchema.shape.deliveryNotes,
  ...tipFields,
  ...donationFields,
  textWhenReady: z.boolean().default(false),
});
export type DeliveryForm = z.input<typeof deliveryFormSchema>;

export const cashCheckoutFormSchema = orderCustomerSchema.extend({
  name: customerName,
  email: required("errors.enterEmail", customer.email),
  deliveryNotes: flatOrderSchema.shape.deliveryNotes,
  acceptEmailMarketing: z.boolean(),
  acceptSmsMarketing: z.boolean(),
  textWhenReady: z.boolean().default(false),
});
export type CashCheckoutForm = z.input<typeof cashCheckoutFormSchema>;

/** What the quick checkout asks beside the address: a tip, the order's note, and a text when it is ready. */
export const quickCheckoutFormSchema = z.object({
  ...tipFields,
  deliveryInstructions: quickOrderSchema.shape.deliveryInstructions,
  textWhenReady: z.boolean().default(false),
});
export type QuickCheckoutForm = z.input<typeof quickCheckoutFormSchema>;
