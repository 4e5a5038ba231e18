import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the build writes beside the web app's pages (scripts/route-preloads.ts): for each route whose page is
 * a chunk of its own, the scripts that page needs. Named in the page's `Link` header, they download beside the
 * app's script instead of after it has run (issue 15).
 */
export interface RoutePreloads {
  routes: Array<{ path: string; files: string[]; catalog: "first" | "full" }>;
  /** Each language's second catalog part, which "full" pages read. */
  restCatalog: Record<string, string>;
}

export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** A route path of react-router's kind ("/track/:orderId") as a test of a URL's path. */
function pathTest(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}/?$`);
}

/**
 * The `Link` header value for a page at `pathname` in `language`, or undefined when its page comes with the
 * app's script (the home page) or the build wrote no list (development, tests without a build).
 */
export function routePreloadsFor(webDir: string): (pathname: string, language: string) => string | undefined {
  const file = path.join(webDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => undefined;
  const preloads = JSON.parse(readFileSync(file, "utf8")) as RoutePreloads;
  const routes = preloads.routes.map((route) => ({ ...route, test: pathTest(route.path) }));
  return (pathname, language) => {
    const route = routes.find((candidate) => candidate.test.test(pathname));
    if (!route) return undefined;
    const catalog = route.catalog === "full" ? preloads.restCatalog[language] : undefined;
    const files = catalog ? [...route.files, catalog] : route.files;
    return files.length ? files.map((href) => `<${href}>; rel=modulepreload`).join(", ") : undefined;
  };
}
