import { beforeAll, describe, expect, it } from "vitest";
import { signUp, useTestShop } from "../../test/harness.ts";
import { ensureAdmin } from "../auth/admin-bootstrap.ts";

const shop = useTestShop();
beforeAll(async () => {
  await ensureAdmin(shop.database.db, "boss", "a strong admin password");
});

describe("GET /api/users", () => {
  it("lists every account for an admin, without secrets", async () => {
    await signUp(shop.client(), { username: "listed" });
    const admin = shop.client();
    expect(
      (await admin.post("/api/login", { username: "boss", password: "a strong admin password" })).status,
    ).toBe(200);
    const res = await admin.get("/api/users");
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(["boss", "listed"]),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/password|secret/i);
  });

  it("refuses members with 403 and guests with 401", async () => {
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/users")).status).toBe(403);
    expect((await shop.client().get("/api/users")).status).toBe(401);
  });
});
