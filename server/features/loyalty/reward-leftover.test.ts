import { beforeAll, describe, expect, it } from "vitest";
import { salesTaxCents } from "../../../contract/pricing.ts";
import { orders, pointsTransactions } from "../../db/schema/index.ts";
import { countRows, type TestClient, useTestShop } from "../../test/harness.ts";
import {
  balanceOf,
  grant,
  type LoyaltyShop,
  newMember,
  prepareLoyaltyShop,
} from "../../test/kits/loyalty-kit.ts";

/**
 * A reward worth more than what it can take off (docs/architecture.md "Points"): the Royal Feast is worth $40.00
 * of points, and a $12.50 plate uses only $12.50 of it. The rest is not kept, so the server refuses the order
 * until the member says they know (`acceptRewardLeftover`), and nothing is spent before that.
 */

let ctx: LoyaltyShop;
const shop = useTestShop();
beforeAll(async () => {
  ctx = await prepareLoyaltyShop(shop);
});

async function memberWith1000() {
  const member = await newMember(shop);
  await grant(ctx.admin, member.id, 950);
  return member;
}

function plateOrder(client: TestClient, fields: Record<string, unknown> = {}) {
  return client.post("/api/orders/user", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [{ id: ctx.plate.id, quantity: 1 }],
    paymentMethod: "cash",
    deliveryLocation: "pickup",
    rewardId: ctx.rewardIds[1000],
    ...fields,
  });
}

describe("a reward worth more than the order", () => {
  it("is refused with 409 naming both amounts, in the reader's language, and nothing is spent", async () => {
    const { client, id } = await memberWith1000();
    const ordersBefore = await countRows(shop, orders);
    const ledgerBefore = await countRows(shop, pointsTransactions);

    const refused = await plateOrder(client);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe("rewardWorthMore");
    expect(refused.body.error).toBe(
      "This reward is worth $40.00; your order is $12.50. The rest is not kept: confirm to use it anyway.",
    );
    client.language = "so";
    const somali = await plateOrder(client);
    client.language = undefined;
    expect(somali.status).toBe(409);
    expect(somali.body.error).toContain("$40.00");
    expect(somali.body.error).not.toBe(refused.body.error);

    expect(await countRows(shop, orders)).toBe(ordersBefore);
    expect(await countRows(shop, pointsTransactions)).toBe(ledgerBefore);
    expect(await balanceOf(shop, id)).toBe(1000);
  });

  it("is used whole once the member accepts that the rest is not kept", async () => {
    const { client, id } = await memberWith1000();
    const placed = await plateOrder(client, { acceptRewardLeftover: true });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.total).toBe(0);
    expect(await balanceOf(shop, id)).toBe(0);
    const view = (await client.get(`/api/orders/${placed.body.id}`)).body;
    expect(view.reward).toMatchObject({ pointsSpent: 1000, amountOff: 1250 });
  });

  it("needs no confirmation when the order uses the whole value", async () => {
    const { client } = await memberWith1000();
    const placed = await client.post("/api/orders/user", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: ctx.plate.id, quantity: 4 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
      rewardId: ctx.rewardIds[1000],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.total).toBe(1000 + salesTaxCents(1000));
  });

  it("a free item is worth the item it frees: no confirmation", async () => {
    const { client } = await memberWith1000();
    const placed = await client.post("/api/orders/user", {
      name: "Hodan Cali",
      email: "hodan@example.com",
      items: [{ id: ctx.tea.id, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
      rewardId: ctx.rewardIds[100],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it("the quick checkout and a card payment ask the same, and take the same confirmation", async () => {
    const { client, id } = await memberWith1000();
    const quick = {
      items: [{ id: ctx.plate.id, quantity: 1 }],
      customerName: "Hodan Cali",
      customerEmail: "hodan@example.com",
      customerPhone: "612-555-0100",
      deliveryAddress: "Food court, table 4",
      rewardId: ctx.rewardIds[1000],
    };
    expect((await client.post("/api/orders", quick)).body.code).toBe("rewardWorthMore");
    const card = {
      amount: 1,
      orderItems: [{ id: ctx.plate.id, quantity: 1 }],
      customerInfo: { email: "hodan@example.com" },
      rewardId: ctx.rewardIds[1000],
    };
    const refusedCard = await client.post("/api/create-payment-intent", card);
    expect(refusedCard.status).toBe(409);
    expect(refusedCard.body.code).toBe("rewardWorthMore");
    expect(await balanceOf(shop, id)).toBe(1000);

    const accepted = await client.post("/api/orders", { ...quick, acceptRewardLeftover: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(await balanceOf(shop, id)).toBe(0);
  });

  it("refuses a confirmation that is not a yes or no", async () => {
    const { client } = await memberWith1000();
    const res = await plateOrder(client, { acceptRewardLeftover: "please" });
    expect(res.status).toBe(400);
  });
});
