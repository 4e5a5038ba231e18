import { z } from "zod";
import { passwordSchema } from "./auth.ts";
import { PASSWORD_MAX } from "./auth-rules.ts";

/** Profile, "Change password": the current password proves it is the member at the keyboard. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, "errors.passwordRequired")
    .max(PASSWORD_MAX * 8),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form adds a confirmation that never leaves the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "errors.passwordsDoNotMatch",
    path: ["confirmPassword"],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

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
