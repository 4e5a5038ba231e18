import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type MenuItemRow, orderRefunds, paymentStatusHistory } from "../../db/schema/index.ts";
import {
  addMenuItems,
  messages,
  signInAsAdmin,
  signInWithRole,
  signUp,
  type TestClient,
  useTestShop,
} from "../../test/harness.ts";
import { grant, moveOrder, placeOrder } from "../../test/kits/loyalty-kit.ts";
import { checkoutSession, payOnPage, placeCardOrder } from "../../test/kits/payments-kit.ts";

/**
 * GET /api/admin/reports/sales on a day of known orders: every figure to the cent. The moments payments
 * completed are set by the test (the shop's clock is 3 June 2026, noon in Minneapolis).
 */

const shop = useTestShop();
let admin: TestClient;
let shaah: MenuItemRow;
let sambuus: MenuItemRow;

const at = (iso: string) => new Date(iso);

/** Says the order's payment reached `status` at that moment, as if it had happened then. */
async function paidAt(orderId: number, status: "completed" | "refunded", when: Date) {
  const rows = await shop.database.db
    .update(paymentStatusHistory)
    .set({ createdAt: when })
    .where(
      and(
        eq(paymentStatusHistory.subject, "order"),
        eq(paymentStatusHistory.orderId, orderId),
        eq(paymentStatusHistory.toStatus, status),
      ),
    )
    .returning();
  expect(rows, `order ${orderId} ${status}`).toHaveLength(1);
}

async function guestCash(body: Record<string, unknown>) {
  const res = await shop.client().post("/api/orders/simple", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    phone: "6125550100",
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function paidCardOrder() {
  const guest = shop.client();
  const order = await placeCardOrder(guest, shaah);
  const { path } = await checkoutSession(guest, order.id);
  expect((await payOnPage(guest, path)).status).toBeLessThan(400);
  return order.id;
}

beforeAll(async () => {
  admin = shop.client();
  await signInAsAdmin(shop, admin);
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", nameSo: "Shaah Somali", priceCents: 400, category: "hot_drinks" },
    { name: "Sambuus", priceCents: 250, category: "snacks" },
  ])) as [MenuItemRow, MenuItemRow];

  // A: cash pickup, two teas and a $2 tip, completed at the counter at 10:15.
  const a = await guestCash({ items: [{ id: shaah.id, quantity: 2 }], tipAmount: "2" });
  await moveOrder(admin, a, "completed");
  await paidAt(a, "completed", at("2026-06-03T15:15:00Z"));
  // B: cash delivery of a sambuus with a $5 mosque donation, completed at 11:40.
  const b = await guestCash({
    items: [{ id: sambuus.id, quantity: 1 }],
    deliveryLocation: "Store 14, second floor",
    donateToMosque: true,
    donationAmount: "5",
  });
  await moveOrder(admin, b, "completed");
  await paidAt(b, "completed", at("2026-06-03T16:40:00Z"));
  // C: a member pays one tea with points at 12:05.
  const member = shop.client();
  const { user } = await signUp(member);
  await grant(admin, user.id, 1000);
  const c = await placeOrder(member, [{ item: shaah, quantity: 1 }], "points");
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  await paidAt(c.body.id, "completed", at("2026-06-03T17:05:00Z"));
  // D: two teas paid by card at 12:30.
  const d = await paidCardOrder();
  await paidAt(d, "completed", at("2026-06-03T17:30:00Z"));
  // E and F: a card order never paid and a cash order cancelled: no sales.
  await placeCardOrder(shop.client(), shaah);
  const f = await guestCash({ items: [{ id: shaah.id, quantity: 3 }] });
  await moveOrder(admin, f, "cancelled");
  // G: two teas paid by card at 13:00, cancelled (refunded in full) the next morning at 9:00.
  const g = await paidCardOrder();
  await moveOrder(admin, g, "cancelled");
  await paidAt(g, "completed", at("2026-06-03T18:00:00Z"));
  await paidAt(g, "refunded", at("2026-06-04T14:00:00Z"));
  await shop.database.db
    .update(orderRefunds)
    .set({ createdAt: at("2026-06-04T14:00:00Z") })
    .where(eq(orderRefunds.orderId, g));
});

