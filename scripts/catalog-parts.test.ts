import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../i18n/en.json" with { type: "json" };
import { ADMIN_SECTIONS, catalogPart, FIRST_LOAD_SECTIONS } from "./catalog-parts.ts";
import { collectImports, resolveSpecifier } from "./import-boundaries.ts";
import { lazyRoutes } from "./route-modules.ts";

const root = path.resolve(import.meta.dirname, "..");
const ROUTES = "web/src/app/routes.tsx";
/** The route pages the first load is for; every other page loads the rest of the catalog with its code. */
const FIRST_PAGES = ["web/src/features/menu/menu-page.tsx"];

/**
 * Every file the first load may run: from main.tsx through static and dynamic imports (a dialog the layout or
 * the menu opens counts), but not into the pages routes.tsx loads lazily, other than the first pages.
 */
function firstLoadFiles(): string[] {
  return filesReachedFrom(["web/src/main.tsx", ...FIRST_PAGES]);
}

/**
 * Every file that may run from `starts` on, not following a lazy loader that brings the rest of the catalog
 * with its code (routes.tsx's pages, the two-factor dialog and gate): what it loads reads the later parts.
 */
function filesReachedFrom(starts: string[]): string[] {
  const imports = collectImports(root, ["contract", "web/src"]);
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !(file in imports)) continue;
    seen.add(file);
    const source = readFileSync(path.join(root, file), "utf8");
    const loadsCatalog = file === ROUTES || source.includes("loadFullCatalog(");
    for (const specifier of imports[file] ?? []) {
      if (loadsCatalog && !source.includes(`from "${specifier}"`)) continue;
      if (onlyTypes(source, specifier)) continue;
      const target = resolveSpecifier(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** Whether `source` imports or re-exports only types from `specifier`: erased by the build, it loads nothing. */
function onlyTypes(source: string, specifier: string): boolean {
  const lines = source.split("\n").filter((line) => line.includes(`"${specifier}"`));
  return lines.length > 0 && lines.every((line) => /^(import|export) type /.test(line.trim()));
}

describe("the first load's part of the catalog", () => {
  const sections = Object.keys(en);

  it("holds every section that code of the first pages names", () => {
    const files = firstLoadFiles();
    expect(files).toEqual(expect.arrayContaining(["web/src/app/layout/layout.tsx", ...FIRST_PAGES]));
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8");
      for (const section of sections) {
        if ((FIRST_LOAD_SECTIONS as readonly string[]).includes(section)) continue;
        if (new RegExp(`["'\`]${section}\\.`).test(source)) missing.push(`${file} names ${section}.`);
      }
    }
    // Route titles of pages that are not first pages are read once those pages (and the rest) are in.
    expect(missing.filter((line) => !line.startsWith(`${ROUTES} `))).toEqual([]);
  });

  it("the rest and the admin's together are the whole catalog, each section in one part only", () => {
    const first = catalogPart(en, "first");
    const rest = catalogPart(en, "rest");
    const admin = catalogPart(en, "admin");
    expect({ ...first, ...rest, ...admin }).toEqual(en);
    const sections = [first, rest, admin].flatMap((part) => Object.keys(part));
    expect(sections.length).toBe(new Set(sections).size);
    expect(Object.keys(first).sort()).toEqual([...FIRST_LOAD_SECTIONS].sort());
    expect(Object.keys(admin).sort()).toEqual([...ADMIN_SECTIONS].sort());
  });
});

describe("the admin's part of the catalog", () => {
  it("holds no section a customer's page names: they never download it", () => {
    const routes = lazyRoutes(readFileSync(path.join(root, ROUTES), "utf8"), ROUTES);
    const customerPages = routes
      .filter((route) => route.catalog !== "admin")
      .flatMap((route) => route.modules);
    const adminPages = routes.filter((route) => route.catalog === "admin").flatMap((route) => route.modules);
    expect(adminPages).toContain("web/src/features/admin/admin-page.tsx");
    const files = filesReachedFrom(["web/src/main.tsx", ...customerPages]);
    expect(files).toContain("web/src/features/checkout/cart-page.tsx");
    const named: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8");
      for (const section of ADMIN_SECTIONS)
        if (new RegExp(`["'\`]${section}\\.`).test(source)) named.push(`${file} names ${section}.`);
    }
    // Route titles of the admin's pages are read once those pages (and their part) are in.
    expect(named.filter((line) => !line.startsWith(`${ROUTES} `))).toEqual([]);
  });
});
