import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed/index.ts";
import { messages, signInAsAdmin, signUp, type TestClient, useTestShop } from "../../test/harness.ts";
import { findMenuItems } from "./menu.repo.ts";

let admin: TestClient;
const shop = useTestShop();
beforeAll(async () => {
  await seedDemoData(shop.database.db);
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});

const tea = { name: "Test Shaah", price: 3.25, category: "hot_drinks", dietaryTags: ["vegan", "halal"] };

describe("admin changes to the menu", () => {
  it("creates, patches and deletes an item, each visible in GET /api/menu at once", async () => {
    const created = await admin.post("/api/menu", {
      ...tea,
      description: "Spiced",
      imageUrl: "/uploads/menu-aaaaaaaaaaaaaaaaaaaaaaaa.webp",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Test Shaah",
      price: 3.25,
      dietaryTags: "vegan,halal",
      imageUrl: "/uploads/menu-aaaaaaaaaaaaaaaaaaaaaaaa.webp",
      image_url: "/uploads/menu-aaaaaaaaaaaaaaaaaaaaaaaa.webp",
      isAvailable: true,
    });
    const id = created.body.id as number;
    const [row] = await findMenuItems(shop.database.db, [id, id, 999_999]);
    expect(row?.priceCents).toBe(325);

    const patched = await admin.patch(`/api/menu/${id}`, {
      price: "4.10",
      image_url: "/uploads/menu-bbbbbbbbbbbbbbbbbbbbbbbb.webp",
      isAvailable: false,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      price: 4.1,
      imageUrl: "/uploads/menu-bbbbbbbbbbbbbbbbbbbbbbbb.webp",
      image_url: "/uploads/menu-bbbbbbbbbbbbbbbbbbbbbbbb.webp",
      isAvailable: false,
    });
    expect((await admin.patch(`/api/menu/${id}`, { imageUrl: null })).body.image_url).toBeNull();
    const listed = (await shop.client().get("/api/menu")).body.find((item: { id: number }) => item.id === id);
    expect(listed).toMatchObject({ price: 4.1, isAvailable: false, imageUrl: null });

    const deleted = await admin.delete(`/api/menu/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, archived: false });
    const ids = (await shop.client().get("/api/menu")).body.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(id);
    expect(await findMenuItems(shop.database.db, [id])).toEqual([]);
  });

  it("answers 404 for an unknown id and 400 for one that is not an id", async () => {
    expect((await admin.patch("/api/menu/999999", { price: 2 })).status).toBe(404);
    expect((await admin.delete("/api/menu/999999")).status).toBe(404);
    expect((await admin.delete("/api/menu/abc")).status).toBe(400);
    expect((await admin.delete("/api/menu/-1")).status).toBe(400);
  });

  it("refuses members with 403 and guests with 401", async () => {
    const member = shop.client();
    await signUp(member);
    const guest = shop.client();
    for (const client of [member, guest]) {
      const status = client === member ? 403 : 401;
      expect((await client.post("/api/menu", tea)).status).toBe(status);
      expect((await client.patch("/api/menu/1", { price: 0.01 })).status).toBe(status);
      expect((await client.delete("/api/menu/1")).status).toBe(status);
    }
  });
});

describe("bad input", () => {
  it.each([
    ["no name", { ...tea, name: undefined }, messages.en.menuNameRequired],
    ["a blank name", { ...tea, name: "   " }, messages.en.menuNameRequired],
    ["a price of zero", { ...tea, price: 0 }, messages.en.pricePositive],
    ["a negative price", { ...tea, price: -2 }, messages.en.pricePositive],
    ["no category", { ...tea, category: undefined }, messages.en.menuCategoryRequired],
    ["an unknown category", { ...tea, category: "pizza" }, messages.en.menuCategoryRequired],
    ["a price that is not a number", { ...tea, price: "free" }, undefined],
    ["an unknown dietary tag", { ...tea, dietaryTags: "vegan,keto" }, messages.en.unknownDietaryPreference],
  ])("refuses %s with 400 and changes nothing", async (_, body, message) => {
    const before = await shop.client().get("/api/menu");
    const res = await admin.post("/api/menu", body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe("string");
    expect(res.body.errors).toEqual(expect.any(Array));
    if (message) expect(res.body.error).toBe(message);
    const after = await shop.client().get("/api/menu", { "if-none-match": before.headers.etag as string });
    expect(after.status).toBe(304);
  });

  it("refuses a bad patch and leaves the item as it was", async () => {
    const { id } = (await shop.client().get("/api/menu")).body[0];
    const [before] = await findMenuItems(shop.database.db, [id]);
    for (const body of [{ price: 0 }, { name: "" }, { category: "pizza" }, { dietaryTags: ["keto"] }]) {
      expect((await admin.patch(`/api/menu/${id}`, body)).status).toBe(400);
    }
    expect(await findMenuItems(shop.database.db, [id])).toEqual([before]);
  });

  it("gives the catalog's Somali text to a Somali reader", async () => {
    admin.language = "so";
    const res = await admin.post("/api/menu", { ...tea, name: "" });
    admin.language = undefined;
    expect(res.body.error).toBe(messages.so.menuNameRequired);
  });
});
