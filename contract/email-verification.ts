import { z } from "zod";
import { emailSchema, rowIdSchema, wholeNumber } from "./fields.ts";

/** How long the link that proves an email address works. */
export const EMAIL_VERIFICATION_LINK_DAYS = 3;

/** What the mailed link carries: the account, the address it was sent to, when it ends, and its signature. */
export const emailVerificationSchema = z.object({
  user: rowIdSchema,
  email: emailSchema,
  expires: wholeNumber(z.number().int().min(0)),
  token: z.string().min(1).max(200),
});
export type EmailVerificationInput = z.input<typeof emailVerificationSchema>;

/** Where a Google sign-in lands when its email belongs to an account whose owner never proved that address. */
export const GOOGLE_EMAIL_UNVERIFIED = "google-email-unverified";
/** Where linking Google from the profile lands when that Google account is another member's already. */
export const GOOGLE_LINK_TAKEN = "google-link-taken";

export const emailVerifiedAnswerSchema = z.object({ success: z.literal(true), email: z.string() });
export type EmailVerifiedAnswer = z.infer<typeof emailVerifiedAnswerSchema>;

/** How many verification emails a member may ask for again in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;
/** Where a linked Google account returns the member: the profile, which says so. */
export const GOOGLE_LINKED = "linked";
/** The profile's "Link Google" (a signed-in member only). */
export const GOOGLE_LINK_PATH = "/auth/google/link";
