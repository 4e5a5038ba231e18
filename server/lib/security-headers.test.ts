import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { StripeProvider } from "../providers/payments/stripe-provider.ts";
import { startTestShop, type TestShop } from "../test/harness.ts";

/** docs/architecture.md "Security": the headers every answer carries. */

let shop: TestShop;
let hosted: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  hosted = await startTestShop({ publicUrl: "https://shop.example" });
});
afterAll(async () => {
  await shop.close();
  await hosted.close();
});

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe("security headers", () => {
  it("forbid inline scripts, framing, and features the shop does not use", async () => {
    for (const path of ["/api/menu", "/api/user", "/no-such-page"]) {
      const { headers } = await shop.client().get(path);
      const csp = directives(headers["content-security-policy"]);
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("script-src-attr")).toEqual(["'none'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(String(headers["content-security-policy"])).not.toContain("stripe");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const permissions = String(headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(permissions).toContain(`${feature}=()`);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("add HSTS and upgrade requests when the public address is https", async () => {
    const { headers } = await hosted.client().get("/api/menu");
    expect(headers["strict-transport-security"]).toMatch(/max-age=31536000; includeSubDomains/);
    expect(directives(headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
  });

  describe("with Stripe configured", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        db: shop.database.db,
        sessionSecret: "test-secret-test-secret-test-secret-0123",
        logLevel: "silent",
        payments: new StripeProvider({ secretKey: "sk_test_headers" }),
      });
      await app.ready();
    });
    afterAll(() => app.close());

    it("allow Stripe's hosts for scripts, frames and its API, still no inline script", async () => {
      const { headers } = await app.inject({ url: "/api/menu" });
      const csp = directives(headers["content-security-policy"]);
      expect(csp.get("script-src")).toEqual(["'self'", "https://js.stripe.com"]);
      expect(csp.get("frame-src")).toContain("https://js.stripe.com");
      expect(csp.get("connect-src")).toContain("https://api.stripe.com");
      expect(String(headers["permissions-policy"])).toContain('payment=(self "https://js.stripe.com"');
    });
  });
});
