import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import type { EventBus } from "../../providers/events/event-bus.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";
import type { OrderLifecycle } from "../orders/public.ts";
import { sendDonationReceipt } from "./donation-receipt.service.ts";
import { donationRoutes, type SettleSession } from "./donations.routes.ts";
import { recordCheckoutDonation, settleOrderDonations } from "./order-donations.ts";

/**
 * Donations to the mosque: /donate's hosted checkout, the success page's details, the donor's receipt, the
 * mosque's name, and the donation a guest adds at checkout, recorded with the order and settled with its payment.
 */
export async function donationsFeature(
  app: FastifyInstance,
  options: {
    db: Db;
    provider: PaymentProvider;
    lifecycle: OrderLifecycle;
    settleSession: SettleSession;
    bus: EventBus;
    email: EmailSender;
  },
) {
  const { db, lifecycle, provider, bus, email } = options;
  lifecycle.onPlaced((tx, order) => recordCheckoutDonation(tx, order, provider.name));
  lifecycle.onStatusChanged(async (tx, order, _from, to) => {
    // Cash is paid at the counter, so its donation is paid when the order is completed; card's with its payment.
    if (to === "completed" && order.paymentMethod !== "card")
      await settleOrderDonations(tx, order.id, "paid");
    if (to === "cancelled" && order.paymentMethod !== "card")
      await settleOrderDonations(tx, order.id, "failed");
  });
  const unsubscribe = bus.subscribe((event) => {
    if (event.kind !== "donation") return;
    sendDonationReceipt(db, email, event.donationId, app.log).catch((error) =>
      app.log.error({ err: error, donationId: event.donationId }, "donation receipt failed"),
    );
  });
  app.addHook("onClose", async () => unsubscribe());
  await app.register(donationRoutes, options);
}