describe("GET /api/admin/reports/sales", () => {
  it("adds up a day of known orders to the cent", async () => {
    const res = await admin.get("/api/admin/reports/sales?from=2026-06-03&to=2026-06-03");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ timeZone: "America/Chicago", from: "2026-06-03", to: "2026-06-03" });
    expect(res.body.totals).toEqual({
      orders: 5,
      grossSales: 3050,
      discounts: 0,
      netSales: 3050,
      tax: 274,
      deliveryFees: 200,
      serviceCharges: 100,
      tips: 200,
      donations: 500,
      refunds: 0,
      taxRefunded: 0,
      totalCollected: 4324,
    });
    expect(res.body.byPaymentMethod).toEqual([
      { method: "cash", orders: 2, amount: 2144 },
      { method: "card", orders: 2, amount: 1744 },
      { method: "points", orders: 1, amount: 436 },
    ]);
    expect(res.body.byDay).toEqual([{ date: "2026-06-03", orders: 5, netSales: 3050 }]);
    const busy = res.body.byHour.filter((row: { orders: number }) => row.orders > 0);
    expect(busy).toEqual([
      { hour: 10, orders: 1, netSales: 800 },
      { hour: 11, orders: 1, netSales: 250 },
      { hour: 12, orders: 2, netSales: 1200 },
      { hour: 13, orders: 1, netSales: 800 },
    ]);
    expect(res.body.items).toEqual([
      { menuItemId: shaah.id, name: "Shaah", quantity: 7, netSales: 2800 },
      { menuItemId: sambuus.id, name: "Sambuus", quantity: 1, netSales: 250 },
    ]);
    expect(res.body.categories).toEqual([
      { category: "hot_drinks", quantity: 7, netSales: 2800 },
      { category: "snacks", quantity: 1, netSales: 250 },
    ]);
  });

  it("counts a refund on the day it was made, and the identities hold", async () => {
    const res = await admin.get("/api/admin/reports/sales?from=2026-06-03&to=2026-06-04");
    const { totals, byPaymentMethod, byDay } = res.body;
    // The cancelled card order gave back two teas ($8.00) and their 72 ¢ of tax.
    expect(totals).toMatchObject({
      orders: 5,
      refunds: 872,
      taxRefunded: 72,
      netSales: 2250,
      totalCollected: 3452,
    });
    expect(byDay).toEqual([
      { date: "2026-06-03", orders: 5, netSales: 3050 },
      { date: "2026-06-04", orders: 0, netSales: -800 },
    ]);
    expect(byPaymentMethod.find((row: { method: string }) => row.method === "card").amount).toBe(872);
    const sum = byPaymentMethod.reduce((total: number, row: { amount: number }) => total + row.amount, 0);
    expect(sum).toBe(totals.totalCollected);
  });

  it("reads today on the café's clock when no day is given, names dishes in Somali, and keeps empty days", async () => {
    const today = await admin.get("/api/admin/reports/sales", { "accept-language": "so" });
    expect(today.body).toMatchObject({ from: "2026-06-03", to: "2026-06-03" });
    expect(today.body.items[0].name).toBe("Shaah Somali");
    const quiet = await admin.get("/api/admin/reports/sales?from=2026-05-01&to=2026-05-31");
    expect(quiet.body.byDay).toHaveLength(31);
    expect(quiet.body.totals.orders).toBe(0);
  });

  it("refuses a range backwards, too long, or of no dates, in the reader's language", async () => {
    const backwards = await admin.get("/api/admin/reports/sales?from=2026-06-04&to=2026-06-03");
    expect(backwards.status).toBe(400);
    const long = await admin.get("/api/admin/reports/sales?from=2024-01-01&to=2025-06-01");
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(messages.en.reportRangeTooLong);
    const somali = await admin.get("/api/admin/reports/sales?from=2024-01-01&to=2025-06-01", {
      "accept-language": "so",
    });
    expect(somali.body.error).toBe(messages.so.reportRangeTooLong);
    expect((await admin.get("/api/admin/reports/sales?from=yesterday")).status).toBe(400);
  });

  it("is for managers and admins: staff, members and guests are refused", async () => {
    const manager = (await signInWithRole(shop, "manager")).client;
    expect((await manager.get("/api/admin/reports/sales")).status).toBe(200);
    const staff = (await signInWithRole(shop, "staff")).client;
    expect((await staff.get("/api/admin/reports/sales")).status).toBe(403);
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/admin/reports/sales")).status).toBe(403);
    expect((await shop.client().get("/api/admin/reports/sales")).status).toBe(401);
  });

  it("gives the daily close-out as a one-page PDF in the reader's language", async () => {
    for (const [language, fileName] of [
      ["en", "close-out-2026-06-03.pdf"],
      ["so", "xiritaanka-maalinta-2026-06-03.pdf"],
    ]) {
      const res = await admin.get("/api/admin/reports/daily.pdf?date=2026-06-03", {
        "accept-language": language!,
      });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
      expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(res.raw.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
    }
    expect((await admin.get("/api/admin/reports/daily.pdf?date=June")).status).toBe(400);
  });
});

