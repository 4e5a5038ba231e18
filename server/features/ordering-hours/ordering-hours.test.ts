import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ORDERING_SETTINGS } from "../../../contract/ordering-hours.ts";
import { adminAuditLog, type MenuItemRow, orders, outbox } from "../../db/schema/index.ts";
import {
  addMenuItems,
  countRows,
  messages,
  signInAsAdmin,
  signUp,
  type TestClient,
  type TestShop,
  useTestShop,
} from "../../test/harness.ts";

/** Opening hours and order-ahead: the shop's clock decides what may be ordered for when. */

const en = messages.en;
const order = (item: MenuItemRow, extra: Record<string, unknown> = {}) => ({
  name: "Hodan Ali",
  email: "hodan@example.com",
  paymentMethod: "cash",
  items: [{ id: item.id, quantity: 1 }],
  ...extra,
});

async function shaahIn(shop: TestShop) {
  const [shaah] = await addMenuItems(shop, [{ name: "Shaah", priceCents: 325, category: "hot_drinks" }]);
  return shaah!;
}

describe("at 3 AM on a Wednesday (closed)", () => {
  // Wednesday 3 June 2026, 3 AM in Minneapolis.
  const shop = useTestShop({ shopNow: new Date("2026-06-03T03:00:00-05:00") });
  let shaah: MenuItemRow;
  beforeAll(async () => {
    shaah = await shaahIn(shop);
  });

  it("GET /api/ordering-hours says closed, no ASAP, and offers the slots from 10:15", async () => {
    const res = await shop.client().get("/api/ordering-hours");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      timeZone: "America/Chicago",
      open: false,
      closesAt: null,
      nextOpen: "2026-06-03T15:00:00.000Z",
      asapAvailable: false,
      pausedUntil: null,
      leadMinutes: 20,
      slotMinutes: 15,
    });
    expect(res.body.slots[0]).toBe("2026-06-03T15:15:00.000Z");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses an order for as soon as possible, in the customer's language, storing nothing", async () => {
    const before = await countRows(shop, orders);
    const res = await shop.client().post("/api/orders/simple", order(shaah));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.closedForAsap);
    const somali = shop.client();
    somali.language = "so";
    const so = await somali.post("/api/orders/simple", order(shaah));
    expect(so.body.error).toBe(messages.so.closedForAsap);
    expect(await countRows(shop, orders)).toBe(before);
  });

  it("refuses a closed time, the past, a time off the slots and beyond the window", async () => {
    const before = await countRows(shop, orders);
    const cases: Array<[string, string]> = [
      ["2026-06-03T04:00:00-05:00", en.slotClosed],
      ["2026-06-03T21:00:00-05:00", en.slotClosed],
      ["2026-06-03T10:20:00-05:00", en.slotClosed],
      ["2026-06-02T12:00:00-05:00", en.slotInPast],
      ["2026-06-10T12:00:00-05:00", en.slotBeyondWindow],
    ];
    for (const [scheduledFor, message] of cases) {
      const res = await shop.client().post("/api/orders/simple", order(shaah, { scheduledFor }));
      expect(res.status, scheduledFor).toBe(400);
      expect(res.body.error, scheduledFor).toBe(message);
    }
    const garbage = await shop
      .client()
      .post("/api/orders/simple", order(shaah, { scheduledFor: "tomorrow" }));
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toBe(en.scheduledForInvalid);
    expect(await countRows(shop, orders)).toBe(before);
  });

  it("accepts an order ahead for 10:15 and shows the time on the order", async () => {
    const guest = shop.client();
    const res = await guest.post("/api/orders/guest", {
      items: [{ menuItemId: shaah.id, quantity: 1 }],
      customerInfo: { name: "Hodan Ali", email: "hodan@example.com" },
      orderDetails: { paymentMethod: "cash", scheduledFor: "2026-06-03T10:15:00-05:00" },
    });
    expect(res.status).toBe(201);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(row!.scheduledFor?.toISOString()).toBe("2026-06-03T15:15:00.000Z");
    const detail = await guest.get(`/api/orders/${res.body.id}`);
    expect(detail.body.scheduledFor).toBe("2026-06-03T15:15:00.000Z");
    expect(detail.body.estimatedReadyAt).toBe("2026-06-03T15:15:00.000Z");
  });

  it("a later order's answer and confirmation email say when it will be ready, on the café's clock, in both languages", async () => {
    const cases = [
      ["en", "hodan.later@example.com", /It will be ready at 10:15\sAM, Wednesday, June 3\./],
      ["so", "hodan.dambe@example.com", /Waxay diyaar noqon doontaa 10:15\sGH, Arbaco, Juun 3\./],
    ] as const;
    for (const [language, email, sentence] of cases) {
      const guest = shop.client();
      guest.language = language;
      const res = await guest.post(
        "/api/orders/simple",
        order(shaah, { email, scheduledFor: "2026-06-03T10:15:00-05:00" }),
      );
      expect(res.status).toBe(201);
      expect(res.body.scheduledFor).toBe("2026-06-03T15:15:00.000Z");
      const [mail] = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, email));
      expect(mail!.textBody).toMatch(sentence);
      expect(mail!.htmlBody).toMatch(sentence);
    }
  });
});

