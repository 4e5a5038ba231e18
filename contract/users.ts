import { z } from "zod";
import { usernameSchema } from "./auth.ts";
import { blankToNull, emailSchema, fullNameSchema, phoneSchema } from "./fields.ts";
import { languages } from "./language.ts";
import { dietaryIdSchema } from "./menu.ts";
import { permissions, roles } from "./permissions.ts";

export const languageSchema = z.enum(languages);

/** A birthday has no year, so 29 February counts as a real day. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const profileUpdateSchema = z
  .object({
    username: usernameSchema,
    fullName: z.preprocess(blankToNull, fullNameSchema.nullable()),
    email: z.preprocess(blankToNull, emailSchema.nullable()),
    phone: z.preprocess(blankToNull, phoneSchema.nullable()),
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

/** Dietary preferences travel as a comma-joined string (docs/architecture.md#product-rules). */
export const dietaryPreferencesSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || value.split(",").every((id) => dietaryIdSchema.safeParse(id.trim()).success),
    "errors.unknownDietaryPreference",
  );

/** SMS marketing needs a verified phone (docs/architecture.md#product-rules): the switch and the API agree. */
export const canAcceptSms = (user: { phoneVerified: boolean }) => user.phoneVerified;

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
  /** Whether the owner proved `email` (the mailed link, or Google said so); the profile offers to send the link. */
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  /** The specification's flag: true exactly when `role` is "admin". */
  isAdmin: z.boolean(),
  role: z.enum(roles),
  /** What the role may do (contract/permissions.ts), so screens ask for a permission, never a role. */
  permissions: z.array(z.enum(permissions)),
  twoFactorEnabled: z.boolean(),
  /** False for a member made by Google sign-in who has not set a password yet (the profile offers to). */
  hasPassword: z.boolean(),
  /** Whether a Google account is linked (the profile offers to link one). */
  googleLinked: z.boolean(),
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

/**
 * GET /api/session (ours, beside the specification's GET /api/user, which answers 401 to a guest): the
 * session's member or null, always 200, so a guest's first page logs no failed request
 * (docs/architecture.md#budgets).
 */
export const sessionAnswerSchema = z.object({ user: publicUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
