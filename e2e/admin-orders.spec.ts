import { expect, test } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, signIn } from "./fixtures.ts";

test("an admin moves a guest's order to completed and the guest's tracking page follows", async ({
  browser,
}) => {
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
  await expect(card.getByRole("button")).toHaveCount(0);

  await guest.reload();
  await expect(guest.getByText("Completed", { exact: true }).first()).toBeVisible();
});
