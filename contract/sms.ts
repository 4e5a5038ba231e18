import { z } from "zod";
import { text } from "./fields.ts";

/** Phone verification (docs/api.md, docs/architecture.md#product-rules). */
export const SMS_CODE_LENGTH = 6;
/**
 * The forms accept 4 to 6 digits (docs/architecture.md#product-rules), so a provider with shorter codes also
 * works.
 */
export const SMS_CODE_MIN = 4;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_MINUTES = 10;
export const SMS_MAX_CHECKS = 5;
export const SMS_CODES_PER_NUMBER_PER_HOUR = 5;
export const SMS_CODES_PER_ADDRESS_PER_HOUR = 20;
/** The product rules (docs/architecture.md#product-rules): "Phone send: at least 10 characters". */
export const PHONE_NUMBER_MIN = 10;
export const PHONE_NUMBER_MAX = 30;

const phoneNumber = (message: string) =>
  text().trim().min(PHONE_NUMBER_MIN, message).max(PHONE_NUMBER_MAX, message);
const code = (message: string) =>
  text()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_MIN},${SMS_CODE_LENGTH}}$`), message);

export const verifySendSchema = z.object({ phoneNumber: phoneNumber("errors.invalidPhoneNumber") });
export const verifyCheckSchema = z.object({
  phoneNumber: phoneNumber("errors.invalidPhoneNumber"),
  code: code("errors.invalidVerificationCode"),
});
export type VerifySend = z.infer<typeof verifySendSchema>;
export type VerifyCheck = z.infer<typeof verifyCheckSchema>;

/** POST /api/verify/send; failures answer `{success: false, error}`. */
export const verifySendAnswerSchema = z.object({
  success: z.literal(true),
  /** Seconds until another code may be asked for (the resend countdown). */
  resendAfter: z.number(),
});
export type VerifySendAnswer = z.infer<typeof verifySendAnswerSchema>;
/** POST /api/verify/check; a wrong code answers 400 `{success: false, valid: false, error}`. */
export const verifyCheckAnswerSchema = z.object({ success: z.literal(true), valid: z.literal(true) });
export type VerifyCheckAnswer = z.infer<typeof verifyCheckAnswerSchema>;

/** GET /api/twilio-status (docs/architecture.md#product-rules); SIDs are shown shortened. */
export const smsStatusSchema = z.object({
  twilioConfigured: z.boolean(),
  authTokenConfigured: z.boolean(),
  verifyServiceConfigured: z.boolean(),
  accountSid: z.string().nullable(),
  verifyServiceSid: z.string().nullable(),
});
export type SmsStatus = z.infer<typeof smsStatusSchema>;

/**
 * The admin SMS test's number cleaning (docs/architecture.md#product-rules): anything but digits and + is
 * dropped (spaces, brackets, dashes), and a + is put in front when missing, so the number must carry its
 * country code.
 */
export function cleanTestPhone(raw: string): string {
  const kept = raw.replace(/[^\d+]/g, "");
  if (kept === "") return "";
  return kept.startsWith("+") ? kept : `+${kept}`;
}

const testPhone = text()
  .transform(cleanTestPhone)
  .pipe(z.string().regex(/^\+\d{8,15}$/, "errors.testPhoneInvalid"));
export const testSmsSchema = z.object({ phone: testPhone });
export const verifyTestSmsSchema = z.object({
  phone: testPhone,
  code: text().trim().min(1, "errors.verificationCodeRequired").pipe(code("errors.invalidVerificationCode")),
});
export type TestSms = z.input<typeof testSmsSchema>;
export type VerifyTestSms = z.input<typeof verifyTestSmsSchema>;

export const testSmsAnswerSchema = z.object({ success: z.literal(true), resendAfter: z.number() });
export const verifyTestSmsAnswerSchema = z.object({ success: z.literal(true), verified: z.literal(true) });
export type TestSmsAnswer = z.infer<typeof testSmsAnswerSchema>;
export type VerifyTestSmsAnswer = z.infer<typeof verifyTestSmsAnswerSchema>;
