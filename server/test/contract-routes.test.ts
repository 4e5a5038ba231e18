import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "../../contract/endpoint.ts";
import { endpointGroups } from "../../contract/endpoints/table.ts";
import { routePermission, signedIn } from "../lib/guards.ts";
import { useTestShop } from "./harness.ts";

/** What the server registered for each "METHOD /path": its guard and its answer schemas. */
const registered = new Map<string, RouteOptions>();
const shop = useTestShop({
  onRoute: (route) => {
    for (const method of [route.method].flat()) registered.set(`${method} ${route.url}`, route);
  },
});

const entries = Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
    name: `${group}.${name}`,
    endpoint,
  })),
);

describe("contract/endpoints", () => {
  it("declares each call once", () => {
    const keys = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const { name, endpoint } of entries)
    it(`${name}: the server registers ${endpoint.method} ${endpoint.path} with its guard and answers`, () => {
      expect(shop.app).toBeDefined();
      const route = registered.get(`${endpoint.method} ${endpoint.path}`);
      expect(route, "no such route").toBeDefined();
      const hooks = [route?.onRequest ?? []].flat();
      const permission = routePermission(route?.onRequest);
      if (endpoint.access === "public")
        expect([permission, hooks.includes(signedIn)]).toEqual([undefined, false]);
      else if (endpoint.access === "signed-in") expect(hooks).toContain(signedIn);
      else expect(permission).toBe(endpoint.access);
      const answers = (route?.schema as { response?: object } | undefined)?.response;
      expect(answers).toBe(endpoint.answers);
    });
});
