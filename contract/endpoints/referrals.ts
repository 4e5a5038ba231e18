import { defineEndpoint } from "../endpoint.ts";
import { referralCodeAnswerSchema, referralStatsSchema } from "../loyalty-api.ts";

/** A member's referral code and whom it brought (docs/api.md). */
export const referralEndpoints = {
  code: defineEndpoint({
    method: "GET",
    path: "/api/newsletter/referral-code",
    access: "signed-in",
    answers: { 200: referralCodeAnswerSchema },
  }),
  stats: defineEndpoint({
    method: "GET",
    path: "/api/newsletter/referral-stats",
    access: "signed-in",
    answers: { 200: referralStatsSchema },
  }),
};
