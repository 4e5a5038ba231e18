import { sql } from "drizzle-orm";
import { DEFAULT_MOSQUE_NAME, type DonationSettings } from "../../../contract/donation-settings.ts";
import type { Db } from "../../db/client.ts";
import { donationSettings, type UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";

const DONATION_SETTINGS_ID = 1;

/** The mosque the donation page names; the default until an admin saves another. */
export async function readDonationSettings(db: Db): Promise<DonationSettings> {
  const [row] = await db.select().from(donationSettings).limit(1);
  return { mosqueName: row?.mosqueName ?? DEFAULT_MOSQUE_NAME };
}

/** An admin names the mosque (the Settings tab); the change is in the audit log. */
export async function saveDonationSettings(
  db: Db,
  actor: Pick<UserRow, "id" | "username">,
  input: DonationSettings,
): Promise<DonationSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('donation_settings'))`);
    const before = await readDonationSettings(tx);
    const values = { mosqueName: input.mosqueName, updatedBy: actor.id, updatedAt: new Date() };
    await tx
      .insert(donationSettings)
      .values({ id: DONATION_SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: donationSettings.id, set: values });
    await recordAdminAction(tx, {
      actor,
      action: "settings.changed",
      target: { type: "settings", id: "donations" },
      before,
      after: { mosqueName: input.mosqueName },
    });
    return { mosqueName: input.mosqueName };
  });
}
