import { z } from "zod";
import { dietaryIdSchema } from "./menu.ts";

/** docs/architecture.md "Permissions": at least 8 (OWASP ASVS), at most 128, no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const FULL_NAME_MIN = 2;
export const PHONE_MIN = 10;

export const languages = ["en", "so"] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** The number each message speaks of, for catalogs whose text says "at least {{count}}". */
export const messageCounts: Record<string, number> = {
  "errors.usernameTooShort": USERNAME_MIN,
  "errors.usernameTooLong": USERNAME_MAX,
  "errors.passwordTooShort": PASSWORD_MIN,
  "errors.passwordTooLong": PASSWORD_MAX,
};

/** Forms send "" for an untouched optional field; the API treats it as absent. */
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
export const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, "errors.usernameTooShort")
  .max(USERNAME_MAX, "errors.usernameTooLong")
  .regex(/^[\p{L}\p{N}_.-]+$/u, "errors.usernameCharacters");
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, "errors.passwordTooShort")
  .max(PASSWORD_MAX, "errors.passwordTooLong");
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email("errors.invalidEmail"));
export const optionalEmail = z.preprocess(blank, emailSchema.optional());
export const phoneSchema = z
  .string()
  .trim()
  .min(PHONE_MIN, "errors.invalidPhone")
  .max(20)
  .regex(/^\+?[0-9 ()-]+$/, "errors.invalidPhone");
export const optionalPhone = z.preprocess(blank, phoneSchema.optional());

export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, "errors.usernameRequired")
    .max(USERNAME_MAX * 8),
  password: z
    .string()
    .min(1, "errors.passwordRequired")
    .max(PASSWORD_MAX * 8),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  fullName: z.preprocess(
    blank,
    z.string().trim().min(FULL_NAME_MIN, "errors.fullNameTooShort").max(100).optional(),
  ),
  email: optionalEmail,
  phone: optionalPhone,
  /** Honoured only when an admin creates the user. */
  isAdmin: z.boolean().optional(),
  referralCode: optionalText(32),
  subscribeNewsletter: z.boolean().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds a confirmation that never leaves the browser. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "errors.passwordsDoNotMatch",
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** A birthday has no year, so 29 February counts as a real day. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const profileUpdateSchema = z
  .object({
    username: usernameSchema,
    fullName: z.preprocess(
      (v) => (blank(v) === undefined ? null : v),
      z.string().trim().min(FULL_NAME_MIN, "errors.fullNameTooShort").max(100).nullable(),
    ),
    email: z.preprocess((v) => (blank(v) === undefined ? null : v), emailSchema.nullable()),
    phone: z.preprocess((v) => (blank(v) === undefined ? null : v), phoneSchema.nullable()),
    birthMonth: z.number().int().min(1).max(12).nullable(),
    birthDay: z.number().int().min(1).max(31).nullable(),
  })
  .partial()
  // Month and day travel together: set both, clear both (null), or leave both out.
  .refine(
    (p) =>
      (p.birthMonth === undefined) === (p.birthDay === undefined) &&
      (p.birthMonth === null) === (p.birthDay === null),
    {
      message: "errors.birthdayIncomplete",
      path: ["birthDay"],
    },
  )
  .refine(
    (p) => p.birthMonth == null || p.birthDay == null || p.birthDay <= DAYS_IN_MONTH[p.birthMonth - 1]!,
    {
      message: "no such day in that month",
      path: ["birthDay"],
    },
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Dietary preferences travel as a comma-joined string (spec part 1 section 3). */
export const dietaryPreferencesSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || value.split(",").every((id) => dietaryIdSchema.safeParse(id.trim()).success),
    "errors.unknownDietaryPreference",
  );

export const preferencesUpdateSchema = z
  .object({
    languagePreference: languageSchema,
    dietaryPreferences: dietaryPreferencesSchema,
    acceptSmsMarketing: z.boolean(),
    acceptEmailMarketing: z.boolean(),
    receiveOrderUpdates: z.boolean(),
    receivePointsUpdates: z.boolean(),
    receivePromotions: z.boolean(),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, "errors.nothingToUpdate");
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** The user as every answer shows it: never the password hash or the 2FA secret. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  loyaltyPoints: z.number(),
  referralCode: z.string(),
  referredBy: z.number().nullable(),
  phoneVerified: z.boolean(),
  dietaryPreferences: z.string(),
  languagePreference: languageSchema,
  acceptSmsMarketing: z.boolean(),
  acceptEmailMarketing: z.boolean(),
  receiveOrderUpdates: z.boolean(),
  receivePointsUpdates: z.boolean(),
  receivePromotions: z.boolean(),
  birthMonth: z.number().nullable(),
  birthDay: z.number().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  errors: z
    .array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        code: z.string(),
        message: z.string(),
        minimum: z.number().optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
