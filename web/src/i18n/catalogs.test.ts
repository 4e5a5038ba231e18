import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";
import { describe, expect, it } from "vitest";
import en from "../../../i18n/en.json";
import so from "../../../i18n/so.json";

const srcDir = path.resolve(import.meta.dirname, "..");

const flatten = (node: object, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === "object" ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Walks any ESTree node, calling `visit` on every object with a `type`. */
function walk(node: unknown, visit: (node: { type: string } & Record<string, unknown>) => void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const record = node as { type?: string } & Record<string, unknown>;
  if (typeof record.type === "string") visit(record as { type: string } & Record<string, unknown>);
  for (const value of Object.values(record)) if (value && typeof value === "object") walk(value, visit);
}

// Attributes a person reads or hears; their text must come from the catalogs.
const readableAttributes = new Set(["title", "alt", "placeholder", "aria-label", "label"]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

describe("translation catalogs", () => {
  const enKeys = flatten(en);
  const soKeys = flatten(so);

  it("have the same keys in English and Somali", () => {
    expect(soKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !soKeys.includes(k))).toEqual([]);
  });

  it("have no empty messages", () => {
    const empty = (catalog: object) =>
      flatten(catalog).filter(
        (key) =>
          !key
            .split(".")
            .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog),
      );
    expect(empty(en)).toEqual([]);
    expect(empty(so)).toEqual([]);
  });

  it("contain every key the components ask for by name", () => {
    const known = new Set(enKeys.map((key) => key.replace(/_(one|other)$/, "")));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([\w.]+)"/g)) {
        if (!known.has(match[1]!)) missing.push(`${path.relative(srcDir, file)}: ${match[1]}`);
      }
      // Page titles in the route table: `titled("nav.menu")` and `title: "nav.menu"`.
      const source = readFileSync(file, "utf8");
      const titles = [...source.matchAll(/\btitled\(([^)]*)\)/g)].flatMap((call) =>
        [...call[1]!.matchAll(/"([\w.]+)"/g)].map((key) => key[1]!),
      );
      for (const key of [...titles, ...[...source.matchAll(/\btitle: "([\w.]+)"/g)].map((m) => m[1]!)]) {
        if (!known.has(key)) missing.push(`${path.relative(srcDir, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("components", () => {
  it("contain no untranslated text", () => {
    const literals: string[] = [];
    for (const file of sourceFiles(srcDir).filter((f) => f.endsWith(".tsx"))) {
      const { program } = parseSync(file, readFileSync(file, "utf8"));
      walk(program, (node) => {
        const where = path.relative(srcDir, file);
        if (node.type === "JSXText" && hasWords(String(node.value)))
          literals.push(`${where}: ${String(node.value).trim()}`);
        if (node.type === "JSXAttribute") {
          const name = (node.name as { name?: string }).name ?? "";
          const value = node.value as { type?: string; value?: string } | null;
          if (readableAttributes.has(name) && value?.type === "Literal" && hasWords(String(value.value)))
            literals.push(`${where}: ${name}="${value.value}"`);
        }
      });
    }
    expect(literals).toEqual([]);
  });
});
