/**
 * Notes on an order and the phone a runner calls: plain constants and rules, free of zod, so the menu's item
 * sheet and the cart can use them without loading the validator.
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