describe("the bookkeeper's CSV files", () => {
  it("lists each sale of the range with its amounts in dollars, on the café's clock", async () => {
    const res = await admin.get("/api/admin/reports/sales.csv?from=2026-06-03&to=2026-06-04");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toContain("sales-2026-06-03-to-2026-06-04.csv");
    const lines = res.raw.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "Date paid,Time paid,Order number,Status,Payment method,Subtotal,Discount,Tax,Delivery fee,Service charge,Tip,Donation,Total,Refunded,Items refunded,Tax refunded",
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^2026-06-03,10:15,SS-\d+,Completed,Cash,8\.00,0\.00,0\.72,0\.00,0\.00,2\.00,0\.00,10\.72,0\.00,0\.00,0\.00$/,
    );
    expect(lines[5]).toMatch(/^2026-06-03,13:00,SS-\d+,Cancelled,Card,8\.00,.*,8\.72,8\.72,8\.00,0\.72$/);
  });

  it("lists the dishes sold in the reader's language", async () => {
    const res = await admin.get("/api/admin/reports/items.csv?from=2026-06-03&to=2026-06-03", {
      "accept-language": "so",
    });
    const lines = res.raw.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toEqual([
      "Shay,Tirada,Iibka saafiga ah ka hor lacag celinta",
      "Shaah Somali,7,28.00",
      "Sambuus,1,2.50",
    ]);
  });

  it("comes in the language chosen in the app, which a plain download link carries only in its cookie", async () => {
    admin.setCookie("language", "so");
    try {
      // The browser's own Accept-Language, as a download link sends it.
      const browser = { "accept-language": "en-US,en;q=0.9" };
      const items = await admin.get("/api/admin/reports/items.csv?from=2026-06-03&to=2026-06-03", browser);
      expect(items.raw.body.replace(/^\uFEFF/, "").split("\n")[0]).toBe(
        "Shay,Tirada,Iibka saafiga ah ka hor lacag celinta",
      );
      // The file's name is in its language too.
      expect(items.headers["content-disposition"]).toBe(
        'attachment; filename="alaabta-2026-06-03-ilaa-2026-06-03.csv"',
      );
      const sales = await admin.get("/api/admin/reports/sales.csv?from=2026-06-03&to=2026-06-03", browser);
      expect(sales.raw.body.replace(/^\uFEFF/, "").split("\n")[0]).toMatch(/^Taariikhda la bixiyay,/);
      expect(sales.headers["content-disposition"]).toBe(
        'attachment; filename="iibka-2026-06-03-ilaa-2026-06-03.csv"',
      );
      const pdf = await admin.get("/api/admin/reports/daily.pdf?date=2026-06-03", browser);
      expect(pdf.raw.rawPayload.toString("latin1")).toMatch(/\/Lang \(so\)/);
    } finally {
      admin.setCookie("language", "en");
    }
  });

  it("is refused to staff, and refuses a range too long", async () => {
    const staff = (await signInWithRole(shop, "staff")).client;
    expect((await staff.get("/api/admin/reports/sales.csv")).status).toBe(403);
    expect((await admin.get("/api/admin/reports/items.csv?from=2024-01-01&to=2025-06-01")).status).toBe(400);
  });
});
