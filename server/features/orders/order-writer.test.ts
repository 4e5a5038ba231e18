import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type MenuItemRow, orderItems, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/errors.ts";
import { addMenuItems, useTestShop } from "../../test/harness.ts";
import { OrderLifecycle } from "./order-lifecycle.ts";
import type { OrderRequest } from "./order-request.ts";
import { type OrderDraft, writeOrder } from "./order-writer.ts";

const shop = useTestShop();
let shaah: MenuItemRow;
let sambuus: MenuItemRow;

beforeAll(async () => {
  [shaah, sambuus] = (await addMenuItems(shop, [
    { name: "Shaah", priceCents: 325 },
    { name: "Sambuus", priceCents: 250 },
  ])) as [MenuItemRow, MenuItemRow];
});

/** A priced guest cash order as place-order.service.ts hands it over: `n` shaah and one sambuus per customer. */
function draft(customerName: string, shaahCount: number): OrderDraft {
  const subtotal = 325 * shaahCount + 250;
  return {
    values: {
      userId: null,
      guestTokenHash: `token-${customerName}`,
      paymentMethod: "cash",
      customerName,
      customerEmail: "",
      customerPhone: null,
      isDelivery: false,
      deliveryLocation: "Pickup at store",
      deliveryNotes: null,
      subtotalCents: subtotal,
      taxCents: 0,
      deliveryFeeCents: 0,
      serviceFeeCents: 0,
      tipCents: 0,
      donationCents: 0,
      discountCents: 0,
      totalCents: subtotal,
      language: "en",
      scheduledFor: null,
      acceptEmailMarketing: false,
      acceptSmsMarketing: false,
      textWhenReady: false,
      rewardId: null,
      rewardName: null,
      rewardNameSo: null,
      rewardCode: null,
      rewardPoints: 0,
      rewardCents: 0,
    },
    claimsConfirmation: false,
    lines: [
      { ...line(shaah), quantity: shaahCount },
      { ...line(sambuus), quantity: 1, note: `for ${customerName}` },
    ],
    request: {} as OrderRequest,
  };
}

function line(item: MenuItemRow) {
  return {
    menu_item_id: item.id,
    name: item.name,
    unit_price_cents: item.priceCents,
    quantity: 1,
    options: [],
    note: null,
    reward_cents: 0,
  };
}

/** A lifecycle of the test's own, counting the writes (transactions) its placed handlers see. */
function countingLifecycle(refuse?: string) {
  const lifecycle = new OrderLifecycle();
  const writes: number[][] = [];
  lifecycle.onPlaced(async (_tx, order) => {
    if (order.customerName === refuse) throw new HttpError(409, "notEnoughPoints");
  });
  lifecycle.onPlacedTogether(async (_tx, placed) => {
    writes.push(placed.map((order) => order.id));
  });
  return { lifecycle, writes };
}

describe("writeOrder", () => {
  it("stores orders placed at the same moment in one transaction, each with its own lines and status", async () => {
    const { lifecycle, writes } = countingLifecycle();
    const names = ["Amina", "Bashir", "Cawo", "Deeqa", "Faarax"];
    const written = await Promise.all(
      names.map((name, index) => writeOrder(shop.database.db, lifecycle, draft(name, index + 1))),
    );

    expect(writes).toEqual([written.map((order) => order.row.id)]);
    const db = shop.database.db;
    for (const [index, { row, parts }] of written.entries()) {
      expect(row.customerName).toBe(names[index]);
      const lines = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id))
        .orderBy(asc(orderItems.id));
      expect(lines.map((stored) => [stored.name, stored.quantity, stored.note])).toEqual([
        ["Shaah", index + 1, null],
        ["Sambuus", 1, `for ${names[index]}`],
      ]);
      // What the after-commit handlers get (the confirmation email) is what was stored.
      expect(parts.lines.map((stored) => stored.id)).toEqual(lines.map((stored) => stored.id));
      const history = await db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row.id));
      expect(history.map((entry) => [entry.id, entry.status])).toEqual([[parts.history[0]!.id, "received"]]);
      expect(row.subtotalCents).toBe(325 * (index + 1) + 250);
    }
    // Each order has the group's earlier orders ahead of it in the kitchen's queue.
    const aheads = written.map((order) => order.parts.ahead);
    expect(aheads.slice(1).map((ahead, index) => ahead - aheads[index]!)).toEqual([1, 1, 1, 1]);
  });

  it("a handler refusing one order of a group refuses only that order; the others are stored", async () => {
    const { lifecycle, writes } = countingLifecycle("Refused");
    const names = ["Hodan", "Refused", "Ilhaan"];
    const outcomes = await Promise.allSettled(
      names.map((name) => writeOrder(shop.database.db, lifecycle, draft(name, 2))),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 409,
      key: "notEnoughPoints",
    });
    // The group's transaction was undone before its push; each order was then written alone.
    expect(writes.map((ids) => ids.length)).toEqual([1, 1]);
    const stored = await shop.database.db
      .select({ name: orders.customerName })
      .from(orders)
      .where(inArray(orders.customerName, names));
    expect(stored.map((row) => row.name).sort()).toEqual(["Hodan", "Ilhaan"]);
  });
});
