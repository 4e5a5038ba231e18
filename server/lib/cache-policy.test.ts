import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin, signUp, startTestShop, type TestShop } from "../test/harness.ts";

/** docs/architecture.md "Security": personal answers are never stored by a browser or a proxy. */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe("Cache-Control", () => {
  it("is no-store on a member's own answers", async () => {
    const member = shop.client();
    await signUp(member);
    const personal = [
      "/api/user",
      "/api/user/addresses",
      "/api/orders/history",
      "/api/points/summary",
      "/api/export/loyalty-data",
      "/api/rewards/birthday",
      "/api/newsletter/referral-code",
    ];
    for (const path of personal) {
      const res = await member.get(path);
      expect(res.status, path).toBeLessThan(400);
      expect(res.headers["cache-control"], path).toBe("no-store");
    }
  });

  it("is no-store on an admin's lists and on refusals", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    expect((await admin.get("/api/users")).headers["cache-control"]).toBe("no-store");
    expect((await admin.get("/api/admin/orders")).headers["cache-control"]).toBe("no-store");
    const guest = await shop.client().get("/api/user");
    expect(guest.status).toBe(401);
    expect(guest.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the public menu its own revalidation", async () => {
    const menu = await shop.client().get("/api/menu");
    expect(menu.headers["cache-control"]).toBe("no-cache");
    expect(menu.headers.etag).toBeDefined();
    expect((await shop.client().get("/api/rewards")).headers["cache-control"]).toBeUndefined();
  });
});
