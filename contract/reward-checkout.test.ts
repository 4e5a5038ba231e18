import { describe, expect, it } from "vitest";
import { REWARD_COSTS } from "./loyalty.ts";
import { applyReward, rewardEffect } from "./reward-checkout.ts";

const shaah = { category: "hot_drinks", unitPriceCents: 325, quantity: 2 };
const latte = { category: "hot_drinks", unitPriceCents: 525, quantity: 1 };
const juice = { category: "cold_drinks", unitPriceCents: 575, quantity: 1 };
const sambuus = { category: "snacks", unitPriceCents: 450, quantity: 1 };
const plate = { category: "lunch", unitPriceCents: 1595, quantity: 1 };

const effect = (pointsCost: number, givesFreeDrink = true) => rewardEffect({ pointsCost, givesFreeDrink });

describe("rewardEffect", () => {
  it("gives every seeded tier its own rule", () => {
    expect(effect(REWARD_COSTS[0])).toEqual({ kind: "free", slots: [["hot_drinks"]] });
    expect(effect(REWARD_COSTS[1])).toEqual({
      kind: "free",
      slots: [["hot_drinks", "cold_drinks", "beverages"], ["snacks"]],
    });
    expect(effect(REWARD_COSTS[2], false)).toEqual({ kind: "free", slots: [["lunch", "dinner"]] });
    // 1000 points at 25 points per dollar.
    expect(effect(REWARD_COSTS[3])).toEqual({ kind: "valueOff", cents: 4000 });
  });

  it("reads any other reward by its free drink flag, else by its value", () => {
    expect(effect(300, true)).toEqual({ kind: "free", slots: [["hot_drinks", "cold_drinks", "beverages"]] });
    expect(effect(250, false)).toEqual({ kind: "valueOff", cents: 1000 });
  });
});

describe("applyReward", () => {
  it("frees one unit of the cheapest matching line", () => {
    expect(applyReward(effect(100), [latte, shaah, plate])).toEqual({ amountOff: 325, lineOff: [0, 325, 0] });
  });

  it("frees options too: the unit price as ordered", () => {
    const withOptions = { ...latte, unitPriceCents: 600 };
    expect(applyReward(effect(100), [withOptions, plate])).toEqual({ amountOff: 600, lineOff: [600, 0] });
  });

  it("takes a separate unit per slot", () => {
    expect(applyReward(effect(200), [plate, juice, sambuus])).toEqual({
      amountOff: 1025,
      lineOff: [0, 575, 450],
    });
    // A slot with nothing left frees nothing; the other still counts.
    expect(applyReward(effect(200), [juice])).toEqual({ amountOff: 575, lineOff: [575] });
  });

  it("matches nothing when no line is of the reward's kind", () => {
    expect(applyReward(effect(100), [juice, plate])).toBeNull();
    expect(applyReward(effect(500, false), [shaah])).toBeNull();
  });

  it("takes a value off, never more than the subtotal", () => {
    expect(applyReward(effect(1000), [plate, plate, plate])).toEqual({ amountOff: 4000, lineOff: [0, 0, 0] });
    expect(applyReward(effect(1000), [shaah])).toEqual({ amountOff: 650, lineOff: [0] });
  });
});
