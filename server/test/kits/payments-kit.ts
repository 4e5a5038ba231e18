import { eq } from "drizzle-orm";
import type { MenuItemRow } from "../../db/schema/index.ts";
import { orderRefunds, orders, payments, testGatewayPayments } from "../../db/schema/index.ts";
import type { TestClient, TestShop } from "../harness.ts";

/** Helpers of the payments and donations tests: card orders, the hosted page, moving time back. */
export const goodCard = { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
export const declinedCard = { ...goodCard, number: "4000 0000 0000 0002" };

export async function placeCardOrder(
  client: TestClient,
  item: MenuItemRow,
  extra: Record<string, unknown> = {},
) {
  const res = await client.post("/api/orders/guest", {
    name: "Hodan Cali",
    email: "hodan@example.com",
    items: [{ id: item.id, quantity: 2 }],
    paymentMethod: "card",
    deliveryLocation: "pickup",
    ...extra,
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; total: number; paymentRequired: boolean; orderNumber: string };
}

/** POST /api/stripe/create-checkout-session, answering the hosted page's path. */
export async function checkoutSession(
  client: TestClient,
  orderId: number,
  extra: Record<string, unknown> = {},
) {
  const res = await client.post("/api/stripe/create-checkout-session", { orderId, ...extra });
  const path = res.status === 200 ? new URL(res.body.url).pathname : "";
  return { res, path, sessionId: res.body?.sessionId as string };
}

/** Submits the hosted test page's form as a browser would (urlencoded). */
export function payOnPage(client: TestClient, path: string, card = goodCard, lang?: "en" | "so") {
  const body = new URLSearchParams(card).toString();
  return client.request("POST", `${path}${lang ? `?lang=${lang}` : ""}`, body, {
    "content-type": "application/x-www-form-urlencoded",
  });
}

/** Two of `item` ordered by a guest and paid by card on the test gateway's page; with its session's id. */
export async function paidCardOrder(client: TestClient, item: MenuItemRow) {
  const order = await placeCardOrder(client, item);
  const { path, sessionId } = await checkoutSession(client, order.id);
  const paid = await payOnPage(client, path);
  if (paid.status >= 400) throw new Error(`payment failed: ${paid.status}`);
  return { ...order, sessionId };
}

/** An order's refund rows, oldest first. */
export function refundRows(shop: TestShop, orderId: number) {
  return shop.database.db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(orderRefunds.id);
}

export async function orderRow(shop: TestShop, id: number) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function paymentRows(shop: TestShop, orderId: number) {
  return shop.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** Moves an order (and its gateway sessions) `minutes` into the past, as if the customer had walked away. */
export async function ageOrder(shop: TestShop, orderId: number, minutes: number) {
  const db = shop.database.db;
  const order = await orderRow(shop, orderId);
  const createdAt = new Date(order.createdAt.getTime() - minutes * 60_000);
  await db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));
  for (const payment of await paymentRows(shop, orderId)) {
    const id = payment.providerSessionId ?? payment.providerIntentId;
    if (!id) continue;
    const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
    const expires = new Date(createdAt.getTime() + 30 * 60_000).toISOString();
    await db
      .update(testGatewayPayments)
      .set({ metadata: { ...row!.metadata, expires_at: expires } })
      .where(eq(testGatewayPayments.id, id));
  }
}
