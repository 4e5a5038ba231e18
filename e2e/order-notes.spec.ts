import { expect } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, signIn, test } from "./fixtures.ts";

test("a guest's note on an item reaches the tracking page and the admin's order", async ({ browser }) => {
  // Two browsers, a guest's order and the admin panel: more than the default minute on a busy machine.
  test.slow();
  const guest = await browser.newPage();
  await guest.goto("/menu");
  await addMenuItemToCart(guest);
  await guest.goto("/cart");
  const line = guest.getByTestId("cart-line");
  await line.getByRole("button", { name: /^Add a note: / }).click();
  const note = line.getByRole("textbox", { name: /^Note for / });
  await note.fill("No sugar, please");
  await expect(line.getByText("16 of 140 characters")).toBeVisible();
  await line.getByRole("button", { name: "Save note" }).click();
  await expect(line.getByTestId("cart-line-note")).toHaveText("Note: No sugar, please");

  await guest.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = guest.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Hodan Cali");
  await dialog.getByRole("textbox", { name: "Email" }).fill("hodan@example.com");
  await dialog.getByRole("textbox", { name: /Notes for the kitchen/ }).fill("I wait by the fountain");
  await dialog.getByRole("button", { name: /Place order/ }).click();
  await expect(guest.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(guest.getByTestId("order-line-note")).toHaveText("Note: No sugar, please");
  const number = (await guest.getByTestId("order-number").textContent())!.trim();

  await guest.getByRole("link", { name: "Track Order Status" }).click();
  await expect(guest).toHaveURL(/\/track\/\d+/);
  await expect(guest.getByTestId("order-line-note")).toHaveText("Note: No sugar, please");
  await expect(guest.getByText("I wait by the fountain")).toBeVisible();
  await guest.close();

  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin");
  const card = admin.getByTestId("admin-order").filter({ hasText: number });
  await card.getByRole("button", { name: `Details of order ${number}` }).click();
  const details = admin.getByRole("dialog", { name: `Order ${number}` });
  await expect(details.getByTestId("order-line-note")).toHaveText("Note: No sugar, please");
  await expect(details).toContainText("I wait by the fountain");
  await expect(details).toContainText("hodan@example.com");
  await admin.close();
});

test("in-mall delivery asks for a phone the runner can call, and takes a tip", async ({ page }) => {
  test.slow();
  await page.goto("/menu");
  await addMenuItemToCart(page);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Request In-Mall Delivery" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Ayaan Hassan");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ayaan@example.com");
  await dialog.getByLabel("Delivery location").fill("Hooyo Fashion, shop 12");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("612-555");
  await dialog.getByRole("button", { name: /Request delivery/ }).click();
  await expect(dialog.getByText(/needs a phone number of at least 10 digits/)).toBeVisible();

  await dialog.getByRole("textbox", { name: "Phone" }).fill("612-555-0100");
  await dialog.getByText("$2.00", { exact: true }).first().click();
  await expect(dialog.getByTestId("order-total")).toBeVisible();
  const total = (await dialog.getByTestId("order-total").textContent())!;
  await dialog.getByRole("button", { name: /Request delivery/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await page.getByRole("link", { name: "Track Order Status" }).click();
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await expect(page.getByText("Tip")).toBeVisible();
});
