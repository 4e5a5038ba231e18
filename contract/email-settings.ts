import { z } from "zod";
import { blank, emailSchema, isStorableText, text, UNSTORABLE_TEXT, wholeNumber } from "./fields.ts";

/**
 * Admin settings (docs/architecture.md#product-rules): the mail service an admin picks in the Email
 * configuration form.
 */
export const EMAIL_SERVICES = ["zoho", "microsoft", "sendgrid"] as const;
export type EmailService = (typeof EMAIL_SERVICES)[number];

/**
 * The product rules (docs/architecture.md#product-rules): zoho on port 465, microsoft on port 587; "sendgrid
 * managed by environment" reads as SendGrid's SMTP relay, whose user is always `apikey` and whose password is
 * the API key.
 */
export const EMAIL_PRESETS: Record<EmailService, { host: string; port: number; username?: string }> = {
  zoho: { host: "smtp.zoho.com", port: 465 },
  microsoft: { host: "smtp.office365.com", port: 587 },
  sendgrid: { host: "smtp.sendgrid.net", port: 587, username: "apikey" },
};

/**
 * The product rules (docs/architecture.md#product-rules): a Zoho password has its underscores, spaces and
 * hyphens stripped (Zoho shows application passwords in groups, and people paste them as shown). Other services
 * keep the password as typed.
 */
export function cleanEmailPassword(service: EmailService, password: string): string {
  return service === "zoho" ? password.replace(/[_\s-]/g, "") : password;
}

/** Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it. */
export const usesImplicitTls = (port: number) => port === 465;

const HOST_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
export const SMTP_PASSWORD_MAX = 512;

/** A required text field whose absence reads as `message`, like its blank value. */
const requiredText = (message: string) => z.string(message).refine(isStorableText, UNSTORABLE_TEXT);

const configFields = {
  service: z.enum(EMAIL_SERVICES, "errors.emailServiceInvalid"),
  host: requiredText("errors.smtpHostRequired")
    .trim()
    .min(1, "errors.smtpHostRequired")
    .max(253, "errors.smtpHostInvalid")
    .regex(HOST_PATTERN, "errors.smtpHostInvalid"),
  port: wholeNumber(
    z
      .number("errors.smtpPortInvalid")
      .int("errors.smtpPortInvalid")
      .min(1, "errors.smtpPortInvalid")
      .max(65535, "errors.smtpPortInvalid"),
  ),
  username: requiredText("errors.smtpUsernameRequired")
    .trim()
    .min(1, "errors.smtpUsernameRequired")
    .max(254, "errors.smtpUsernameRequired"),
  /** Blank keeps the password already stored: the form never receives it, so it cannot send it back. */
  password: z.preprocess(blank, text().max(SMTP_PASSWORD_MAX, "errors.smtpPasswordTooLong").optional()),
};

/** POST /api/admin/email-config (docs/api.md). */
export const emailConfigSchema = z.object(configFields);
export type EmailConfigInput = z.input<typeof emailConfigSchema>;
export type EmailConfig = z.output<typeof emailConfigSchema>;

const testEmailField = z
  .string("errors.testEmailRequired")
  .trim()
  .min(1, "errors.testEmailRequired")
  .pipe(emailSchema);

/**
 * POST /api/admin/test-email: "the same plus testEmail". Without the settings fields, the test goes through
 * the configuration in force (the environment's, say, where the form is read-only).
 */
export const testEmailSchema = z
  .object({
    testEmail: testEmailField,
    service: configFields.service.optional(),
    host: configFields.host.optional(),
    port: configFields.port.optional(),
    username: configFields.username.optional(),
    password: configFields.password,
  })
  .superRefine((value, ctx) => {
    const given = ["service", "host", "port", "username"] as const;
    if (!given.some((key) => value[key] !== undefined)) return;
    const required = {
      service: "errors.emailServiceInvalid",
      host: "errors.smtpHostRequired",
      port: "errors.smtpPortInvalid",
      username: "errors.smtpUsernameRequired",
    };
    for (const key of given) {
      if (value[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: required[key] });
    }
  });
export type TestEmailInput = z.input<typeof testEmailSchema>;
export type TestEmail = z.output<typeof testEmailSchema>;

/** Where the shop's mail goes now: SMTP from the environment, SMTP from these settings, or the outbox only. */
export const EMAIL_SOURCES = ["environment", "settings", "outbox"] as const;
export type EmailSource = (typeof EMAIL_SOURCES)[number];

/** GET /api/admin/email-config: the settings in force, never the password, only whether one is set. */
export const emailConfigViewSchema = z.object({
  source: z.enum(EMAIL_SOURCES),
  service: z.enum(EMAIL_SERVICES).nullable(),
  host: z.string().nullable(),
  port: z.number().nullable(),
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EmailConfigView = z.infer<typeof emailConfigViewSchema>;

export const emailConfigSavedSchema = emailConfigViewSchema.extend({ message: z.string() });
export type EmailConfigSaved = z.infer<typeof emailConfigSavedSchema>;

export const testEmailAnswerSchema = z.object({ message: z.string() });
export type TestEmailAnswer = z.infer<typeof testEmailAnswerSchema>;
