import { pointsValueCents } from "./loyalty.ts";
import type { MenuCategory } from "./menu-categories.ts";
import { menuSections } from "./menu-categories.ts";

/**
 * What a reward does when a member uses it in checkout (docs/architecture.md "Points", decision 22): the one
 * place that says which reward frees which line and which takes its value off. The server prices the order
 * with it and the checkout shows the same figures. A `free` reward names kinds of item: for each, the
 * cheapest matching unit of the order (options included) becomes free. A `value_off` reward takes its value at
 * the pay-with-points rate (25 points per dollar) off the subtotal.
 */
export type RewardEffect =
  | { kind: "free"; slots: readonly (readonly MenuCategory[])[] }
  | { kind: "valueOff"; cents: number };

/**
 * The closed list of what a reward can do, stored on each reward (the effect column of the rewards table, decision 22 amended):
 * a hot drink; a drink and a snack; a lunch or dinner plate; any drink; its value off.
 */
export const rewardEffectIds = [
  "free_hot_drink",
  "free_drink_and_snack",
  "free_plate",
  "free_drink",
  "value_off",
] as const;
export type RewardEffectId = (typeof rewardEffectIds)[number];

const drinks = menuSections.find((section) => section.id === "drinks")!.categories;

/** The kinds of item each free effect takes, one unit per slot. */
const freeSlots: Record<Exclude<RewardEffectId, "value_off">, readonly (readonly MenuCategory[])[]> = {
  free_hot_drink: [["hot_drinks"]],
  free_drink_and_snack: [drinks, ["snacks"]],
  free_plate: [["lunch", "dinner"]],
  free_drink: [drinks],
};

/** The effect of a reward: its stored effect, never its points cost; a value off is worth its own points. */
export function rewardEffect(reward: { effect: RewardEffectId; pointsCost: number }): RewardEffect {
  if (reward.effect === "value_off") return { kind: "valueOff", cents: pointsValueCents(reward.pointsCost) };
  return { kind: "free", slots: freeSlots[reward.effect] };
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
 * What a reward is worth beyond what it took off this order, lost when it is used here (the rest is not kept
 * as points or credit): a value off worth more than the order's subtotal. A free item is worth the unit it
 * frees, so it leaves nothing. The server refuses such an order unless the member accepted it, and the
 * checkout asks before using the reward.
 */
export function rewardLeftoverCents(effect: RewardEffect, applied: AppliedRewardCents | null): number {
  if (effect.kind !== "valueOff" || applied === null) return 0;
  return Math.max(0, effect.cents - applied.amountOff);
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
