import { describe, expect, it } from "vitest";
import {
  applyReward,
  type RewardEffectId,
  rewardEffect,
  rewardEffectIds,
  rewardLeftoverCents,
} from "./reward-checkout.ts";

const shaah = { category: "hot_drinks", unitPriceCents: 325, quantity: 2 };
const latte = { category: "hot_drinks", unitPriceCents: 525, quantity: 1 };
const juice = { category: "cold_drinks", unitPriceCents: 575, quantity: 1 };
const sambuus = { category: "snacks", unitPriceCents: 450, quantity: 1 };
const plate = { category: "lunch", unitPriceCents: 1595, quantity: 1 };

const effect = (kind: RewardEffectId, pointsCost = 100) => rewardEffect({ effect: kind, pointsCost });

describe("rewardEffect", () => {
  it("reads what the reward does from its stored effect", () => {
    expect(effect("free_hot_drink")).toEqual({ kind: "free", slots: [["hot_drinks"]] });
    expect(effect("free_drink_and_snack", 200)).toEqual({
      kind: "free",
      slots: [["hot_drinks", "cold_drinks", "beverages"], ["snacks"]],
    });
    expect(effect("free_plate", 500)).toEqual({ kind: "free", slots: [["lunch", "dinner"]] });
    expect(effect("free_drink", 300)).toEqual({
      kind: "free",
      slots: [["hot_drinks", "cold_drinks", "beverages"]],
    });
  });

  it("takes a value-off reward's own points at the pay-with-points rate (25 per dollar)", () => {
    expect(effect("value_off", 1000)).toEqual({ kind: "valueOff", cents: 4000 });
    expect(effect("value_off", 250)).toEqual({ kind: "valueOff", cents: 1000 });
  });

  it("never looks at the points cost for a free reward", () => {
    // A reward at a seeded tier does what its effect says, not what the seeded reward of that tier does.
    expect(effect("value_off", 100)).toEqual({ kind: "valueOff", cents: 400 });
    expect(effect("free_plate", 100)).toEqual(effect("free_plate", 1000));
    expect(effect("free_hot_drink", 1000)).toEqual({ kind: "free", slots: [["hot_drinks"]] });
  });

  it("has a rule for every effect of the closed list", () => {
    // The stored values: renaming one needs a migration of `rewards.effect`.
    expect(rewardEffectIds).toEqual([
      "free_hot_drink",
      "free_drink_and_snack",
      "free_plate",
      "free_drink",
      "value_off",
    ]);
    for (const id of rewardEffectIds) {
      const rule = effect(id);
      if (rule.kind === "free") expect(rule.slots.length, id).toBeGreaterThan(0);
      else expect(rule.cents, id).toBeGreaterThan(0);
    }
  });
});

describe("applyReward", () => {
  it("frees one unit of the cheapest matching line", () => {
    expect(applyReward(effect("free_hot_drink"), [latte, shaah, plate])).toEqual({
      amountOff: 325,
      lineOff: [0, 325, 0],
    });
  });

  it("frees options too: the unit price as ordered", () => {
    const withOptions = { ...latte, unitPriceCents: 600 };
    expect(applyReward(effect("free_hot_drink"), [withOptions, plate])).toEqual({
      amountOff: 600,
      lineOff: [600, 0],
    });
  });

  it("takes a separate unit per slot", () => {
    expect(applyReward(effect("free_drink_and_snack", 200), [plate, juice, sambuus])).toEqual({
      amountOff: 1025,
      lineOff: [0, 575, 450],
    });
    // A slot with nothing left frees nothing; the other still counts.
    expect(applyReward(effect("free_drink_and_snack", 200), [juice])).toEqual({
      amountOff: 575,
      lineOff: [575],
    });
  });

  it("matches nothing when no line is of the reward's kind", () => {
    expect(applyReward(effect("free_hot_drink"), [juice, plate])).toBeNull();
    expect(applyReward(effect("free_plate", 500), [shaah])).toBeNull();
  });

  it("takes a value off, never more than the subtotal", () => {
    expect(applyReward(effect("value_off", 1000), [plate, plate, plate])).toEqual({
      amountOff: 4000,
      lineOff: [0, 0, 0],
    });
    expect(applyReward(effect("value_off", 1000), [shaah])).toEqual({ amountOff: 650, lineOff: [0] });
  });
});

describe("rewardLeftoverCents", () => {
  const feast = rewardEffect({ effect: "value_off", pointsCost: 1000 });
  const plate = { category: "lunch", unitPriceCents: 1250, quantity: 1 };

  it("is what a value off is worth beyond the subtotal it takes off", () => {
    expect(rewardLeftoverCents(feast, applyReward(feast, [plate]))).toBe(4000 - 1250);
    expect(rewardLeftoverCents(feast, applyReward(feast, [{ ...plate, quantity: 3 }]))).toBe(250);
  });

  it("is nothing when the order uses the whole value, or more", () => {
    expect(rewardLeftoverCents(feast, applyReward(feast, [{ ...plate, quantity: 4 }]))).toBe(0);
    expect(
      rewardLeftoverCents(
        feast,
        applyReward(feast, [
          { ...plate, quantity: 2 },
          { ...plate, unitPriceCents: 1500 },
        ]),
      ),
    ).toBe(0);
  });

  it("is nothing for a free item, whatever its points cost: it is worth the unit it frees", () => {
    const drink = rewardEffect({ effect: "free_hot_drink", pointsCost: 1000 });
    const tea = { category: "hot_drinks", unitPriceCents: 350, quantity: 1 };
    expect(rewardLeftoverCents(drink, applyReward(drink, [tea]))).toBe(0);
  });

  it("is nothing when the reward applies to nothing (the server refuses that order otherwise)", () => {
    expect(rewardLeftoverCents(feast, null)).toBe(0);
  });
});
