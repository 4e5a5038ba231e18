/**
 * Somali Sip Points: the one rule set of docs/architecture.md "Points", used by the server that credits and
 * spends points and by every screen that explains them. Answers and requests are in loyalty-api.ts.
 */
export const POINTS_PER_DOLLAR = 10;
export const WELCOME_BONUS = 50;
export const REFERRAL_BONUS = 50;
export const BIRTHDAY_BONUS = 100;
/** Points pay a whole order at 25 points per dollar. */
export const POINTS_PER_DOLLAR_SPENT = 25;
/** The catalog's seeded costs (docs/architecture.md#product-rules). */
export const REWARD_COSTS = [100, 200, 500, 1000] as const;

/** 10 points per dollar of subtotal, pro rata: floor(subtotalCents / 10). */
export function pointsForSubtotal(subtotalCents: number): number {
  return Math.floor(Math.max(0, subtotalCents) / 10);
}

/** What paying `totalCents` with points costs, rounded up so a cent is never given away. */
export function pointsToPay(totalCents: number): number {
  return Math.ceil((Math.max(0, totalCents) * POINTS_PER_DOLLAR_SPENT) / 100);
}

/** What `points` are worth in cents when they pay an order (25 points = $1.00). */
export function pointsValueCents(points: number): number {
  return Math.floor((Math.max(0, points) * 100) / POINTS_PER_DOLLAR_SPENT);
}

export const tiers = [
  { id: "newcomer", minPoints: 0 },
  { id: "frequentSipper", minPoints: 200 },
  { id: "cafeEnthusiast", minPoints: 500 },
  { id: "somaliRoyalty", minPoints: 1000 },
] as const;
export type TierId = (typeof tiers)[number]["id"];

export interface TierProgress {
  tier: TierId;
  next: TierId | null;
  /** Lifetime points still needed for the next tier; 0 at the top. */
  pointsToNext: number;
  /** 0–100, how far from this tier's floor to the next one's. */
  percent: number;
}

/** Tiers go by lifetime earned points, so redeeming never lowers one. */
export function tierProgress(lifetimePoints: number): TierProgress {
  const points = Math.max(0, lifetimePoints);
  let index = 0;
  for (let i = 0; i < tiers.length; i++) if (points >= tiers[i]!.minPoints) index = i;
  const tier = tiers[index]!;
  const next = tiers[index + 1];
  if (!next) return { tier: tier.id, next: null, pointsToNext: 0, percent: 100 };
  const span = next.minPoints - tier.minPoints;
  return {
    tier: tier.id,
    next: next.id,
    pointsToNext: next.minPoints - points,
    percent: Math.floor(((points - tier.minPoints) * 100) / span),
  };
}

export const transactionTypes = [
  "purchase",
  "referral",
  "manual",
  "birthday",
  "redemption",
  "reward",
] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionStatuses = ["pending", "completed", "reversed"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Types that earn points; the welcome bonus is a `reward`. A refund of spent points is not earning. */
export const earningTypes: readonly TransactionType[] = [
  "purchase",
  "referral",
  "manual",
  "birthday",
  "reward",
];

export function isEarned(row: { amount: number; transactionType: string }): boolean {
  return row.amount > 0 && earningTypes.includes(row.transactionType as TransactionType);
}

export const historyFilters = ["all", "earned", "spent"] as const;
export type HistoryFilter = (typeof historyFilters)[number];

/** The Points History tab: completed rows only (pending points are listed apart), filtered. */
export function filterHistory<T extends { amount: number; transactionType: string; status: string }>(
  rows: T[],
  filter: HistoryFilter,
): T[] {
  const completed = rows.filter((row) => row.status === "completed");
  if (filter === "earned") return completed.filter(isEarned);
  if (filter === "spent") return completed.filter((row) => row.amount < 0);
  return completed;
}

/**
 * The rule texts every screen shows, as catalog keys under `loyalty.rules.` with their numbers, so that the
 * rewards page, the auth page and the admin panel can never disagree.
 */
export const loyaltyRules = [
  { key: "earn", params: { points: POINTS_PER_DOLLAR } },
  { key: "welcome", params: { points: WELCOME_BONUS } },
  { key: "referral", params: { points: REFERRAL_BONUS } },
  { key: "birthday", params: { points: BIRTHDAY_BONUS } },
  {
    key: "tiers",
    params: { frequent: tiers[1].minPoints, enthusiast: tiers[2].minPoints, royalty: tiers[3].minPoints },
  },
  { key: "payWithPoints", params: { points: POINTS_PER_DOLLAR_SPENT } },
] as const;
