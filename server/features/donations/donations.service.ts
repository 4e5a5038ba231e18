import { eq } from "drizzle-orm";
import type { Language } from "../../../contract/language.ts";
import type { DonationCheckout, DonationView } from "../../../contract/payments.ts";
import { toCents } from "../../../contract/pricing.ts";
import type { Db } from "../../db/client.ts";
import { donations, payments } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import { changePaymentRecord } from "../../lib/payment-status.ts";
import type { PaymentProvider } from "../../providers/payments/payment-provider.ts";

type DonationRow = typeof donations.$inferSelect;

/** 'Donate Now': the donation is stored, then the customer leaves for the provider's hosted page. */
export async function startDonation(
  db: Db,
  provider: PaymentProvider,
  input: DonationCheckout,
  place: { origin: string; language: Language },
) {
  const amountCents = toCents(input.amount);
  const { donation, payment } = await db.transaction(async (tx) => {
    const [donation] = await tx
      .insert(donations)
      .values({
        amountCents,
        donorName: input.donorName ?? null,
        donorEmail: input.donorEmail ?? null,
        provider: provider.name,
        language: place.language,
      })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({ provider: provider.name, purpose: "donation", donationId: donation!.id, amountCents })
      .returning();
    return { donation: donation!, payment: payment! };
  });
  const t = translator(place.language);
  try {
    const session = await provider.createCheckoutSession({
      purpose: "donation",
      amountCents,
      description: t("donate.providerDescription"),
      customerEmail: input.donorEmail,
      successUrl: `${place.origin}/donation-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${place.origin}/donate`,
      locale: place.language,
      metadata: {
        purpose: "donation",
        payment_id: String(payment.id),
        donation_id: String(donation.id),
        ...(input.donorName ? { donor_name: input.donorName.slice(0, 100) } : {}),
      },
    });
    await db.transaction(async (tx) => {
      await tx.update(donations).set({ providerSessionId: session.id }).where(eq(donations.id, donation.id));
      await tx.update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, payment.id));
    });
    return { url: session.url!, sessionId: session.id };
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.update(donations).set({ status: "failed" }).where(eq(donations.id, donation.id));
      await changePaymentRecord(tx, payment.id, "failed", { actor: "checkout" });
    });
    throw new HttpError(502, "checkoutSessionFailed", { cause: String(error) });
  }
}

export async function findDonation(db: Db, sessionId: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.providerSessionId, sessionId));
  return row;
}

/** GET /api/donation/{sessionId}: amount, status and donor (docs/api.md). */
export function donationView(row: DonationRow): DonationView {
  return {
    amount: row.amountCents / 100,
    amountCents: row.amountCents,
    status: row.status,
    donorInfo: {
      donorName: row.donorName,
      donationDate: (row.paidAt ?? row.createdAt).toISOString(),
    },
  };
}
