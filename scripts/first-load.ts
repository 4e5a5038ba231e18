import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * What a page of the build makes a browser download before it runs any of the app: its scripts and module
 * preloads (`/assets/….js`, as the build writes them into the page's head) and every chunk those import
 * statically, repository-independent: read from the built folder alone. Chunks the app imports later
 * (`import("…")`) are not part of the first load.
 */
export function firstLoadScripts(webDir: string, page: string): string[] {
  const html = readFileSync(path.join(webDir, page), "utf8");
  const heads = [
    ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of staticImports(readFileSync(path.join(webDir, file), "utf8")))
      add(path.posix.join(path.posix.dirname(file), imported));
  };
  for (const file of heads) add(file);
  return [...files];
}

/** The build's own list of its chunks (Vite's `build.manifest`), by source module relative to web/. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** A built chunk (`assets/….js`) and every chunk it imports statically: what the browser downloads with it. */
export function pageChunkScripts(webDir: string, file: string): string[] {
  const files = new Set<string>();
  const add = (next: string) => {
    if (files.has(next)) return;
    files.add(next);
    for (const imported of staticImports(readFileSync(path.join(webDir, next), "utf8")))
      add(path.posix.join(path.posix.dirname(next), imported));
  };
  add(file);
  return [...files];
}

/** The relative chunks a built module imports statically: `import{a as b}from"./x.js"`, `import"./y.js"`. */
export function staticImports(source: string): string[] {
  return [
    ...source.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\.?\/[^"']+\.js)["']/g),
  ].map((match) => match[1] as string);
}

/** A file's size as the server sends it to a browser that accepts brotli: its precompressed copy when any. */
export function compressedBytes(webDir: string, file: string): number {
  const full = path.join(webDir, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  return brotliCompressSync(readFileSync(full), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/**
 * The top-level keys of every object a built script parses from a literal, `JSON.parse(\`{…}\`)`: how the
 * build carries catalog parts (scripts/catalog-parts.ts), so these are the catalog sections it holds.
 */
export function catalogSections(source: string): string[] {
  const literals = source.matchAll(/JSON\.parse\((`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*")\)/g);
  return [...literals].flatMap((match) => {
    const literal = match[1] as string;
    // The build's own output, a plain string: no substitutions to run.
    const text = literal.startsWith("`")
      ? literal.slice(1, -1).replace(/\\([\s\S])/g, "$1")
      : (JSON.parse(literal) as string);
    try {
      const value = JSON.parse(text) as unknown;
      return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
    } catch {
      return [];
    }
  });
}
