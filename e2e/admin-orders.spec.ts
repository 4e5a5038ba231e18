import { expect } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, signIn, test } from "./fixtures.ts";

test("an admin moves a guest's order to completed and the guest's tracking page follows", async ({
  browser,
}) => {
  // Two browsers and a whole order lifecycle: more than the default minute on a busy machine.
  test.slow();
  const guest = await browser.newPage();
  await guest.goto("/menu");
  await addMenuItemToCart(guest);
  await guest.goto("/cart");
  await guest.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = guest.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Sahra Ali");
  await dialog.getByRole("textbox", { name: "Email" }).fill("sahra@example.com");
  await dialog.getByRole("button", { name: /Place order/ }).click();
  const number = (await guest.getByTestId("order-number").textContent())!;
  await guest.getByRole("link", { name: "Track Order Status" }).click();

  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin");
  const card = admin.getByTestId("admin-order").filter({ hasText: number });
  for (const step of ["In progress", "Ready", "Completed"]) {
    await card.getByRole("button", { name: `Mark ${step}` }).click();
    await expect(card.getByText(step, { exact: true })).toBeVisible();
  }
  // A completed order is final: only its details are left to open.
  await expect(card.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /Update the status/ })).toHaveCount(0);
  await card.getByRole("button", { name: `Details of order ${number.trim()}` }).click();
  await expect(admin.getByRole("dialog", { name: `Order ${number.trim()}` })).toContainText("Sahra Ali");

  await admin.close();
  await guest.reload();
  await expect(guest.getByText("Completed", { exact: true }).first()).toBeVisible();
  await guest.close();
});
