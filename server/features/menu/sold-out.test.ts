import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import so from "../../../i18n/so.json" with { type: "json" };
import type { MenuItemRow } from "../../db/schema/index.ts";
import { addMenuItems, signInWithRole, type TestClient, useTestShop } from "../../test/harness.ts";
import { listen, openSocket } from "../realtime/socket-test-kit.ts";

/** Sold out from the counter: the menu, open pages and checkout all know at once. */

const shop = useTestShop();
let staff: TestClient;
let sambuus: MenuItemRow;
let shaah: MenuItemRow;

beforeAll(async () => {
  [sambuus, shaah] = (await addMenuItems(shop, [
    { name: "Sambuus", nameSo: "Sambuusa", priceCents: 450, category: "food" },
    { name: "Shaah", priceCents: 399, category: "hot_drinks" },
  ])) as [MenuItemRow, MenuItemRow];
  ({ client: staff } = await signInWithRole(shop, "staff"));
});

const order = (client: TestClient) =>
  client.post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [
      { id: shaah.id, quantity: 1 },
      { id: sambuus.id, quantity: 2 },
    ],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
  });

const available = async (id: number) =>
  ((await shop.client().get("/api/menu")).body as { id: number; isAvailable: boolean }[]).find(
    (item) => item.id === id,
  )?.isAvailable;

describe("a dish sold out at the counter", () => {
  it("is told to every open page, shows on the menu, and an order for it is 409 naming it", async () => {
    const origin = await listen(shop.app);
    const page = await openSocket(origin, shop.client());
    const marked = await staff.patch(`/api/menu/${sambuus.id}`, { isAvailable: false });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.isAvailable).toBe(false);
    await page.next((message) => message.type === "menu_changed");
    page.close();
    expect(await available(sambuus.id)).toBe(false);

    const refused = await order(shop.client());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(en.errors.itemUnavailable.replace("{{name}}", "Sambuus"));
    const somali = shop.client();
    somali.language = "so";
    const refusedSo = await order(somali);
    expect(refusedSo.status).toBe(409);
    expect(refusedSo.body.error).toBe(so.errors.itemUnavailable.replace("{{name}}", "Sambuusa"));
  });

  it("back again, it can be ordered", async () => {
    expect((await staff.patch(`/api/menu/${sambuus.id}`, { isAvailable: true })).status).toBe(200);
    expect(await available(sambuus.id)).toBe(true);
    expect((await order(shop.client())).status).toBe(201);
  });

  it("the counter may change nothing else, and a refused change tells no page", async () => {
    const price = await staff.patch(`/api/menu/${sambuus.id}`, { isAvailable: false, price: 1 });
    expect(price.status).toBe(403);
    expect(await available(sambuus.id)).toBe(true);
  });
});
