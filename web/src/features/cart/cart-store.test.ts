import { LINE_NOTE_MAX } from "@contract/order-notes.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { cart, lineKey } from "./cart-store.ts";

/** The store works without localStorage too (it keeps the cart in memory), which is what runs here. */
const shaah = { id: 1, name: "Shaah", price: 3.99 };

beforeEach(() => cart.clear());

const lines = () => cart.items().map((line) => [line.name, line.quantity, line.note]);

describe("cart lines with notes", () => {
  it("keeps the same item with other notes on lines of their own, and joins the same note", () => {
    cart.add({ ...shaah, note: "no sugar" });
    cart.add({ ...shaah, note: "extra hot" }, 2);
    cart.add({ ...shaah, note: " no sugar " });
    cart.add(shaah);
    expect(lines()).toEqual([
      ["Shaah", 2, "no sugar"],
      ["Shaah", 2, "extra hot"],
      ["Shaah", 1, undefined],
    ]);
  });

  it("reads a blank note as none and keeps at most the server's limit", () => {
    cart.add({ ...shaah, note: "   " });
    cart.add({ ...shaah, note: "x".repeat(LINE_NOTE_MAX + 5) });
    expect(cart.items().map((line) => line.note?.length)).toEqual([undefined, LINE_NOTE_MAX]);
  });

  it("edits a line's note, and a line edited to match another joins it", () => {
    cart.add(shaah, 2);
    cart.add({ ...shaah, note: "to go" });
    cart.setNote(lineKey({ ...shaah }), "no sugar");
    expect(lines()).toEqual([
      ["Shaah", 2, "no sugar"],
      ["Shaah", 1, "to go"],
    ]);
    cart.setNote(lineKey({ ...shaah, note: "to go" }), "no sugar");
    expect(lines()).toEqual([["Shaah", 3, "no sugar"]]);
    cart.setNote(lineKey({ ...shaah, note: "no sugar" }), "");
    expect(lines()).toEqual([["Shaah", 3, undefined]]);
  });

  it("counts every line of one item against the per-order limit, whatever their notes", () => {
    expect(cart.add({ ...shaah, note: "a" }, 30)).toBe(true);
    expect(cart.add({ ...shaah, note: "b" }, 21)).toBe(false);
    expect(cart.add({ ...shaah, note: "b" }, 20)).toBe(true);
  });
});
