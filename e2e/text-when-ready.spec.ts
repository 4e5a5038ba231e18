import { expect } from "@playwright/test";
import { addMenuItemToCart, newMember, registerThroughForm, test } from "./fixtures.ts";

/**
 * "Text me when it's ready" wherever a checkout has a phone to text: the cash page offers it once a phone is
 * typed, the quick checkout for the member's own phone; a ticked box goes with the order.
 */

test("the cash checkout page offers a text once a phone is typed and sends the choice with the order", async ({
  page,
}) => {
  test.slow();
  await page.goto("/menu");
  await addMenuItemToCart(page);
  await page.goto("/order/cash-checkout");
  // What is being ordered is listed beside the form, and again on the confirmation.
  const summary = page.getByTestId("cash-summary-lines").getByRole("listitem");
  await expect(summary).toHaveCount(1);
  const dish = (await summary.getByTestId("cash-summary-name").textContent()) ?? "";
  const textMe = page.getByRole("checkbox", { name: "Text me when it's ready" });
  await expect(textMe).toHaveCount(0);
  await page.getByLabel("Full name").fill("Ayaan Warsame");
  await page.getByRole("textbox", { name: "Email" }).fill("ayaan.text@example.com");
  await page.getByRole("textbox", { name: /Phone/ }).fill("612-555-0177");
  await expect(textMe).not.toBeChecked();
  await textMe.check();

  const sent = page.waitForRequest((request) => request.url().endsWith("/api/orders/guest"));
  await page.getByRole("button", { name: /Place order/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({ phone: "612-555-0177", textWhenReady: true });
  await expect(page.getByRole("heading", { level: 1, name: "Order Placed!" })).toBeVisible();
  await expect(page.getByRole("status").getByRole("listitem").filter({ hasText: dish })).toHaveCount(1);
  const number = await page.getByTestId("order-number").textContent();

  // A reload keeps the order's number and its tracking link on screen.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Order Placed!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(number ?? "");
  await expect(page.getByRole("link", { name: "Track Order Status" })).toBeVisible();
});

test("the quick checkout offers a text to the member's phone and sends the choice with the order", async ({
  page,
}) => {
  test.slow();
  await registerThroughForm(page, { ...newMember(), phone: "612-555-0178" });
  await page.goto("/menu");
  await addMenuItemToCart(page);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Quick Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Checkout" });
  await dialog.getByRole("textbox", { name: "Name (for example: Work)" }).fill("Work");
  await dialog.getByRole("textbox", { name: "Address or place in the mall" }).fill("Hooyo Fashion, shop 12");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByRole("radio", { name: /Work/ })).toBeChecked();

  // The phone is not verified yet: the box starts unticked, the member ticks it.
  const textMe = dialog.getByRole("checkbox", { name: "Text me when it's ready" });
  await expect(textMe).not.toBeChecked();
  await textMe.check();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/orders"));
  await dialog.getByRole("button", { name: /^Place order · / }).click();
  expect((await sent).postDataJSON()).toMatchObject({ textWhenReady: true });
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
});
