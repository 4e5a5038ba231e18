import { z } from "zod";
import { text } from "./fields.ts";

/** The mosque the café collects for, until an admin names another in Settings. */
export const DEFAULT_MOSQUE_NAME = "Masjid Abubakar As-Saddique";
export const MOSQUE_NAME_MIN = 2;
export const MOSQUE_NAME_MAX = 120;

/** GET /api/donation-settings and PATCH /api/admin/donation-settings (ours to name). */
export const donationSettingsSchema = z.object({
  mosqueName: text()
    .trim()
    .min(MOSQUE_NAME_MIN, "errors.mosqueNameTooShort")
    .max(MOSQUE_NAME_MAX, "errors.mosqueNameTooLong"),
});
export type DonationSettings = z.output<typeof donationSettingsSchema>;

export const donationSettingsSavedSchema = donationSettingsSchema.extend({ message: z.string() });
