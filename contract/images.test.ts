import { describe, expect, it } from "vitest";
import { dataUrlBodyLimit, fitsImageLimit, imagePresets, MB, menuPresetFor } from "./images.ts";

describe("menuPresetFor", () => {
  it.each([
    [100 * 1024, imagePresets.large],
    [500 * 1024, imagePresets.large],
    [500 * 1024 + 1, imagePresets.web_optimized],
    [2 * MB, imagePresets.web_optimized],
    [2 * MB + 1, imagePresets.large],
    [5 * MB, imagePresets.large],
    [5 * MB + 1, imagePresets.medium],
  ])(
    "a %i byte upload uses the preset of the product rules (docs/architecture.md#product-rules)",
    (bytes, preset) => {
      expect(menuPresetFor(bytes)).toBe(preset);
    },
  );
});

describe("image limits", () => {
  it("allows 10 MB for a menu photo and 5 MB for a founder photo, not a byte more", () => {
    expect(fitsImageLimit(10 * MB, "menu")).toBe(true);
    expect(fitsImageLimit(10 * MB + 1, "menu")).toBe(false);
    expect(fitsImageLimit(5 * MB, "founder")).toBe(true);
    expect(fitsImageLimit(5 * MB + 1, "founder")).toBe(false);
  });

  it("lets a data URL of one byte over the limit through the body limit, so its answer is the spec's text", () => {
    const encoded = Math.ceil((10 * MB + 1) / 3) * 4 + "data:image/png;base64,".length + 20;
    expect(dataUrlBodyLimit("menu")).toBeGreaterThan(encoded);
  });
});
