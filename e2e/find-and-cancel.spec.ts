import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { e2eAdmin, test } from "./fixtures.ts";

/** Orders you never lose: a guest finds an order again by its number and email, and cancels one still received. */

interface Placed {
  id: number;
  orderNumber: string;
  trackingToken: string;
}

/** A cash pickup order placed by this browser, as the checkout does, for a dish that needs no choices. */
async function placeGuestOrder(request: APIRequestContext, email: string): Promise<Placed> {
  const menu = (await (await request.get("/api/menu")).json()) as {
    id: number;
    isAvailable: boolean;
    optionGroups: { min: number }[];
  }[];
  const item = menu.find((m) => m.isAvailable && m.optionGroups.every((group) => group.min === 0))!;
  const res = await request.post("/api/orders/simple", {
    data: {
      name: "Ayaan Warsame",
      email,
      items: [{ menuItemId: item.id, quantity: 1 }],
      paymentMethod: "cash",
      deliveryLocation: "pickup",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Placed;
}

/** A page's first content can take a while on a busy machine (the fixtures wait as long for the menu). */
const firstLoad = { timeout: 30_000 };

const uniqueEmail = () => `ayaan${randomBytes(3).toString("hex")}@example.com`;

test("a guest who lost the tab finds the order again by its number and email", async ({ browser }) => {
  const placing = await browser.newContext();
  const email = uniqueEmail();
  const placed = await placeGuestOrder(placing.request, email);
  await placing.close();

  // Another device, with nothing of the order in it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/track");
  await expect(page.getByRole("heading", { level: 1, name: "Find your order" })).toBeVisible(firstLoad);

  const form = page.getByRole("main");
  await form.getByLabel("Order number").fill(placed.orderNumber);
  await form.getByLabel("Email", { exact: true }).fill("someone.else@example.com");
  await form.getByRole("button", { name: "Find my order" }).click();
  await expect(form.getByRole("alert")).toContainText("We found no order with that number and email");

  await form.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await form.getByRole("button", { name: "Find my order" }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${placed.id}\\?token=`), firstLoad);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${placed.orderNumber}` })).toBeVisible(
    firstLoad,
  );
  await expect(page.getByText("We have received your order.")).toBeVisible();
  await context.close();
});

test("a guest cancels an order the café has not started, and is sent to the counter once it has", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail();
  const placed = await placeGuestOrder(page.request, email);
  await page.goto(`/track/${placed.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${placed.orderNumber}` })).toBeVisible(
    firstLoad,
  );

  // Asked first; keeping the order changes nothing.
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep my order" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("We have received your order.")).toBeVisible();

  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("This order has been cancelled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // A second order the kitchen has started: no cancel button, the counter instead.
  const started = await placeGuestOrder(page.request, email);
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: e2eAdmin })).status()).toBe(200);
  const moved = await admin.patch(`/api/orders/${started.id}/status`, { data: { status: "in_progress" } });
  expect(moved.status()).toBe(200);
  await admin.dispose();
  await page.goto(`/track/${started.id}`);
  await expect(page.getByText("We are preparing your order.")).toBeVisible(firstLoad);
  await expect(page.getByText("please ask at the counter")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
});
