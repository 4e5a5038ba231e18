import { z } from "zod";
import { emailSchema } from "./fields.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";
import { honeypotSchema } from "./newsletter.ts";

/**
 * The product rules (docs/architecture.md#product-rules): name, email and message are required; the message is
 * at most 5,000 characters.
 */
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;

export const contactMessageSchema = z.object({
  name: z.string("errors.nameRequired").trim().min(1, "errors.nameRequired").max(CONTACT_NAME_MAX),
  email: z.string("errors.enterEmail").pipe(emailSchema),
  message: z
    .string("errors.messageRequired")
    .trim()
    .min(1, "errors.messageRequired")
    .max(CONTACT_MESSAGE_MAX, "errors.messageTooLong"),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactAnswerSchema = z.object({ success: z.literal(true) });
