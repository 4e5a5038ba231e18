import { afterEach, describe, expect, it } from "vitest";
import { cart, lineKey } from "./cart-store.ts";

const shaah = { id: 7, name: "Shaah", price: 3.5 };

afterEach(() => cart.clear());

describe("cart lines with notes", () => {
  it("keeps a line per note, and adds to the line with the same note", () => {
    cart.add({ ...shaah, note: "less sugar" });
    cart.add({ ...shaah, note: "no milk" }, 2);
    cart.add({ ...shaah, note: "less sugar" });
    cart.add(shaah);
    expect(cart.items().map((line) => [line.note, line.quantity])).toEqual([
      ["less sugar", 2],
      ["no milk", 2],
      [undefined, 1],
    ]);
  });

  it("tells lines apart by their note", () => {
    expect(lineKey({ id: 7, note: "less sugar" })).not.toBe(lineKey({ id: 7 }));
    expect(lineKey({ id: 7, note: undefined })).toBe(lineKey({ id: 7, selectedOptions: [] }));
  });
});
