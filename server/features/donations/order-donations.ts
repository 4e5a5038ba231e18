import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { donations, type OrderRow } from "../../db/schema/index.ts";

export type DonationStatus = "pending" | "paid" | "failed" | "refunded";

/** Which states a donation of an order may leave for each new state (a paid gift is only ever refunded). */
const from: Record<Exclude<DonationStatus, "pending">, DonationStatus[]> = {
  paid: ["pending"],
  failed: ["pending"],
  refunded: ["paid", "pending"],
};

/**
 * The mosque donation added at checkout is a donation like one from /donate, so both are counted and refunded
 * alike: recorded when the order is placed, paid when the order's money arrives. Runs inside the order's
 * transaction.
 */
export async function recordCheckoutDonation(tx: Db, order: OrderRow, provider: string): Promise<void> {
  if (order.donationCents <= 0) return;
  await tx.insert(donations).values({
    amountCents: order.donationCents,
    donorName: order.customerName,
    donorEmail: order.customerEmail,
    provider: order.paymentMethod === "card" ? provider : order.paymentMethod,
    orderId: order.id,
    language: order.language,
  });
}

/** Moves the donations of an order along with the order's payment. */
export async function settleOrderDonations(
  tx: Db,
  orderId: number,
  status: Exclude<DonationStatus, "pending">,
) {
  await tx
    .update(donations)
    .set(status === "paid" ? { status, paidAt: new Date() } : { status })
    .where(and(eq(donations.orderId, orderId), inArray(donations.status, from[status])));
}