describe("ordering settings and the busy counter (open, Wednesday noon)", () => {
  const shop = useTestShop();
  let shaah: MenuItemRow;
  let admin: TestClient;
  beforeAll(async () => {
    shaah = await shaahIn(shop);
    admin = shop.client();
    await signInAsAdmin(shop, admin);
  });

  it("takes an order for as soon as possible while open; the estimate stays now + 20 minutes", async () => {
    const guest = shop.client();
    const res = await guest.post("/api/orders/simple", order(shaah));
    expect(res.status).toBe(201);
    const detail = await guest.get(`/api/orders/${res.body.id}`);
    expect(detail.body.scheduledFor).toBeNull();
    expect(Date.parse(detail.body.estimatedReadyAt) - Date.parse(detail.body.createdAt)).toBe(20 * 60_000);
  });

  it("keeps the settings and the pause for admins: guest 401, member 403", async () => {
    const guest = shop.client();
    expect((await guest.get("/api/admin/ordering-settings")).status).toBe(401);
    expect((await guest.post("/api/admin/ordering-pause", { pause: "15" })).status).toBe(401);
    const member = shop.client();
    await signUp(member);
    expect((await member.get("/api/admin/ordering-settings")).status).toBe(403);
    expect((await member.request("PUT", "/api/admin/ordering-settings", {})).status).toBe(403);
    expect((await member.post("/api/admin/ordering-pause", { pause: "15" })).status).toBe(403);
  });

  it("refuses bad settings with 400 and changes nothing", async () => {
    const before = (await admin.get("/api/admin/ordering-settings")).body;
    expect(before).toMatchObject({ weekly: DEFAULT_ORDERING_SETTINGS.weekly, closures: [], leadMinutes: 20 });
    const weekly = [...DEFAULT_ORDERING_SETTINGS.weekly];
    weekly[3] = { opens: "21:00", closes: "10:00" };
    const backwards = await admin.request("PUT", "/api/admin/ordering-settings", {
      weekly,
      closures: [],
      leadMinutes: 20,
      slotMinutes: 15,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe(en.hoursClosesBeforeOpens);
    const badDate = await admin.request("PUT", "/api/admin/ordering-settings", {
      weekly: DEFAULT_ORDERING_SETTINGS.weekly,
      closures: ["2026-13-01"],
      leadMinutes: 20,
      slotMinutes: 15,
    });
    expect(badDate.status).toBe(400);
    expect((await admin.get("/api/admin/ordering-settings")).body).toEqual(before);
  });

  it("a closure date closes the day: no ASAP, no slots that day", async () => {
    const saved = await admin.request("PUT", "/api/admin/ordering-settings", {
      weekly: DEFAULT_ORDERING_SETTINGS.weekly,
      closures: ["2026-06-04", "2026-06-03"],
      leadMinutes: 30,
      slotMinutes: 15,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.closures).toEqual(["2026-06-03", "2026-06-04"]);
    const hours = (await shop.client().get("/api/ordering-hours")).body;
    expect(hours.open).toBe(false);
    expect(hours.nextOpen).toBe("2026-06-05T15:00:00.000Z");
    const res = await shop
      .client()
      .post("/api/orders/simple", order(shaah, { scheduledFor: "2026-06-04T12:00:00-05:00" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.slotClosed);
    const audit = await shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, "ordering"));
    expect(audit.at(-1)).toMatchObject({ action: "settings.changed", targetType: "settings" });
    // Open again for the next test.
    await admin.request("PUT", "/api/admin/ordering-settings", {
      weekly: DEFAULT_ORDERING_SETTINGS.weekly,
      closures: [],
      leadMinutes: 20,
      slotMinutes: 15,
    });
  });

  it("pausing stops ASAP and the next slots, says so, and resuming opens again", async () => {
    const bad = await admin.post("/api/admin/ordering-pause", { pause: "45" });
    expect(bad.status).toBe(400);
    const paused = await admin.post("/api/admin/ordering-pause", { pause: "30" });
    expect(paused.status).toBe(200);
    expect(paused.body.asapAvailable).toBe(false);
    expect(paused.body.pausedUntil).not.toBeNull();
    const pausedUntil = Date.parse(paused.body.pausedUntil);
    expect(Date.parse(paused.body.slots[0])).toBeGreaterThanOrEqual(pausedUntil + 20 * 60_000);

    const asap = await shop.client().post("/api/orders/simple", order(shaah));
    expect(asap.status).toBe(400);
    expect(asap.body.error).toBe(en.orderingPaused);
    const later = await shop
      .client()
      .post("/api/orders/simple", order(shaah, { scheduledFor: paused.body.slots[0] }));
    expect(later.status).toBe(201);

    const resumed = await admin.post("/api/admin/ordering-pause", { pause: "resume" });
    expect(resumed.body).toMatchObject({ asapAvailable: true, pausedUntil: null });
    expect((await shop.client().post("/api/orders/simple", order(shaah))).status).toBe(201);

    const untilOpening = await admin.post("/api/admin/ordering-pause", { pause: "next_opening" });
    expect(untilOpening.body.pausedUntil).toBe("2026-06-04T15:00:00.000Z");
    await admin.post("/api/admin/ordering-pause", { pause: "resume" });
  });
});
