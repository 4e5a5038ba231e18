import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a server-rendered page loads to hydrate, by route path (a `path` of web/src/app/routes.tsx): the module
 * that imports the page's chunks with the app's entry, and those chunks to preload. The build writes it
 * (scripts/page-scripts.ts).
 */
export type PageScripts = Record<string, { entry: string; preloads: string[] }>;

/** Where the build writes it, under the web app's folder. */
export const PAGE_SCRIPTS_FILE = ".vite/page-scripts.json";

/** Which scripts each page loads to hydrate, or none without that build output (pages load their code late). */
export function pageScriptsIn(webDir: string): PageScripts {
  const file = path.join(webDir, PAGE_SCRIPTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageScripts) : {};
}
