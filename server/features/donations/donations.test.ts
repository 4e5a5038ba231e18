import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json" with { type: "json" };
import { adminAuditLog, donations, type MenuItemRow, testGatewayProducts } from "../../db/schema/index.ts";
import { addMenuItems, messages, signInAsAdmin, signUp, useTestShop } from "../../test/harness.ts";
import { checkoutSession, goodCard, payOnPage, placeCardOrder } from "../../test/kits/payments-kit.ts";

/** Donations to the mosque, and the provider's catalogue synced into the menu. */

let shaah: MenuItemRow;

const shop = useTestShop();
beforeAll(async () => {
  shaah = (await addMenuItems(shop, [{ name: "Shaah", priceCents: 399, category: "hot_drinks" }]))[0]!;
});

const donationsOf = (orderId: number) =>
  shop.database.db.select().from(donations).where(eq(donations.orderId, orderId));

describe("/donate through the hosted page", () => {
  it("a $7 donation is stored, paid on the gateway and shown on /donation-success", async () => {
    const donor = shop.client();
    const res = await donor.post("/api/donations/checkout", { amount: 7, donorName: "Faadumo Warsame" });
    expect(res.status).toBe(200);
    const { sessionId } = res.body;
    const path = new URL(res.body.url).pathname;
    const before = await donor.get(`/api/donation/${sessionId}`);
    expect(before.body).toMatchObject({ amount: 7, amountCents: 700, status: "pending" });

    const paid = await payOnPage(donor, path, goodCard);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:80/donation-success?session_id=${sessionId}`);
    const after = await shop.client().get(`/api/donation/${sessionId}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      amount: 7,
      status: "paid",
      donorInfo: { donorName: "Faadumo Warsame" },
    });
    expect(Date.parse(after.body.donorInfo.donationDate)).not.toBeNaN();
  });

  it("refuses less than $1 with the catalogue's message", async () => {
    const res = await shop.client().post("/api/donations/checkout", { amount: 0.5 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.donationTooSmall);
  });

  it("refuses more than $10,000 with its own message", async () => {
    const res = await shop.client().post("/api/donations/checkout", { amount: 20_000 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.en.donationTooLarge);
  });

  it("an unknown session is 'Failed to retrieve donation details'", async () => {
    const res = await shop.client().get("/api/donation/cs_test_unknown");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(en.errors.donationNotFound);
  });

  it("cancel on the hosted page goes back to /donate", async () => {
    const res = await shop.client().post("/api/donations/checkout", { amount: 10 });
    const page = await shop.client().get(new URL(res.body.url).pathname);
    expect(page.body).toContain('href="http://localhost:80/donate"');
  });
});

describe("a donation added at checkout", () => {
  it("is recorded with a cash order and paid when the order is completed", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const order = await placeCardOrder(shop.client(), shaah, {
      paymentMethod: "cash",
      donateToMosque: true,
      donationAmount: 3,
    });
    expect(await donationsOf(order.id)).toMatchObject([
      { amountCents: 300, status: "pending", provider: "cash" },
    ]);
    for (const status of ["in_progress", "ready", "completed"])
      await admin.patch(`/api/orders/${order.id}/status`, { status });
    expect((await donationsOf(order.id))[0]!.status).toBe("paid");
  });

  it("is paid with a card order's payment and refunded when that order is cancelled", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    const guest = shop.client();
    const order = await placeCardOrder(guest, shaah, { donateToMosque: true });
    expect(await donationsOf(order.id)).toMatchObject([
      { amountCents: 500, status: "pending", provider: "test" },
    ]);
    await payOnPage(guest, (await checkoutSession(guest, order.id)).path);
    expect((await donationsOf(order.id))[0]!.status).toBe("paid");
    await admin.patch(`/api/orders/${order.id}/status`, { status: "cancelled" });
    expect((await donationsOf(order.id))[0]!.status).toBe("refunded");
  });
});

describe("GET /api/stripe/sync-products", () => {
  it("is for admins only", async () => {
    expect((await shop.client().get("/api/stripe/sync-products")).status).toBe(401);
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/stripe/sync-products")).status).toBe(403);
  });

  it("links products to menu items by name, adds the others and refreshes the menu", async () => {
    const admin = shop.client();
    await signInAsAdmin(shop, admin);
    await shop.database.db.insert(testGatewayProducts).values([
      { id: "prod_test_shaah_x", name: "shaah", priceCents: 425, category: "hot_drinks" },
      { id: "prod_test_gift", name: "Gift Box", priceCents: 2500, category: "nonsense" },
      { id: "prod_test_free", name: "Free", priceCents: 0 },
    ]);
    await shop.client().get("/api/menu"); // warm the menu cache
    const res = await admin.get("/api/stripe/sync-products");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ synced: 2 });
    const menu = (await shop.client().get("/api/menu")).body as {
      name: string;
      price: number;
      stripeProductId: string;
      category: string;
    }[];
    expect(menu.find((item) => item.stripeProductId === "prod_test_shaah_x")).toMatchObject({
      name: "shaah",
      price: 4.25,
    });
    expect(menu.find((item) => item.stripeProductId === "prod_test_gift")).toMatchObject({
      price: 25,
      category: "specials",
    });
    const [audit] = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "menu.synced"));
    expect(audit).toMatchObject({ targetType: "menu_item", after: { synced: 2 } });
    const crossSite = await admin.get("/api/stripe/sync-products", { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await admin.get("/api/stripe/sync-products")).body).toEqual({ synced: 2 });
    const again = (await shop.client().get("/api/menu")).body as unknown[];
    expect(again).toHaveLength(menu.length);
  });
});
