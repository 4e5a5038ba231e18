import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingCharacters, unicodeRange } from "./fonts.ts";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the web fonts cut to the shop's characters", () => {
  it("are declared with the range they were cut to", () => {
    const ranges = [...read("web/src/index.css").matchAll(/unicode-range:\s*([^;]+);/g)].map((match) =>
      match[1]!.replace(/\s+/g, " "),
    );
    expect(ranges).toEqual([unicodeRange(), unicodeRange()]);
  });

  it("hold every character of both catalogs, the café's details and the demo menu", () => {
    for (const file of [
      "i18n/en.json",
      "i18n/so.json",
      "contract/business.ts",
      "server/db/seed/menu-items.ts",
      "server/db/seed/menu-options.ts",
      "server/db/seed/rewards.ts",
    ])
      expect(missingCharacters(read(file)), file).toEqual([]);
  });

  it("names what falls outside", () => {
    expect(missingCharacters("Café “Xamar” – 5 × shaah…")).toEqual([]);
    expect(missingCharacters("Ŋ Ω ✓")).toEqual(["Ŋ", "Ω", "✓"]);
  });
});
