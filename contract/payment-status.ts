import type { PaymentStatus } from "./order-status.ts";

/**
 * Payment status as explicit state machines, like order status: the only changes the shop may record. A change
 * not in a table is refused; the server writes every allowed one with its history (who or what, when, from, to).
 */

/**
 * Pending until the money arrives (card), the order is completed at the counter (cash) or points are spent;
 * failed when an unpaid order is cancelled or expires; only money that was taken is refunded. Money that
 * arrives for a failed order is given back without touching the order, so failed is final.
 */
export const paymentStatusTransitions: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["completed", "failed"],
  completed: ["refunded"],
  failed: [],
  refunded: [],
};

/** One card payment attempt with a provider (a checkout session or a payment intent). */
export const paymentRecordStatuses = ["open", "paid", "failed", "expired", "refunding", "refunded"] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/**
 * Money a provider reports is always recorded: an attempt that was closed (failed to start, expired) and is
 * paid anyway is either taken or marked for refund. Refunding waits for the provider's confirmation.
 */
export const paymentRecordTransitions: Record<PaymentRecordStatus, readonly PaymentRecordStatus[]> = {
  open: ["paid", "refunding", "failed", "expired"],
  paid: ["refunding", "refunded"],
  failed: ["paid", "refunding"],
  expired: ["paid", "refunding"],
  refunding: ["refunded"],
  refunded: [],
};

/** A mosque donation, from /donate or added at checkout: a paid gift is only ever refunded. */
export const donationStatuses = ["pending", "paid", "failed", "refunded"] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donationStatusTransitions: Record<DonationStatus, readonly DonationStatus[]> = {
  pending: ["paid", "failed", "refunded"],
  paid: ["refunded"],
  failed: [],
  refunded: [],
};

/**
 * What made a change: a person (member or admin, whose id is recorded too) or a part of the shop acting alone:
 * the payment provider's report, the expiry sweep, the checkout that could not start.
 */
export const paymentActors = ["customer", "admin", "provider", "sweep", "checkout"] as const;
export type PaymentActor = (typeof paymentActors)[number];

export function canChangePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentStatusTransitions[from].includes(to);
}

export function canChangePaymentRecord(from: PaymentRecordStatus, to: PaymentRecordStatus): boolean {
  return paymentRecordTransitions[from].includes(to);
}

/** The states a donation may leave for `to`, for updates that move many donations at once. */
export function donationStatusesBefore(to: DonationStatus): DonationStatus[] {
  return donationStatuses.filter((from) => donationStatusTransitions[from].includes(to));
}
