import { describe, expect, it } from "vitest";
import { paymentStatuses } from "./order-status.ts";
import {
  canChangePayment,
  canChangePaymentRecord,
  donationStatuses,
  donationStatusesBefore,
  paymentRecordStatuses,
} from "./payment-status.ts";

/** Every pair of statuses, so a pair the tables forget to refuse is caught as surely as one they forget to allow. */
const pairs = <S extends string>(statuses: readonly S[]) =>
  statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

/**
 * docs/architecture.md "Orders", written out pair by pair rather than read from the table under test: pending until paid
 * (card), completed at the counter (cash) or with points; failed when an unpaid order is cancelled or expires;
 * only money taken is refunded.
 */
const orderAllowed = new Set(["pending→completed", "pending→failed", "completed→refunded"]);

describe("an order's payment status", () => {
  it("knows the four statuses of the specification", () => {
    expect([...paymentStatuses].sort()).toEqual(["completed", "failed", "pending", "refunded"]);
  });

  it.each(pairs(paymentStatuses))("%s → %s", (from, to) => {
    expect(canChangePayment(from, to)).toBe(orderAllowed.has(`${from}→${to}`));
  });

  it("never leaves failed or refunded, and never refunds what was not paid", () => {
    for (const to of paymentStatuses) {
      expect(canChangePayment("failed", to)).toBe(false);
      expect(canChangePayment("refunded", to)).toBe(false);
    }
    expect(canChangePayment("pending", "refunded")).toBe(false);
  });
});

/** A payment attempt: money a provider reports is always taken or given back; a refund waits for the provider. */
const recordAllowed = new Set([
  "open→paid",
  "open→refunding",
  "open→failed",
  "open→expired",
  "paid→refunding",
  "paid→refunded",
  "failed→paid",
  "failed→refunding",
  "expired→paid",
  "expired→refunding",
  "refunding→refunded",
]);

describe("a payment attempt's status", () => {
  it.each(pairs(paymentRecordStatuses))("%s → %s", (from, to) => {
    expect(canChangePaymentRecord(from, to)).toBe(recordAllowed.has(`${from}→${to}`));
  });

  it("never goes back to open", () => {
    for (const from of paymentRecordStatuses) expect(canChangePaymentRecord(from, "open")).toBe(false);
  });
});

describe("a donation's status", () => {
  it("is paid or failed only while pending, and refunded while pending or paid", () => {
    expect(donationStatusesBefore("paid")).toEqual(["pending"]);
    expect(donationStatusesBefore("failed")).toEqual(["pending"]);
    expect(donationStatusesBefore("refunded").sort()).toEqual(["paid", "pending"]);
    expect(donationStatusesBefore("pending")).toEqual([]);
    expect(donationStatuses).toHaveLength(4);
  });
});
