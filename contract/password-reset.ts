import { z } from "zod";
import { passwordSchema } from "./auth.ts";
import { emailSchema, rowIdSchema, wholeNumber } from "./fields.ts";

/** How long the mailed link to choose a new password works: long enough to find the mail, short if it leaks. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/** "Forgot your password?": the address the account uses. The answer is the same whether one does or not. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** What the mailed link carries: the account, when it ends, and its signature (the page reads its query). */
export const resetLinkSchema = z.object({
  user: rowIdSchema,
  expires: wholeNumber(z.number().int().min(0)),
  token: z.string().min(1).max(200),
});

/** The link and the password chosen with it. */
export const resetPasswordSchema = resetLinkSchema.extend({ newPassword: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
