import type { RouteOptions } from "fastify";
import type { Permission } from "../../../contract/permissions.ts";
import { routePermission } from "../../lib/guards.ts";
import type { TestShopOptions } from "../harness.ts";

/** One route of the shop's API, as "METHOD /api/path/:param". */
export type RouteKey = string;

export interface ApiRoute {
  key: RouteKey;
  method: string;
  url: string;
  /** The permission the route's guard checks (`needsPermission`); undefined for a route without one. */
  permission: Permission | undefined;
}

/**
 * The shop's own route table: pass `onRoute` to useTestShop, read `routes` once the shop has started. Only `/api`
 * routes count; HEAD is Fastify's automatic twin of GET.
 */
export function routeTable(): { onRoute: NonNullable<TestShopOptions["onRoute"]>; routes: ApiRoute[] } {
  const routes: ApiRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith("/api")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const permission = routePermission(route.onRequest);
      routes.push({ key: `${method} ${route.url}`, method, url: route.url, permission });
    }
  };
  return { onRoute, routes };
}

/** Fills `:name` placeholders from `params`; a placeholder with no value gets `fallback`. */
export function fillPath(url: string, params: Record<string, string | number>, fallback = "1"): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? fallback)));
}
