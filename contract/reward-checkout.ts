import { pointsValueCents, REWARD_COSTS } from "./loyalty.ts";
import type { MenuCategory } from "./menu-categories.ts";
import { menuSections } from "./menu-categories.ts";

/**
 * What a reward does when a member uses it in checkout (docs/architecture.md "Points", decision 22): the one
 * place that says which reward frees which line and which takes its value off. The server prices the order
 * with it and the checkout shows the same figures. A `free` reward names kinds of item: for each, the
 * cheapest matching unit of the order (options included) becomes free. Any other reward takes its value at
 * the pay-with-points rate (25 points per dollar) off the subtotal.
 */
export type RewardEffect =
  | { kind: "free"; slots: readonly (readonly MenuCategory[])[] }
  | { kind: "valueOff"; cents: number };

const drinks = menuSections.find((section) => section.id === "drinks")!.categories;

/** The seeded catalog by its tiers (REWARD_COSTS): what each reward's own description promises. */
const byTier: Record<(typeof REWARD_COSTS)[number], RewardEffect> = {
  // Free Shaah or Coffee: any hot drink.
  100: { kind: "free", slots: [["hot_drinks"]] },
  // Free Drink and Sambuus: a drink and a snack from the counter.
  200: { kind: "free", slots: [drinks, ["snacks"]] },
  // Free Lunch Plate.
  500: { kind: "free", slots: [["lunch", "dinner"]] },
  // Royal Feast for Two: a whole table, so its value comes off whatever the order holds.
  1000: { kind: "valueOff", cents: pointsValueCents(REWARD_COSTS[3]) },
};

/** The effect of a reward of the catalog; one outside the seeded tiers gives a drink or its value. */
export function rewardEffect(reward: { pointsCost: number; givesFreeDrink: boolean }): RewardEffect {
  const tier = byTier[reward.pointsCost as keyof typeof byTier];
  if (tier) return tier;
  if (reward.givesFreeDrink) return { kind: "free", slots: [drinks] };
  return { kind: "valueOff", cents: pointsValueCents(reward.pointsCost) };
}

export interface RewardLine {
  category: string;
  /** The unit price with its options, as the order prices it. */
  unitPriceCents: number;
  quantity: number;
}

export interface AppliedRewardCents {
  /** What comes off the subtotal, before tax; never more than the subtotal. */
  amountOff: number;
  /** Per line (same order as the lines given), the part of `amountOff` taken off that line. */
  lineOff: number[];
}

/**
 * The reward applied to the order's lines, or null when it matches none of them (the server refuses then).
 * Each free slot takes one unit not taken by an earlier slot; a slot with no match left frees nothing.
 */
export function applyReward(effect: RewardEffect, lines: RewardLine[]): AppliedRewardCents | null {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const lineOff = lines.map(() => 0);
  if (effect.kind === "valueOff") {
    if (subtotal === 0) return null;
    return { amountOff: Math.min(subtotal, effect.cents), lineOff };
  }
  const taken = lines.map(() => 0);
  let amountOff = 0;
  for (const slot of effect.slots) {
    let best = -1;
    lines.forEach((line, index) => {
      const left = line.quantity - taken[index]!;
      if (left <= 0 || !(slot as readonly string[]).includes(line.category)) return;
      if (best === -1 || line.unitPriceCents < lines[best]!.unitPriceCents) best = index;
    });
    if (best === -1) continue;
    taken[best]! += 1;
    lineOff[best]! += lines[best]!.unitPriceCents;
    amountOff += lines[best]!.unitPriceCents;
  }
  return amountOff > 0 ? { amountOff, lineOff } : null;
}
