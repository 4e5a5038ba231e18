import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { messages, signInAsAdmin, useTestShop } from "../../../test/harness.ts";
import { adminWithTwoFactor, codeAt, signInAgain, testClock } from "../../../test/kits/two-factor-kit.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
interface RouteEntry {
  method: Method;
  url: string;
  guarded: boolean;
}

/**
 * Every route of the shop, read from Fastify's own route tree (printRoutes with hooks), so a route added later
 * is checked without anyone listing it. A route guarded by `needsPermission` shows its hook, `permissionGuard`.
 */
function routeTable(app: FastifyInstance): RouteEntry[] {
  const lines = app.printRoutes({ commonPrefix: false, includeHooks: true }).split("\n");
  const prefixes: string[] = [];
  const entries: RouteEntry[] = [];
  let current: RouteEntry[] = [];
  for (const line of lines) {
    const route = line.match(/^([│├└─\s]*?)((?:[├└]── )?)(\S+) \(([A-Z, ]+)\)$/);
    if (route) {
      const depth = Math.floor((route[1]!.length + route[2]!.length) / 4) - 1;
      prefixes.length = depth;
      const url = prefixes.join("") + route[3]!;
      prefixes[depth] = route[3]!;
      current = route[4]!
        .split(", ")
        .filter((method) => method !== "HEAD")
        .map((method) => ({ method: method as Method, url, guarded: false }));
      entries.push(...current);
      continue;
    }
    if (/\((onRequest|preHandler|preValidation)\)/.test(line) && line.includes("permissionGuard()")) {
      for (const entry of current) entry.guarded = true;
    }
  }
  return entries;
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

describe("every admin route while the session has not passed the code check", () => {
  const clock = testClock();
  const shop = useTestShop({ clock: clock.shop });

  it("reads the route table", () => {
    const table = routeTable(shop.app);
    expect(table).toEqual(
      expect.arrayContaining([
        { method: "GET", url: "/api/users", guarded: true },
        { method: "POST", url: "/api/2fa/validate", guarded: false },
        { method: "PATCH", url: "/api/user/preferences", guarded: false },
      ]),
    );
    expect(table.filter((route) => route.guarded).length).toBeGreaterThan(10);
  });

  it("answers 403 'Two-factor verification required', then opens once the code is given", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    const client = await signInAgain(shop, admin);
    const adminRoutes = routeTable(shop.app).filter((route) => route.guarded);
    for (const route of adminRoutes) {
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      const answer = await client.request(route.method, concrete(route.url), body);
      expect({ route, status: answer.status, error: answer.body.error }).toEqual({
        route,
        status: 403,
        error: messages.en.twoFactorRequired,
      });
    }

    expect(
      (await client.post("/api/2fa/validate", { token: codeAt(admin.secret, clock.now()) })).status,
    ).toBe(200);
    // Reads only: the checked session passes the guard (writes with an empty body would only be refused as 400).
    for (const route of adminRoutes.filter((r) => r.method === "GET")) {
      const answer = await client.get(concrete(route.url));
      expect({ route, status: answer.status }).not.toEqual({ route, status: 403 });
    }
  });
});

describe("REQUIRE_ADMIN_2FA=true", () => {
  const clock = testClock();
  const shop = useTestShop({ clock: clock.shop, requireAdminTwoFactor: true, rateLimitScale: 1 });

  it("keeps an admin without 2FA out of admin routes until it is set up, and says so", async () => {
    const client = shop.client();
    await signInAsAdmin(shop, client);
    const shut = await client.get("/api/users");
    expect(shut.status).toBe(403);
    expect(shut.body.error).toBe(messages.en.twoFactorSetupRequired);
    expect((await client.get("/api/2fa/status")).body).toEqual({
      enabled: false,
      sessionVerified: true,
      setupRequired: true,
    });

    const { secret } = (await client.post("/api/2fa/setup")).body;
    expect((await client.post("/api/2fa/verify", { token: codeAt(secret, clock.now()) })).status).toBe(200);
    expect((await client.get("/api/users")).status).toBe(200);
    expect((await client.get("/api/2fa/status")).body.setupRequired).toBe(false);
  });

  it("limits the password attempts of disable", async () => {
    const admin = await adminWithTwoFactor(shop, clock);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await admin.client.post("/api/2fa/disable", { password: `guess ${attempt}` })).status).toBe(
        400,
      );
    }
    const limited = await admin.client.post("/api/2fa/disable", { password: admin.password });
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await admin.client.get("/api/2fa/status")).body.enabled).toBe(true);
  });
});
