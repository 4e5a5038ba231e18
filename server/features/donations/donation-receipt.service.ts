import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { donations } from "../../db/schema/index.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";
import { donationReceiptEmail } from "./donation-receipt.ts";
import { readDonationSettings } from "./donation-settings.service.ts";

/**
 * Emails the donor of a paid /donate donation their receipt, once. Every instance hears the donation's event;
 * the one whose update claims `receipt_sent_at` sends, the others find it claimed. Donations added at checkout
 * are on the order's own receipt, so they get none of their own. A failed send gives the claim back.
 */
export async function sendDonationReceipt(
  db: Db,
  email: EmailSender,
  donationId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const [claimed] = await db
    .update(donations)
    .set({ receiptSentAt: sql`now()` })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.status, "paid"),
        isNull(donations.receiptSentAt),
        isNull(donations.orderId),
        isNotNull(donations.donorEmail),
      ),
    )
    .returning();
  if (!claimed?.donorEmail) return;
  try {
    const { mosqueName } = await readDonationSettings(db);
    await email.send(
      donationReceiptEmail({
        to: claimed.donorEmail,
        language: claimed.language === "so" ? "so" : "en",
        donorName: claimed.donorName,
        amountCents: claimed.amountCents,
        paidAt: claimed.paidAt ?? claimed.createdAt,
        reference: claimed.id,
        mosqueName,
      }),
    );
  } catch (error) {
    await db.update(donations).set({ receiptSentAt: null }).where(eq(donations.id, donationId));
    log.error({ err: error, donationId }, "donation receipt not sent");
  }
}
