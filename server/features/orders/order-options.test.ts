import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, type MenuItemRow, orderItems, orders, outbox } from "../../db/schema/index.ts";
import {
  addMenuItems,
  countRows,
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import { addOptionGroup } from "../../test/kits/options-kit.ts";

/** Item options: the menu's groups, server pricing of every line, stored choices and the admin's editor. */

const shop = useTestShop();
const en = messages.en;
let shaah: MenuItemRow; // $3.25
let sambuus: MenuItemRow; // $2.50
let size: Record<string, number>;
let sugar: Record<string, number>;
let milk: Record<string, number>;
let filling: Record<string, number>;

beforeAll(async () => {
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", nameSo: "Shaah cadays", priceCents: 325, category: "hot_drinks" },
    { name: "Sambuus", priceCents: 250, category: "snacks" },
  ])) as [MenuItemRow, MenuItemRow];
  ({ choice: size } = await addOptionGroup(shop, shaah.id, {
    name: "Size",
    nameSo: "Cabbir",
    min: 1,
    max: 1,
    position: 0,
    choices: [
      { name: "Regular", nameSo: "Caadi", isDefault: true },
      { name: "Large", nameSo: "Weyn", priceCents: 100 },
    ],
  }));
  ({ choice: sugar } = await addOptionGroup(shop, shaah.id, {
    name: "Sugar",
    nameSo: "Sonkor",
    min: 1,
    max: 1,
    position: 1,
    choices: [
      { name: "Regular sugar", isDefault: true },
      { name: "Less sugar", nameSo: "Sonkor yar" },
      { name: "Extra sugar", isAvailable: false },
    ],
  }));
  ({ choice: milk } = await addOptionGroup(shop, shaah.id, {
    name: "Milk",
    min: 0,
    max: 1,
    position: 2,
    choices: [{ name: "Camel milk", nameSo: "Caano geel", priceCents: 75 }],
  }));
  ({ choice: filling } = await addOptionGroup(shop, sambuus.id, {
    name: "Filling",
    min: 1,
    max: 1,
    choices: [{ name: "Beef" }, { name: "Lentils" }],
  }));
});

const guestOrder = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  name: "Hodan Ali",
  email: "hodan@example.com",
  paymentMethod: "cash",
  items,
  ...extra,
});

