import { z } from "zod";
import { passwordSchema } from "./auth.ts";
import { PASSWORD_MAX } from "./auth-rules.ts";

const currentPasswordSchema = z
  .string()
  .min(1, "errors.passwordRequired")
  .max(PASSWORD_MAX * 8);

/**
 * Profile, "Change password": the current password proves it is the member at the keyboard. A member made by
 * Google sign-in has none (`hasPassword` false) and sets one without it; everyone else must give it.
 */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema.optional(),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The forms add a confirmation that never leaves the browser. */
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(form: T) =>
  form.newPassword === form.confirmPassword;
const mismatch = { message: "errors.passwordsDoNotMatch", path: ["confirmPassword"] };

export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmed, mismatch);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** "Set a password", for a member who has none yet. */
export const setPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine(confirmed, mismatch);
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

/** Profile, "Delete my account": the password again, as for any step that cannot be undone. */
export const deleteAccountSchema = z.object({
  password: z
    .string()
    .min(1, "errors.passwordRequired")
    .max(PASSWORD_MAX * 8),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** One signed-in browser of the member's; `id` is a handle for ending it, never the session's key. */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);

export const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[\w-]{16,64}$/) });

export const endedSessionsSchema = z.object({ success: z.literal(true), ended: z.number() });
