import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleBroken, USERNAME_MAX, USERNAME_MIN } from "./auth-rules.ts";
import { blank, fullNameSchema, optionalEmail, optionalPhone, optionalText } from "./fields.ts";
import { roles } from "./permissions.ts";

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
  fullName: z.preprocess(blank, fullNameSchema.optional()),
  email: optionalEmail,
  phone: optionalPhone,
  /** Honoured only when an admin creates the user; `role`, when given, says more and wins. */
  isAdmin: z.boolean().optional(),
  role: z.enum(roles).optional(),
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
  })
  .superRefine((form, context) => {
    const broken = passwordRuleBroken(form.password, form.username);
    if (broken) context.addIssue({ code: "custom", message: broken, path: ["password"] });
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Which sign-in methods this shop offers (`GET /api/auth/providers`); the Google buttons show only when on. */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
