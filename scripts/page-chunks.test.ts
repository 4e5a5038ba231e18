import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { iconImporters, pageFamilyChunks } from "./page-chunks.ts";

const root = mkdtempSync(path.join(tmpdir(), "page-chunks-"));
const source = path.join(root, "web/src");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A module graph: each module with its static importers, and the modules loaded by `import()`. */
function graph(importers: Record<string, string[]>, pages: string[]) {
  return {
    getModuleInfo: (id: string) =>
      id in importers || pages.includes(id)
        ? {
            importers: importers[id] ?? [],
            dynamicImporters: pages.includes(id) ? ["/r/web/src/routes.tsx"] : [],
          }
        : null,
  };
}

describe("one chunk per family of pages", () => {
  const file = (name: string) => path.join(source, name);
  mkdirSync(source, { recursive: true });
  writeFileSync(file("cart-page.tsx"), 'import { Plus, Trash2 as Bin } from "lucide-react";\n');
  writeFileSync(file("menu-page.tsx"), 'import { Search } from "lucide-react";\n');
  const icons = iconImporters(source);
  const icon = (name: string) => [...icons.keys()].find((key) => key.endsWith(`/icons/${name}.mjs`))!;

  it("knows which of our modules show each icon, by its name or its alias", () => {
    expect(icons.get(icon("plus"))).toEqual([file("cart-page.tsx")]);
    // Lucide names Trash2 an alias of the trash icon.
    expect(icons.get(icon("trash"))).toEqual([file("cart-page.tsx")]);
    expect(icons.get(icon("search"))).toEqual([file("menu-page.tsx")]);
    expect(icon("anchor")).toBeUndefined();
  });

  it("names a module by the first family with a page that imports it, however deep", () => {
    const cart = file("cart-page.tsx");
    const menu = file("menu-page.tsx");
    const admin = "/r/web/src/features/admin/admin-page.tsx";
    const totals = "/r/web/src/features/checkout/totals.tsx";
    const money = "/r/contract/money.ts";
    const field = "/r/web/src/components/field.tsx";
    const table = "/r/web/src/features/admin/table.tsx";
    const lucideIndex = "/r/node_modules/lucide-react/dist/esm/lucide-react.mjs";
    const chunkOf = pageFamilyChunks({ menu: /menu-page\.tsx$/, order: /cart-page\.tsx$/ }, source);
    const context = graph(
      {
        [cart]: [],
        [menu]: [],
        [admin]: [],
        [totals]: [cart],
        [money]: [totals, admin],
        [field]: [menu, totals],
        [table]: [admin],
        "/r/node_modules/zod/index.js": [totals],
        // The bundler sees only Lucide's index importing an icon; it imports every icon.
        [icon("plus")]: [lucideIndex],
        [icon("search")]: [lucideIndex],
        [lucideIndex]: [cart, menu, admin],
      },
      [cart, menu, admin],
    );
    expect(chunkOf(cart, context)).toBe("order");
    expect(chunkOf(totals, context)).toBe("order");
    // Also the admin's: the admin's page then loads the order chunk.
    expect(chunkOf(money, context)).toBe("order");
    // The menu comes first: the cart loads the menu's chunk for it.
    expect(chunkOf(field, context)).toBe("menu");
    expect(chunkOf(table, context)).toBeNull();
    expect(chunkOf(admin, context)).toBeNull();
    // Other packages keep the bundler's chunks; icons go where the pages naming them go.
    expect(chunkOf("/r/node_modules/zod/index.js", context)).toBeNull();
    expect(chunkOf(icon("plus"), context)).toBe("order");
    expect(chunkOf(icon("search"), context)).toBe("menu");
  });
});
