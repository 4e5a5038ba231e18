import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "../../../contract/pricing.ts";
import { type MenuItemRow, orders, pointsTransactions } from "../../db/schema/index.ts";
import { addMenuItems, useTestShop } from "../../test/harness.ts";
import {
  type LoyaltyShop,
  newMember,
  placeOrder,
  prepareLoyaltyShop,
  withPromotion,
} from "../../test/kits/loyalty-kit.ts";
import { addOptionGroup } from "../../test/kits/options-kit.ts";

/**
 * Promotions: admins start and end them; the server applies them to members' orders (docs/architecture.md
 * "Points").
 */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

const stored = async (id: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const pointsOf = async (orderId: number) =>
  (await shop.database.db.select().from(pointsTransactions).where(eq(pointsTransactions.orderId, orderId)))[0]
    ?.amount;

describe("promotions", () => {
  it("admins create, list and end them; anyone sees the running ones", async () => {
    const created = await ctx.admin.post("/api/promotions", { type: "double_points", durationDays: 7 });
    expect(created.status).toBe(201);
    const days = (Date.parse(created.body.endsAt) - Date.parse(created.body.startsAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(
      (await shop.client().get("/api/promotions/active")).body.map((p: { id: number }) => p.id),
    ).toContain(created.body.id);
    expect((await ctx.admin.get("/api/promotions")).body[0].id).toBe(created.body.id);
    await ctx.admin.delete(`/api/promotions/${created.body.id}`);
    expect((await shop.client().get("/api/promotions/active")).body).toEqual([]);
  });

  it("refuses other durations and types (400), and members and guests (403, 401)", async () => {
    expect((await ctx.admin.post("/api/promotions", { type: "discount", durationDays: 2 })).status).toBe(400);
    expect((await ctx.admin.post("/api/promotions", { type: "half_off", durationDays: 1 })).status).toBe(400);
    const { client } = await newMember(shop);
    expect((await client.post("/api/promotions", { type: "discount", durationDays: 1 })).status).toBe(403);
    expect((await client.get("/api/promotions")).status).toBe(403);
    expect((await shop.client().post("/api/promotions", { type: "discount", durationDays: 1 })).status).toBe(
      401,
    );
  });

  it("double points doubles a member's purchase points", async () => {
    const { client } = await newMember(shop);
    await withPromotion(ctx.admin, { type: "double_points" }, async () => {
      const placed = await placeOrder(client, [{ item: ctx.plate, quantity: 1 }]);
      expect(await pointsOf(placed.body.id)).toBe(250);
    });
  });

  it("15% discount lowers a member's order, its tax and its points; guests pay full price", async () => {
    const { client } = await newMember(shop);
    await withPromotion(ctx.admin, { type: "discount" }, async () => {
      const placed = await placeOrder(client, [{ item: ctx.tea, quantity: 5 }]);
      const expected = orderTotals({
        lines: [{ unitPriceCents: 400, quantity: 5 }],
        isDelivery: false,
        discountCents: 300,
      });
      const row = await stored(placed.body.id);
      expect({ discount: row.discountCents, total: row.totalCents }).toEqual({
        discount: 300,
        total: expected.total,
      });
      expect(await pointsOf(placed.body.id)).toBe(170);
      const guest = await shop.client().post("/api/orders/guest", {
        name: "Guest Person",
        email: "guest@example.com",
        items: [{ id: ctx.tea.id, quantity: 5 }],
      });
      expect((await stored(guest.body.id)).discountCents).toBe(0);
    });
  });

  it("free item takes one of the named item off the order", async () => {
    const { client } = await newMember(shop);
    await withPromotion(ctx.admin, { type: "free_item", freeMenuItemId: ctx.tea.id }, async () => {
      const placed = await placeOrder(client, [
        { item: ctx.tea, quantity: 2 },
        { item: ctx.plate, quantity: 1 },
      ]);
      expect((await stored(placed.body.id)).discountCents).toBe(400);
      const without = await placeOrder(client, [{ item: ctx.plate, quantity: 1 }]);
      expect((await stored(without.body.id)).discountCents).toBe(0);
    });
  });

  it("prices the free unit and the 15% on the price as ordered, options included, as the cart does", async () => {
    const [latte] = (await addMenuItems(shop, [
      { name: "Latte", priceCents: 400, category: "hot_drinks" },
    ])) as [MenuItemRow];
    const { choice: size } = await addOptionGroup(shop, latte.id, {
      name: "Size",
      min: 0,
      max: 1,
      choices: [{ name: "Large", priceCents: 100 }],
    });
    const { client } = await newMember(shop);
    const large = (extra: Record<string, unknown> = {}) =>
      client.post("/api/orders/user", {
        name: "Hodan Cali",
        email: "hodan@example.com",
        items: [{ id: latte.id, quantity: 2, options: [size.Large] }],
        paymentMethod: "cash",
        ...extra,
      });
    await withPromotion(ctx.admin, { type: "free_item", freeMenuItemId: latte.id }, async () => {
      const placed = await large();
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(await stored(placed.body.id)).toMatchObject({ subtotalCents: 1000, discountCents: 500 });
    });
    await withPromotion(ctx.admin, { type: "discount" }, async () => {
      // 15% of $10.00, not of the menu's $8.00; the cart's total is accepted.
      const total = orderTotals({
        lines: [{ unitPriceCents: 500, quantity: 2 }],
        isDelivery: false,
        discountCents: 150,
      });
      const placed = await large({ finalTotal: total.total / 100 });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(await stored(placed.body.id)).toMatchObject({ discountCents: 150, totalCents: total.total });
    });
  });

  it("a member's client total that counted the discount is accepted; one that did not is 409", async () => {
    const { client } = await newMember(shop);
    await withPromotion(ctx.admin, { type: "discount" }, async () => {
      const expected = orderTotals({
        lines: [{ unitPriceCents: 400, quantity: 5 }],
        isDelivery: false,
        discountCents: 300,
      });
      const full = orderTotals({ lines: [{ unitPriceCents: 400, quantity: 5 }], isDelivery: false });
      const body = (total: number) => ({
        name: "Hodan Cali",
        email: "hodan@example.com",
        items: [{ id: ctx.tea.id, quantity: 5 }],
        finalTotal: total / 100,
      });
      expect((await client.post("/api/orders/user", body(expected.total))).status).toBe(201);
      expect((await client.post("/api/orders/user", body(full.total))).status).toBe(409);
    });
  });
});
