/**
 * Notes on an order, the phone a runner calls and what Quick Checkout needs of a profile: plain constants and
 * rules, free of zod, so the menu's item sheet and the cart can use them without loading the validator.
 */

/** A line's special instructions ("no sugar", "extra hot"): short enough for a kitchen ticket. */
export const LINE_NOTE_MAX = 140;
/** The order's own note, the specification's `deliveryNotes`, for pickup and delivery alike. */
export const ORDER_NOTE_MAX = 500;
/** In-mall delivery: the runner has to reach the customer, so the phone must hold a full number. */
export const DELIVERY_PHONE_MIN_DIGITS = 10;

/** A note as it is stored and compared: trimmed, and nothing when blank. */
export function cleanNote(note: string | null | undefined): string | undefined {
  const trimmed = note?.trim();
  return trimmed ? trimmed : undefined;
}

/** Whether a runner can call this phone: at least ten digits, whatever spaces, dashes or brackets surround them. */
export function reachablePhone(phone: string | null | undefined): boolean {
  return (phone?.replace(/\D/g, "").length ?? 0) >= DELIVERY_PHONE_MIN_DIGITS;
}

/** A detail of the member's profile that Quick Checkout, which has no contact fields of its own, cannot do without. */
export type QuickCheckoutNeed = "email" | "phone";

/**
 * What the member's profile lacks for Quick Checkout (docs/architecture.md#product-rules: offered "only if the
 * user has both email and phone"): an email for the receipt, which the server asks for when the order sends
 * none, and a phone a runner can call, which a delivery must have. Nothing: Quick Checkout is offered.
 */
export function quickCheckoutNeeds(member: {
  email: string | null | undefined;
  phone: string | null | undefined;
}): QuickCheckoutNeed[] {
  const needs: QuickCheckoutNeed[] = [];
  if (!member.email?.trim()) needs.push("email");
  if (!reachablePhone(member.phone)) needs.push("phone");
  return needs;
}
