import type { ReferralStats } from "@contract/loyalty-api.ts";

/** The referrals page shows the 5 most recent (docs/architecture.md#product-rules). */
export const RECENT_REFERRALS = 5;
/** The copied confirmation lasts 3 seconds on the referrals page. */
export const COPIED_MS = 3000;

type Referral = ReferralStats["referrals"][number];

/** A referral's name, or the part of the email before the @ (never the whole address). */
export function referralName(referral: Pick<Referral, "fullName" | "email">): string {
  const name = referral.fullName?.trim();
  if (name) return name;
  return referral.email?.split("@")[0] ?? "";
}

export function recentReferrals(referrals: Referral[]): Referral[] {
  return [...referrals].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_REFERRALS);
}

/** The referrals page shares the newsletter path with a ref query; /register?referralCode= works too. */
export const newsletterReferralLink = (origin: string, code: string) =>
  `${origin}/newsletter?ref=${encodeURIComponent(code)}`;
