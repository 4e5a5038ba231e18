import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Modules the first pages (home, menu, the layout) read their constants and rules from. They must not load zod,
 * not even through another contract module, or the validator comes with the first page.
 */
const constantModules = [
  "auth-rules.ts",
  "business.ts",
  "language.ts",
  "loyalty.ts",
  "loyalty-birthday.ts",
  "menu-categories.ts",
  "menu-options.ts",
  "order-notes.ts",
  "menu-search.ts",
  "order-status.ts",
  "ordering-hours.ts",
  "pricing.ts",
  "realtime.ts",
];

const here = dirname(fileURLToPath(import.meta.url));
const importPattern = /^\s*(?:import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?"([^"]+)";?/gm;

/** The modules a file loads at run time: `import type` and all-type specifier lists are erased by the build. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause, from] of source.matchAll(importPattern)) {
    if (typeOnly) continue;
    const names = clause
      ?.match(/^\{([^}]*)\}$/s)?.[1]
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((name) => name.startsWith("type "))) continue;
    found.push(from!);
  }
  return found;
}

/** Every package a contract module pulls in, following its contract imports. */
function packagesReached(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return runtimeImports(readFileSync(join(here, file), "utf8")).flatMap((from) =>
    from.startsWith("./") ? packagesReached(from.slice(2), seen) : [`${from} (from ${file})`],
  );
}

describe("constants modules", () => {
  it.each(constantModules)("%s loads no zod, directly or through the contract", (file) => {
    expect(packagesReached(file).filter((name) => name.startsWith("zod"))).toEqual([]);
  });

  it("sees through the kinds of import the contract uses", () => {
    const source = [
      'import { z } from "zod";',
      'import type { A } from "./a.ts";',
      'import { type B, type C } from "./b.ts";',
      'import { d, type E } from "./d.ts";',
      'export { f } from "./f.ts";',
      'import "./side-effect.ts";',
    ].join("\n");
    expect(runtimeImports(source)).toEqual(["zod", "./d.ts", "./f.ts", "./side-effect.ts"]);
  });

  it("notices a constants module that reaches zod through another module", () => {
    expect(packagesReached("order-requests.ts").some((name) => name.startsWith("zod"))).toBe(true);
  });
});
