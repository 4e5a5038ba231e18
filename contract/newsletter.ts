import { z } from "zod";
import { emailSchema, optionalText, wholeNumber } from "./fields.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";

/** The monthly newsletter (docs/api.md): one kind of subscription, about one email a month. */
export const subscriptionTypes = ["all"] as const;

/**
 * Per IP and hour, for subscribe, confirm, unsubscribe, contact and the email check alike (scaled by
 * RATE_LIMIT_SCALE). Everyone on the mall's or the café's Wi-Fi comes from one public address, so this is a busy
 * hour of customers at the counter, not one person's; what keeps a stranger from filling one inbox is the limit
 * per typed address below.
 */
export const PUBLIC_FORM_LIMIT_PER_HOUR = 20;

/**
 * Per typed email address and hour, for the forms that mail the address they are given (subscribe: its
 * confirmation link; contact: its acknowledgement), whatever IP asks: at most this many of those mails reach one
 * inbox an hour.
 */
export const PUBLIC_FORM_MAILS_PER_ADDRESS_PER_HOUR = 3;

export { HONEYPOT_FIELD };
export const honeypotSchema = z.string().max(500).optional();
export const isBot = (body: { [HONEYPOT_FIELD]?: string | undefined }) =>
  Boolean(body[HONEYPOT_FIELD]?.trim());

/** Missing or blank addresses get the specification's one message: 'Please enter a valid email address'. */
export const newsletterEmailSchema = z.string("errors.invalidEmail").pipe(emailSchema);

export const newsletterSubscribeSchema = z.object({
  email: newsletterEmailSchema,
  fullName: optionalText(100),
  subscriptionType: z.enum(subscriptionTypes).default("all"),
  /** A friend's referral code; one that does not exist is ignored, never an error. */
  referralCode: optionalText(32),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterUnsubscribeSchema = z.object({
  email: newsletterEmailSchema,
  /** From the emailed one-click link; without it the plain form unsubscribes too. */
  token: optionalText(200),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeSchema>;

/** POST /api/newsletter/confirm: the emailed double opt-in link's address, expiry and signature. */
export const newsletterConfirmSchema = z.object({
  email: newsletterEmailSchema,
  expires: wholeNumber(z.number().int().min(0)),
  token: z.string().min(1).max(200),
});
export type NewsletterConfirmInput = z.input<typeof newsletterConfirmSchema>;

/** How long the confirmation link of a subscription works. */
export const CONFIRMATION_LINK_DAYS = 7;

export const newsletterAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

/** The form's own shape: what a person types (the footer form leaves the name out). */
export const newsletterFormSchema = z.object({
  email: newsletterEmailSchema,
  fullName: optionalText(100),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type NewsletterForm = z.input<typeof newsletterFormSchema>;

/** One mail in GET /api/admin/outbox: as stored, with its delivery status (stored, sent or failed). */
export const outboxEntrySchema = z.object({
  id: z.number(),
  /** email or sms. */
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  language: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** GET /api/admin/outbox: the newest mails first, optionally those to one address (admins only). */
export const outboxQuerySchema = z.object({
  /** An email address, or a phone number in E.164 for the SMS the local verifier keeps there. */
  to: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.union([emailSchema, z.string().regex(/^\+[1-9]\d{7,14}$/)]).optional(),
  ),
  limit: wholeNumber(z.number().int().min(1).max(200).default(50)),
});
