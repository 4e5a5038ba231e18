import {
  accountSessionsSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endedSessionsSchema,
  sessionIdParamsSchema,
} from "../account.ts";
import { successAnswerSchema } from "../answers.ts";
import { emailVerificationSchema, emailVerifiedAnswerSchema } from "../email-verification.ts";
import { defineEndpoint } from "../endpoint.ts";
import {
  verifyCheckAnswerSchema,
  verifyCheckSchema,
  verifySendAnswerSchema,
  verifySendSchema,
} from "../sms.ts";
import { preferencesUpdateSchema, profileUpdateSchema, publicUserSchema } from "../users.ts";

/** The member's own account on the profile page: details, password, browsers, email and phone proofs. */
export const accountEndpoints = {
  updateProfile: defineEndpoint({
    method: "PATCH",
    path: "/api/user",
    access: "signed-in",
    body: profileUpdateSchema,
    answers: { 200: publicUserSchema },
  }),
  updatePreferences: defineEndpoint({
    method: "PATCH",
    path: "/api/user/preferences",
    access: "signed-in",
    body: preferencesUpdateSchema,
    answers: { 200: publicUserSchema },
  }),
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/user/password",
    access: "signed-in",
    body: changePasswordSchema,
    answers: { 200: successAnswerSchema },
  }),
  sessions: defineEndpoint({
    method: "GET",
    path: "/api/user/sessions",
    access: "signed-in",
    answers: { 200: accountSessionsSchema },
  }),
  /** Every browser but this one. */
  endOtherSessions: defineEndpoint({
    method: "DELETE",
    path: "/api/user/sessions",
    access: "signed-in",
    answers: { 200: endedSessionsSchema },
  }),
  endSession: defineEndpoint({
    method: "DELETE",
    path: "/api/user/sessions/:id",
    access: "signed-in",
    params: sessionIdParamsSchema,
    answers: { 200: successAnswerSchema },
  }),
  deleteAccount: defineEndpoint({
    method: "DELETE",
    path: "/api/user",
    access: "signed-in",
    body: deleteAccountSchema,
    answers: { 200: successAnswerSchema },
  }),
  /** The mailed link's fields, from any browser: the link is the proof. */
  verifyEmail: defineEndpoint({
    method: "POST",
    path: "/api/user/email/verify",
    access: "public",
    body: emailVerificationSchema,
    answers: { 200: emailVerifiedAnswerSchema },
  }),
  resendVerification: defineEndpoint({
    method: "POST",
    path: "/api/user/email/verification",
    access: "signed-in",
    answers: { 200: successAnswerSchema },
  }),
  sendPhoneCode: defineEndpoint({
    method: "POST",
    path: "/api/verify/send",
    access: "signed-in",
    body: verifySendSchema,
    answers: { 200: verifySendAnswerSchema },
  }),
  checkPhoneCode: defineEndpoint({
    method: "POST",
    path: "/api/verify/check",
    access: "signed-in",
    body: verifyCheckSchema,
    answers: { 200: verifyCheckAnswerSchema },
  }),
};
