import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the build writes beside the web app's pages (scripts/route-preloads.ts): for each route whose page is a
 * chunk of its own, a copy of the app's page per language that also preloads that page's scripts, after the
 * app's own script and styles. A phone opening `/menu` or `/track/…` directly then fetches them beside the
 * app's script instead of after it has run (docs/architecture.md#budgets).
 */
export interface RoutePages {
  routes: Array<{ path: string; pages: Record<string, string> }>;
}

export const ROUTE_PAGES_FILE = "route-pages.json";

/** A route path of react-router's kind ("/track/:orderId") as a test of a URL's path. */
function pathTest(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}/?$`);
}

/**
 * The page file (relative to the web app's folder) for a path in a language, or undefined for the app's plain
 * page: the home page, whose code is the app's own, and every path when the build wrote no list.
 */
export function routePagesIn(webDir: string): (pathname: string, language: string) => string | undefined {
  const file = path.join(webDir, ROUTE_PAGES_FILE);
  if (!existsSync(file)) return () => undefined;
  const { routes } = JSON.parse(readFileSync(file, "utf8")) as RoutePages;
  const tests = routes.map((route) => ({ ...route, test: pathTest(route.path) }));
  return (pathname, language) => tests.find((route) => route.test.test(pathname))?.pages[language];
}
