import { expect, test } from "@playwright/test";
import { addMenuItemToCart } from "./fixtures.ts";

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
});
