import { defineEndpoint } from "../endpoint.ts";
import {
  twoFactorDisableSchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusSchema,
  twoFactorSuccessSchema,
  twoFactorValidateSchema,
  twoFactorVerifyAnswerSchema,
  twoFactorVerifySchema,
} from "../two-factor.ts";

/**
 * Two-factor authentication, for whoever works at the café: signed in here, and the route refuses a member with
 * 403 (server/features/auth/two-factor/two-factor.routes.ts), since no one permission names "works at the café".
 */
export const twoFactorEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/2fa/status",
    access: "signed-in",
    answers: { 200: twoFactorStatusSchema },
  }),
  setup: defineEndpoint({
    method: "POST",
    path: "/api/2fa/setup",
    access: "signed-in",
    answers: { 200: twoFactorSetupAnswerSchema },
  }),
  verify: defineEndpoint({
    method: "POST",
    path: "/api/2fa/verify",
    access: "signed-in",
    body: twoFactorVerifySchema,
    answers: { 200: twoFactorVerifyAnswerSchema },
  }),
  validate: defineEndpoint({
    method: "POST",
    path: "/api/2fa/validate",
    access: "signed-in",
    body: twoFactorValidateSchema,
    answers: { 200: twoFactorSuccessSchema },
  }),
  disable: defineEndpoint({
    method: "POST",
    path: "/api/2fa/disable",
    access: "signed-in",
    body: twoFactorDisableSchema,
    answers: { 200: twoFactorSuccessSchema },
  }),
};
