/**
 * The shop's web fonts cut to what it shows (docs/architecture.md#budgets). Fontsource's Latin files of Inter
 * and Fraunces hold every weight from 100 to 900, and the glyphs of stylistic sets the shop never turns on: 85
 * KB of the first load, more than a third of it. The shop sets text from 400 to 700 (normal to bold) in English
 * and Somali, both written in the Latin alphabet. `npm run fonts` writes the cut files to web/src/fonts/, which
 * web/src/index.css declares with the same `unicode-range`. A character outside it (a name in another script)
 * is set in the next font of the stack. scripts/fonts.test.ts checks that the catalogs and the café's details
 * fit in the range.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The characters kept, as inclusive ranges of code points. */
export const FONT_CHARACTERS: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: é of Café, ©, ·, ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x201d], // ‘ ’ “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

/** The CSS `unicode-range` of the cut fonts, as web/src/index.css declares it. */
export function unicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return FONT_CHARACTERS.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(", ");
}

/** The characters of `text` the cut fonts do not hold, each once; none when the fonts set all of it. */
export function missingCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x20) continue;
    if (!FONT_CHARACTERS.some(([from, to]) => code >= from && code <= to)) missing.add(character);
  }
  return [...missing];
}

const FONTS = [
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "inter-wght.woff2" },
  { from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", to: "fraunces-wght.woff2" },
];

async function writeFonts(): Promise<void> {
  const { default: subsetFont } = await import("subset-font");
  const require = createRequire(import.meta.url);
  const text = FONT_CHARACTERS.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
  ).join("");
  for (const font of FONTS) {
    const source = readFileSync(require.resolve(font.from));
    const cut = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 700 } },
    });
    const target = path.resolve(import.meta.dirname, "../web/src/fonts", font.to);
    writeFileSync(target, cut);
    console.log(`${font.to}: ${source.length} → ${cut.length} bytes`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeFonts();
