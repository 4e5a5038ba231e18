import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, contactMessages, menuItems, users } from "../db/schema/index.ts";
import {
  addMenuItems,
  countRows,
  messages,
  signInAsAdmin,
  signUp,
  startTestShop,
  type TestClient,
  type TestShop,
} from "../test/harness.ts";

/** docs/architecture.md "Security": text PostgreSQL cannot store, and numbers in odd spellings, answer 400. */

let shop: TestShop;
let admin: TestClient;
beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await signInAsAdmin(shop, admin);
});
afterAll(() => shop.close());

const NUL = "\u0000";
const LONE = "\ud800";

function expectUnstorable(
  response: { status: number; body: { error?: string } },
  language: "en" | "so" = "en",
) {
  expect(response.status).toBe(400);
  expect(response.body.error).toBe(messages[language].unstorableText);
}

describe("a NUL or a lone surrogate", () => {
  it("in a body's text field is refused, and nothing changes", async () => {
    const before = await countRows(shop, menuItems);
    const item = { name: `Shaah${NUL}`, price: 3, category: "hot_drinks" };
    expectUnstorable(await admin.post("/api/menu", item));
    const [tea] = await addMenuItems(shop, [{ name: "Shaah", priceCents: 300 }]);
    expectUnstorable(await admin.patch(`/api/menu/${tea!.id}`, { description: `spiced ${LONE}` }));
    const [stored] = await shop.database.db.select().from(menuItems).where(eq(menuItems.id, tea!.id));
    expect(stored!.description).toBeNull();
    expect(await countRows(shop, menuItems)).toBe(before + 1);

    const member = shop.client();
    const { user } = await signUp(member);
    expectUnstorable(await member.patch("/api/user", { fullName: `Hodan${NUL}Ali` }));
    expectUnstorable(await member.post("/api/user/addresses", { label: "Home", street: `Mall ${LONE}` }));
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBeNull();
    expect(await countRows(shop, addresses)).toBe(0);
  });

  it("in a guest's public form is refused in the reader's language", async () => {
    const guest = shop.client();
    guest.language = "so";
    const message = { name: "Guest", email: "guest@example.com", message: `hello${NUL}` };
    expectUnstorable(await guest.post("/api/contact", message), "so");
    expect(await countRows(shop, contactMessages)).toBe(0);
    const donation = { amount: 5, donorName: `Ayaan ${LONE}` };
    expectUnstorable(await guest.post("/api/donations/checkout", donation), "so");
    expectUnstorable(await guest.post("/api/newsletter/subscribe", { email: `a${NUL}@example.com` }), "so");
  });

  it("in an id or a query string is refused", async () => {
    expectUnstorable(await admin.delete(`/api/menu/${encodeURIComponent(NUL)}`));
    expectUnstorable(await admin.get(`/api/admin/outbox?to=${encodeURIComponent(`a${NUL}@example.com`)}`));
    expectUnstorable(await admin.get(`/api/orders/${encodeURIComponent(NUL)}`));
    expectUnstorable(
      await admin.post("/api/menu", { name: "Tea", price: 3, category: "food", [`x${NUL}`]: 1 }),
    );
  });
});

describe("ids and quantities", () => {
  it("are decimal integers only: DELETE /api/menu/0x10 does not delete item 16", async () => {
    await addMenuItems(shop, [{ id: 16, name: "Item sixteen", priceCents: 250 }]);
    for (const id of ["0x10", "1e1", "%2016", "16.0", "true"]) {
      expect((await admin.delete(`/api/menu/${id}`)).status).toBe(400);
    }
    expect(await shop.database.db.select().from(menuItems).where(eq(menuItems.id, 16))).toHaveLength(1);
    expect((await admin.delete("/api/menu/16")).status).toBe(200);
  });

  it("refuse hex, exponents, padding, booleans and arrays in bodies and queries", async () => {
    const [tea] = await addMenuItems(shop, [{ name: "Chai", priceCents: 350 }]);
    const order = (quantity: unknown) => ({
      name: "Guest Buyer",
      email: "buyer@example.com",
      items: [{ id: tea!.id, quantity }],
    });
    const guest = shop.client();
    for (const quantity of ["0x2", "1e1", " 7", true, [3]]) {
      expect((await guest.post("/api/orders/simple", order(quantity))).status).toBe(400);
    }
    expect((await guest.post("/api/orders/simple", order("2"))).status).toBe(201);
    const member = shop.client();
    const { user } = await signUp(member);
    for (const amount of ["0x10", true, [5]]) {
      const adjust = { userId: user.id, amount, description: "test" };
      expect((await admin.post("/api/points/adjust", adjust)).status).toBe(400);
    }
    expect(
      (await admin.post("/api/points/adjust", { userId: [user.id], amount: 5, description: "x" })).status,
    ).toBe(400);
    expect((await admin.get("/api/analytics/top-customers?limit=0x10")).status).toBe(400);
    expect((await admin.get("/api/analytics/top-customers?limit=10")).status).toBe(200);
  });
});
