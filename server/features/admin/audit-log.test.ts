import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../contract/audit.ts";
import { adminAuditLog } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { messages, signInAsAdmin, uniqueName, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  type LoyaltyShop,
  newMember,
  placeOrder,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/** GET /api/admin/audit-log, and the entries the points and order routes write. */

const shop = useTestShop();
let ctx: LoyaltyShop;
let adminName: string;

beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
  adminName = (await ctx.admin.get("/api/user")).body.username;
});

const entriesFor = async (query: string): Promise<AuditEntry[]> => {
  const res = await ctx.admin.get(`/api/admin/audit-log?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entries;
};

describe("points adjusted by an admin", () => {
  it("are logged with the balance before and after, the amount and the reason", async () => {
    const { id } = await newMember(shop);
    await ctx.admin.post("/api/points/adjust", { userId: id, amount: 30, description: "Spilled tea" });
    const [entry] = await entriesFor(`action=points.adjusted&targetId=${id}`);
    expect(entry).toMatchObject({
      actorUsername: adminName,
      targetType: "user",
      targetId: String(id),
      before: { balance: 50 },
      after: { balance: 80, amount: 30, reason: "Spilled tea" },
    });
  });

  it("never below zero: a refused deduction (409) changes nothing and logs nothing", async () => {
    const { id } = await newMember(shop);
    const res = await ctx.admin.post("/api/points/adjust", {
      userId: id,
      amount: -51,
      description: "Too much",
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      messages.en.notEnoughPoints.replace("{{needed}}", "51").replace("{{balance}}", "50"),
    );
    expect(await balanceOf(shop, id)).toBe(50);
    expect(await entriesFor(`action=points.adjusted&targetId=${id}`)).toEqual([]);
  });

  it("a member's own redemption is not an admin action", async () => {
    const { id, client } = await newMember(shop);
    await ctx.admin.post("/api/points/adjust", { userId: id, amount: 100, description: "Gift" });
    const res = await client.post("/api/points/adjust", { userId: id, amount: -100, description: "Reward" });
    expect(res.status).toBe(200);
    expect(await entriesFor(`action=points.adjusted&targetId=${id}`)).toHaveLength(1);
  });
});

describe("order status changed by an admin", () => {
  it("is logged with the status before and after, in the same change", async () => {
    const { client } = await newMember(shop);
    const placed = await placeOrder(client, [{ item: ctx.tea, quantity: 1 }]);
    const orderId = placed.body.id ?? placed.body.orderId;
    expect((await ctx.admin.patch(`/api/orders/${orderId}/status`, { status: "in_progress" })).status).toBe(
      200,
    );
    const [entry] = await entriesFor(`targetType=order&targetId=${orderId}`);
    expect(entry).toMatchObject({
      action: "order.status_changed",
      actorUsername: adminName,
      before: { status: "received" },
      after: { status: "in_progress" },
    });
  });

  it("a refused move (409) logs nothing", async () => {
    const { client } = await newMember(shop);
    const placed = await placeOrder(client, [{ item: ctx.tea, quantity: 1 }]);
    const orderId = placed.body.id ?? placed.body.orderId;
    expect((await ctx.admin.patch(`/api/orders/${orderId}/status`, { status: "completed" })).status).toBe(
      409,
    );
    expect(await entriesFor(`targetType=order&targetId=${orderId}`)).toEqual([]);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists newest first, one page at a time", async () => {
    const { id } = await newMember(shop);
    for (const amount of [1, 2, 3]) {
      await ctx.admin.post("/api/points/adjust", { userId: id, amount, description: `step ${amount}` });
    }
    const res = await ctx.admin.get(`/api/admin/audit-log?targetId=${id}&pageSize=2`);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.entries.map((e: AuditEntry) => (e.after as { amount: number }).amount)).toEqual([3, 2]);
    const next = await ctx.admin.get(`/api/admin/audit-log?targetId=${id}&pageSize=2&page=2`);
    expect(next.body.entries.map((e: AuditEntry) => (e.after as { amount: number }).amount)).toEqual([1]);
  });

  it("filters by action, actor and target type", async () => {
    const other = shop.client();
    const { username } = await signInAsAdmin(shop, other);
    const { id } = await newMember(shop);
    await other.patch(`/api/users/${id}`, { fullName: "Filtered Person" });
    const byActor = await entriesFor(`actor=${username}`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actorUsername === username)).toBe(true);
    const byAction = await entriesFor("action=user.updated");
    expect(byAction.every((e) => e.action === "user.updated")).toBe(true);
    expect(byAction.map((e) => e.targetId)).toContain(String(id));
    const orders = await entriesFor("targetType=order");
    expect(orders.every((e) => e.targetType === "order")).toBe(true);
  });

  it("filters by the days the actions happened on, in the café's time zone", async () => {
    const db = shop.database.db;
    const [admin] = await entriesFor("pageSize=1");
    const actor = { id: admin!.actorId!, username: admin!.actorUsername };
    const targetId = uniqueName("dated");
    await recordAdminAction(db, {
      actor,
      action: "settings.changed",
      target: { type: "settings", id: targetId },
    });
    // 02:00 UTC on 5 March is still 4 March in Minneapolis.
    await db
      .update(adminAuditLog)
      .set({ createdAt: new Date("2025-03-05T02:00:00Z") })
      .where(eq(adminAuditLog.targetId, targetId));
    expect(await entriesFor(`targetId=${targetId}&from=2025-03-04&to=2025-03-04`)).toHaveLength(1);
    expect(await entriesFor(`targetId=${targetId}&from=2025-03-05`)).toHaveLength(0);
    expect(await entriesFor(`targetId=${targetId}&to=2025-03-03`)).toHaveLength(0);
  });

  it("never holds a secret", async () => {
    const username = uniqueName("secretive");
    await ctx.admin.post("/api/register", { username, password: "the password nobody sees" });
    const res = await ctx.admin.get("/api/admin/audit-log?action=user.created&pageSize=200");
    const text = JSON.stringify(res.body);
    expect(text).toContain(username);
    expect(text).not.toMatch(/the password nobody sees|argon2|passwordHash|twoFactorSecret/);
  });

  it.each([
    "action=user.deleted",
    "targetType=planet",
    "from=2025-13-01",
    "from=yesterday",
    "from=2025-03-05&to=2025-03-04",
    "page=0",
    "pageSize=500",
  ])("refuses %s with 400", async (query) => {
    const res = await ctx.admin.get(`/api/admin/audit-log?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
  });

  it("refuses members with 403 and guests with 401", async () => {
    const { client } = await newMember(shop);
    expect((await client.get("/api/admin/audit-log")).status).toBe(403);
    expect((await shop.client().get("/api/admin/audit-log")).status).toBe(401);
  });
});
