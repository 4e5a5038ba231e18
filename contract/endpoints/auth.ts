import { successAnswerSchema } from "../answers.ts";
import { authProvidersSchema, loginSchema, registerSchema } from "../auth.ts";
import { defineEndpoint } from "../endpoint.ts";
import { forgotPasswordSchema, resetPasswordSchema } from "../password-reset.ts";
import { publicUserSchema, sessionAnswerSchema } from "../users.ts";

/** Signing in and out, and who the session's member is (server/features/auth). */
export const authEndpoints = {
  /** The specification's call: a guest gets 401. */
  currentUser: defineEndpoint({
    method: "GET",
    path: "/api/user",
    access: "signed-in",
    answers: { 200: publicUserSchema },
  }),
  /** Ours: the member or null, always 200, so a guest's first page logs no failed request. */
  session: defineEndpoint({
    method: "GET",
    path: "/api/session",
    access: "public",
    answers: { 200: sessionAnswerSchema },
  }),
  login: defineEndpoint({
    method: "POST",
    path: "/api/login",
    access: "public",
    body: loginSchema,
    answers: { 200: publicUserSchema },
  }),
  /** A new member signs themselves up; whoever holds `users` may add anyone, with a role (the handler checks). */
  register: defineEndpoint({
    method: "POST",
    path: "/api/register",
    access: "public",
    body: registerSchema,
    answers: { 201: publicUserSchema },
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/api/logout",
    access: "public",
    answers: { 200: successAnswerSchema },
  }),
  /**
   * Ours: mails a link to choose a new password to the account using this address, if one does; the answer is
   * the same either way, so it tells no one who is a member.
   */
  forgotPassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/forgot-password",
    access: "public",
    body: forgotPasswordSchema,
    answers: { 200: successAnswerSchema },
  }),
  /** Ours: the mailed link and a new password; every browser signed in to the account is signed out. */
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    access: "public",
    body: resetPasswordSchema,
    answers: { 200: successAnswerSchema },
  }),
  /** Google sign-in itself (GET /auth/google and its callback) answers redirects, not JSON: no entry here. */
  providers: defineEndpoint({
    method: "GET",
    path: "/api/auth/providers",
    access: "public",
    answers: { 200: authProvidersSchema },
  }),
};
