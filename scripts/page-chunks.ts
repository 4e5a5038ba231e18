import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** What the bundler tells of a module (Rolldown's `ModuleInfo`, the part read here). */
interface ModuleInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/**
 * The name of a chunk for a module of a lazy page, by the pages that import it: the first family (in the order
 * given) with a page among them, else none (the bundler's own chunking).
 *
 * Left to itself, the bundler puts every module shared by a different set of pages in a chunk of its own: the
 * cart and an order's tracking page each loaded about 20 scripts of a few hundred bytes (an icon, a hook). On a
 * phone each one is a request with its headers and its turn on one of six connections: the first paint came
 * about 300 ms later for them (docs/architecture.md#budgets, Lighthouse's simulated phone). So the pages a
 * phone opens first take their code in one chunk per family: a module any of the family's pages imports goes in
 * it, and another page that also imports it loads that chunk (a few kilobytes it may not run, against a dozen
 * round trips).
 *
 * Only our own modules and Lucide's icons are grouped; other packages keep the bundler's chunks. A page is a
 * module something imports with `import()`; the app's first-load modules are the `$initial` group's before
 * this one is asked (vite.config.ts).
 */
export function pageFamilyChunks(
  families: Record<string, RegExp>,
  sourceDir: string,
): (id: string, context: ChunkingContext) => string | null {
  const icons = iconImporters(sourceDir);
  const own = (id: string) => /\/(web\/src|contract)\//.test(id) && !id.includes("/node_modules/");
  const pagesOf = new Map<string, ReadonlySet<string>>();
  return (id, context) => {
    if (!own(id) && !icons.has(id)) return null;
    let pages = pagesOf.get(id);
    if (!pages) {
      pages = pagesImporting(id, context, icons);
      pagesOf.set(id, pages);
    }
    for (const [name, page] of Object.entries(families))
      for (const found of pages) if (page.test(found)) return name;
    return null;
  };
}

/** The lazy pages (modules loaded by `import()`) whose static imports reach `id`, `id` itself included. */
function pagesImporting(
  id: string,
  context: ChunkingContext,
  icons: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const pages = new Set<string>();
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const info = context.getModuleInfo(module);
    if (!info) return;
    if (info.dynamicImporters.length > 0) pages.add(module);
    for (const importer of icons.get(module) ?? info.importers) visit(importer);
  };
  visit(id);
  return pages;
}

/**
 * Each Lucide icon's file with the modules of `sourceDir` that import it. They import the package's index,
 * which re-exports every icon: the bundler's importers of an icon are that index alone, and say nothing of
 * which pages show it.
 */
export function iconImporters(sourceDir: string): Map<string, string[]> {
  const index = createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs");
  // `export { default as Plus, default as PlusIcon, … } from './icons/plus.mjs';`
  const fileOf = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, "utf8").matchAll(/export \{([^}]*)\} from '([^']+)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      fileOf.set(name!, path.join(path.dirname(index), file!));
  const importers = new Map<string, string[]>();
  for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, names] of readFileSync(file, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g))
      for (const name of names!.split(",")) {
        const icon = fileOf.get(name.trim().split(/\s+as\s+/)[0]!);
        if (icon) importers.set(icon, [...(importers.get(icon) ?? []), file]);
      }
  }
  return importers;
}
