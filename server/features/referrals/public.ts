// What other features may use of referrals: the codes that registration and the newsletter accept.
export { findUserByReferralCode, newReferralCode } from "./referral-codes.ts";
