import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { donationRoutes, type SettleSession } from "./donations.routes.ts";
import { recordCheckoutDonation, settleOrderDonations } from "./order-donations.ts";

/**
 * Donations to the mosque: /donate's hosted checkout, the success page's details, and the donation
 * a guest adds at checkout, recorded with the order and settled with its payment.
 */
export async function donationsFeature(
  app: FastifyInstance,
  options: { db: Db; provider: PaymentProvider; lifecycle: OrderLifecycle; settleSession: SettleSession },
) {
  const { lifecycle, provider } = options;
  lifecycle.onPlaced((tx, order) => recordCheckoutDonation(tx, order, provider.name));
  lifecycle.onStatusChanged(async (tx, order, _from, to) => {
    // Cash is paid at the counter, so its donation is paid when the order is completed; card's with its payment.
    if (to === "completed" && order.paymentMethod !== "card")
      await settleOrderDonations(tx, order.id, "paid");
    if (to === "cancelled" && order.paymentMethod !== "card")
      await settleOrderDonations(tx, order.id, "failed");
  });
  await app.register(donationRoutes, options);
}