async function storedLines(orderId: number) {
  return shop.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

describe("GET /api/menu", () => {
  it("gives each item its groups with price changes in dollars, and an empty list when it has none", async () => {
    const [plain] = await addMenuItems(shop, [
      { name: "Plain water", priceCents: 100, category: "cold_drinks" },
    ]);
    const res = await shop.client().get("/api/menu");
    expect(res.status).toBe(200);
    const item = res.body.find((row: { id: number }) => row.id === shaah.id);
    expect(item.optionGroups.map((group: { name: string }) => group.name)).toEqual(["Size", "Sugar", "Milk"]);
    expect(item.optionGroups[0]).toEqual({
      id: expect.any(Number),
      name: "Size",
      nameSo: "Cabbir",
      min: 1,
      max: 1,
      choices: [
        { id: size.Regular, name: "Regular", nameSo: "Caadi", price: 0, isDefault: true, isAvailable: true },
        { id: size.Large, name: "Large", nameSo: "Weyn", price: 1, isDefault: false, isAvailable: true },
      ],
    });
    expect(res.body.find((row: { id: number }) => row.id === plain!.id).optionGroups).toEqual([]);
  });
});

describe("ordering with options", () => {
  it("prices a line as the item plus its choices and stores the choices as they were", async () => {
    const guest = shop.client();
    const res = await guest.post(
      "/api/orders/simple",
      guestOrder(
        [
          {
            id: shaah.id,
            quantity: 2,
            options: [size.Large, String(milk["Camel milk"]), sugar["Less sugar"]],
          },
        ],
        {
          // (3.25 + 1.00 + 0.75) × 2 = 10.00, tax 0.90
          totalAmount: 10.9,
        },
      ),
    );
    expect(res.status).toBe(201);
    const [line] = await storedLines(res.body.id);
    expect(line!.unitPriceCents).toBe(500);
    expect(line!.options).toEqual([
      { id: size.Large, name: "Large", nameSo: "Weyn", price: 100 },
      { id: sugar["Less sugar"], name: "Less sugar", nameSo: "Sonkor yar", price: 0 },
      { id: milk["Camel milk"], name: "Camel milk", nameSo: "Caano geel", price: 75 },
    ]);
    const detail = await guest.get(`/api/orders/${res.body.id}`);
    expect(detail.body.items[0]).toMatchObject({ unitPrice: 500, total: 1000 });
    expect(detail.body.items[0].options.map((option: { name: string }) => option.name)).toEqual([
      "Large",
      "Less sugar",
      "Camel milk",
    ]);
    expect(detail.body.subtotal).toBe(1000);

    // The receipt names the choices too.
    const receipt = await guest.post("/api/email/send-receipt", { orderId: res.body.id });
    expect(receipt.status).toBe(200);
    const [mail] = await shop.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Your receipt for order ${res.body.orderNumber}`));
    expect(mail!.textBody).toContain("2 × Shaah (Large, Less sugar, Camel milk)");
  });

  it("refuses a total computed without the choices' price changes (tampered prices)", async () => {
    const before = await countRows(shop, orders);
    const res = await shop.client().post("/api/orders/guest", {
      items: [
        { menuItemId: shaah.id, quantity: 1, unitPrice: 3.25, options: [size.Large, sugar["Less sugar"]] },
      ],
      customerInfo: { name: "Hodan Ali", email: "hodan@example.com" },
      orderDetails: { total: 3.54, paymentMethod: "cash" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("$4.63");
    expect(await countRows(shop, orders)).toBe(before);
  });

  it("gives a line without choices each group's defaults, as clients written against the specification send it", async () => {
    const res = await shop.client().post("/api/orders/simple", guestOrder([{ id: shaah.id, quantity: 1 }]));
    expect(res.status).toBe(201);
    const [line] = await storedLines(res.body.id);
    expect(line!.unitPriceCents).toBe(325);
    expect(line!.options.map((option) => (option as { name: string }).name)).toEqual([
      "Regular",
      "Regular sugar",
    ]);
  });

  it("matches choices sent by name in selectedOptions, in either language", async () => {
    const res = await shop
      .client()
      .post(
        "/api/orders/simple",
        guestOrder([{ id: shaah.id, quantity: 1, selectedOptions: ["Weyn", "less sugar"] }]),
      );
    expect(res.status).toBe(201);
    const [line] = await storedLines(res.body.id);
    expect(line!.unitPriceCents).toBe(425);
  });

  it("keeps the same item with other choices as separate lines, and merges identical ones", async () => {
    const res = await shop.client().post(
      "/api/orders/simple",
      guestOrder([
        { id: shaah.id, quantity: 1, options: [size.Large, sugar["Less sugar"]] },
        { id: shaah.id, quantity: 1, options: [size.Regular, sugar["Less sugar"]] },
        { id: shaah.id, quantity: 2, options: [sugar["Less sugar"], size.Large] },
      ]),
    );
    expect(res.status).toBe(201);
    const lines = await storedLines(res.body.id);
    expect(lines.map((line) => [line.quantity, line.unitPriceCents])).toEqual([
      [3, 425],
      [1, 325],
    ]);
  });

  const refusals: Array<[string, () => unknown[], string | (() => string)]> = [
    [
      "a required group left out",
      () => [{ id: shaah.id, quantity: 1, options: [size.Large] }],
      "Please choose your Sugar.",
    ],
    [
      "a choice of another item",
      () => [{ id: shaah.id, quantity: 1, options: [size.Large, sugar["Less sugar"], filling.Beef] }],
      () => `"${filling.Beef}" is not a choice of this item. Please choose again from the menu.`,
    ],
    [
      "an unavailable choice",
      () => [{ id: shaah.id, quantity: 1, options: [size.Large, sugar["Extra sugar"]] }],
      "Extra sugar is not available right now. Please choose something else.",
    ],
    [
      "two choices where one is allowed",
      () => [{ id: shaah.id, quantity: 1, options: [size.Large, size.Regular, sugar["Less sugar"]] }],
      "Choose at most 1 for Size.",
    ],
    [
      "an unknown name",
      () => [{ id: shaah.id, quantity: 1, options: ["Whipped cream"] }],
      `"Whipped cream" is not a choice of this item. Please choose again from the menu.`,
    ],
    [
      "a required group without a default",
      () => [{ id: sambuus.id, quantity: 1 }],
      "Please choose your Filling.",
    ],
  ];
  for (const [what, items, message] of refusals) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const before = await countRows(shop, orders);
      const res = await shop.client().post("/api/orders/simple", guestOrder(items()));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(typeof message === "function" ? message() : message);
      expect(await countRows(shop, orders)).toBe(before);
    });
  }

  it("answers the refusal in Somali for a Somali reader", async () => {
    const client = shop.client();
    client.language = "so";
    const res = await client.post("/api/orders/simple", guestOrder([{ id: sambuus.id, quantity: 1 }]));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Fadlan dooro Filling.");
    expect(messages.so.optionRequired).toContain("{{group}}");
  });
});

describe("admin editor: /api/menu/{id}/option-groups", () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = shop.client();
    await signInAsAdmin(shop, admin);
  });

  it("is for admins only: guest 401, member 403", async () => {
    const guest = shop.client();
    expect((await guest.get(`/api/menu/${shaah.id}/option-groups`)).status).toBe(401);
    expect((await guest.request("PUT", `/api/menu/${shaah.id}/option-groups`, { groups: [] })).status).toBe(
      401,
    );
    const member = shop.client();
    await signUp(member);
    expect((await member.get(`/api/menu/${shaah.id}/option-groups`)).status).toBe(403);
    expect((await member.request("PUT", `/api/menu/${shaah.id}/option-groups`, { groups: [] })).status).toBe(
      403,
    );
  });

  it("answers 404 for an unknown item and 400 for bad groups, changing nothing", async () => {
    expect((await admin.get("/api/menu/999999/option-groups")).status).toBe(404);
    const before = (await admin.get(`/api/menu/${sambuus.id}/option-groups`)).body;
    const bad = await admin.request("PUT", `/api/menu/${sambuus.id}/option-groups`, {
      groups: [{ name: "Filling", min: 2, max: 1, choices: [{ name: "Beef", price: 0 }] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(en.optionMinAboveMax);
    const negative = await admin.request("PUT", `/api/menu/${sambuus.id}/option-groups`, {
      groups: [{ name: "Filling", min: 0, max: 1, choices: [{ name: "Beef", price: -1 }] }],
    });
    expect(negative.status).toBe(400);
    const foreign = await admin.request("PUT", `/api/menu/${sambuus.id}/option-groups`, {
      groups: [{ name: "Filling", min: 0, max: 1, choices: [{ id: size.Large, name: "Beef", price: 0 }] }],
    });
    expect(foreign.status).toBe(400);
    expect((await admin.get(`/api/menu/${sambuus.id}/option-groups`)).body).toEqual(before);
  });

  it("a historic order keeps its options after the admin renames and reprices them", async () => {
    const guest = shop.client();
    const placed = await guest.post(
      "/api/orders/simple",
      guestOrder([
        { id: shaah.id, quantity: 1, options: [size.Large, sugar["Less sugar"], milk["Camel milk"]] },
      ]),
    );
    expect(placed.status).toBe(201);

    const current = (await admin.get(`/api/menu/${shaah.id}/option-groups`)).body.groups;
    const groups = current.map(
      (group: { id: number; name: string; choices: Array<Record<string, unknown>> }) => ({
        ...group,
        choices: group.choices.map((choice) =>
          choice.id === size.Large
            ? { ...choice, name: "Extra large", nameSo: "Aad u weyn", price: 2 }
            : choice,
        ),
      }),
    );
    const saved = await admin.request("PUT", `/api/menu/${shaah.id}/option-groups`, { groups });
    expect(saved.status).toBe(200);
    expect(saved.body.groups[0].choices[1]).toMatchObject({ id: size.Large, name: "Extra large", price: 2 });

    const menu = await shop.client().get("/api/menu");
    const item = menu.body.find((row: { id: number }) => row.id === shaah.id);
    expect(item.optionGroups[0].choices[1].name).toBe("Extra large");

    const detail = await guest.get(`/api/orders/${placed.body.id}`);
    expect(detail.body.items[0].options[0]).toEqual({
      id: size.Large,
      name: "Large",
      nameSo: "Weyn",
      price: 100,
    });
    expect(detail.body.items[0].unitPrice).toBe(500);

    const [audit] = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(shaah.id)));
    expect(audit).toMatchObject({ action: "menu.updated", targetType: "menu_item" });

    // New orders take the new price.
    const next = await shop
      .client()
      .post(
        "/api/orders/simple",
        guestOrder([{ id: shaah.id, quantity: 1, options: [size.Large, sugar["Less sugar"]] }]),
      );
    expect((await storedLines(next.body.id))[0]!.unitPriceCents).toBe(525);
  });

  it("adds and removes groups", async () => {
    const res = await admin.request("PUT", `/api/menu/${sambuus.id}/option-groups`, {
      groups: [
        {
          name: "Dipping sauce",
          nameSo: "Suugo",
          min: 0,
          max: 2,
          choices: [
            { name: "Bisbaas", price: 0 },
            { name: "Tamarind", nameSo: "Raqay", price: 0.25, isAvailable: false },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.groups).toHaveLength(1);
    expect(res.body.groups[0].choices[1]).toMatchObject({
      name: "Tamarind",
      price: 0.25,
      isAvailable: false,
    });
    // The Filling group is gone, so a sambuus without options is taken again.
    const order = await shop
      .client()
      .post("/api/orders/simple", guestOrder([{ id: sambuus.id, quantity: 1 }]));
    expect(order.status).toBe(201);
  });
});
