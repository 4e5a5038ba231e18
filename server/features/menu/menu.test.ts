import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { menuCategories } from "../../../contract/menu-categories.ts";
import { menuItems } from "../../db/schema/index.ts";
import { seedDemoData } from "../../db/seed/index.ts";
import { signInAsAdmin, signUp, startTestShop, type TestClient, useTestShop } from "../../test/harness.ts";
import { invalidateMenu } from "./menu-cache.ts";

let admin: TestClient;
const shop = useTestShop();
beforeAll(async () => {
  await seedDemoData(shop.database.db);
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

const tea = { name: "Test Shaah", price: 3.25, category: "hot_drinks", dietaryTags: ["vegan", "halal"] };

describe("GET /api/menu", () => {
  it("lists every item for a guest, priced in dollars, with both spellings of the links", async () => {
    const res = await shop.client().get("/api/menu");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body.length).toBeGreaterThanOrEqual(30);
    const shaah = res.body.find((item: { name: string }) => item.name === "Shaah Spiced Milk Tea");
    expect(shaah).toMatchObject({
      nameSo: "Shaah cadays",
      price: 3.25,
      category: "hot_drinks",
      imageUrl: null,
      image_url: null,
      isAvailable: true,
      isFeatured: true,
      stripeProductId: null,
      stripe_product_id: null,
    });
    expect(Object.keys(shaah).sort()).toEqual(
      [
        "id",
        "name",
        "nameSo",
        "description",
        "descriptionSo",
        "price",
        "category",
        "imageUrl",
        "image_url",
        "isAvailable",
        "isFeatured",
        "dietaryTags",
        "stripeProductId",
        "stripe_product_id",
        "optionGroups",
      ].sort(),
    );
    const categories = res.body.map((item: { category: string }) => item.category);
    expect(categories).toEqual([...categories].sort());
  });

  it("answers 304 with no body to a matching If-None-Match, and a new ETag after a change", async () => {
    const guest = shop.client();
    const first = await guest.get("/api/menu");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await guest.get("/api/menu", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await guest.get("/api/menu", { "if-none-match": `"other", W/${etag}` })).status).toBe(304);

    const created = await admin.post("/api/menu", { ...tea, name: "ETag Tea" });
    expect(created.status).toBe(201);
    const after = await guest.get("/api/menu", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.map((item: { id: number }) => item.id)).toContain(created.body.id);
  });
});

describe("the menu cache", () => {
  it("answers from memory until told of a change, and reloads an old copy in the background", async () => {
    const guest = shop.client();
    const [first] = (await guest.get("/api/menu")).body as { id: number; name: string }[];
    const priceOf = async () =>
      (await guest.get("/api/menu")).body.find((item: { id: number }) => item.id === first!.id).price;
    // A change behind the routes' back (another instance, say) is not seen at once: no query per request.
    await shop.database.db.update(menuItems).set({ priceCents: 777 }).where(eq(menuItems.id, first!.id));
    expect(await priceOf()).not.toBe(7.77);
    invalidateMenu(shop.database.db);
    expect(await priceOf()).toBe(7.77);

    await shop.database.db.update(menuItems).set({ priceCents: 888 }).where(eq(menuItems.id, first!.id));
    const later = Date.now() + 60_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect(await priceOf()).toBe(7.77);
      await vi.waitFor(async () => expect(await priceOf()).toBe(8.88));
    } finally {
      clock.mockRestore();
    }
  });
});

describe("seedDemoData", () => {
  it("seeds a halal menu of every category once, even when users exist", async () => {
    const fresh = await startTestShop();
    try {
      await signUp(fresh.client());
      expect(await seedDemoData(fresh.database.db)).toBe(true);
      expect(await seedDemoData(fresh.database.db)).toBe(false);
      const menu = (await fresh.client().get("/api/menu")).body as {
        name: string;
        category: string;
        dietaryTags: string;
      }[];
      expect(menu.length).toBeGreaterThanOrEqual(30);
      expect(new Set(menu.map((item) => item.category))).toEqual(new Set(menuCategories));
      expect(menu.every((item) => item.dietaryTags.split(",").includes("halal"))).toBe(true);
      expect(new Set(menu.map((item) => item.name)).size).toBe(menu.length);
    } finally {
      await fresh.close();
    }
  });
});
