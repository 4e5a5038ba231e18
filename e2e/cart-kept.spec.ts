import { expect } from "@playwright/test";
import { addMenuItemToCart, test } from "./fixtures.ts";

test("a note typed on a cart line, never saved with its button, reaches the confirmation", async ({
  page,
}) => {
  test.slow();
  await page.goto("/menu");
  await addMenuItemToCart(page);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await line.getByRole("button", { name: /^Add a note: / }).click();
  await line.getByRole("textbox", { name: /^Note for / }).fill("Nut allergy");

  await page.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Hodan Cali");
  await dialog.getByRole("textbox", { name: "Email" }).fill("hodan.note@example.com");
  await dialog.getByRole("button", { name: /Place order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-line-note")).toHaveText("Note: Nut allergy");
  const number = await page.getByTestId("order-number").textContent();

  // A reload keeps the confirmation, so a guest does not lose the order's number and tracking link …
  await page.reload();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(number ?? "");
  // … until a dish goes into the cart for the next order.
  await page.goto("/menu");
  await addMenuItemToCart(page);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toHaveCount(0);
});

test("the cart survives a closed tab", async ({ context }) => {
  const first = await context.newPage();
  await first.goto("/menu");
  await addMenuItemToCart(first);
  await expect(first.getByTestId("cart-badge")).toHaveText("1");
  await first.close();

  const second = await context.newPage();
  await second.goto("/cart");
  await expect(second.getByTestId("cart-line")).toHaveCount(1);
});

test("a kept cart is checked against the menu: a repriced or sold-out dish is flagged", async ({ page }) => {
  await page.goto("/menu");
  await addMenuItemToCart(page);
  // The dish was cheaper when it went into the cart, and a second one is no longer on the menu.
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("cart")!);
    kept.items[0].price = 0.5;
    kept.items.push({ id: 999_999, name: "Old special", price: 4, quantity: 1 });
    localStorage.setItem("cart", JSON.stringify(kept));
  });
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("cart-line-repriced")).toContainText("$0.50");
  await expect(page.getByTestId("cart-dropped")).toContainText("Old special");
});
