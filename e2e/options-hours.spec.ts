import { expect } from "@playwright/test";
import { addMenuItemToCart, test } from "./fixtures.ts";

/** item options priced and shown everywhere, and ordering ahead while the cafe is closed. */

test("a guest orders a large shaah with camel milk and less sugar and sees it on every screen", async ({
  page,
}) => {
  await page.goto("/menu");
  // The first answers of a fresh shop can be slow on a busy machine.
  await expect(page.getByTestId("open-status")).toHaveText("Open until 9 PM", { timeout: 30_000 });
  await page.getByRole("button", { name: "Add to order: Shaah Spiced Milk Tea" }).click();
  const chooser = page.getByRole("dialog", { name: "Shaah Spiced Milk Tea" });
  const price = chooser.getByTestId("chooser-price");
  await expect(price).toHaveText("$3.25");
  // The defaults are preselected; each choice moves the price.
  await expect(chooser.getByRole("radio", { name: "Regular", exact: true })).toBeChecked();
  await chooser.getByRole("radio", { name: /^Large/ }).check();
  await expect(price).toHaveText("$4.25");
  await chooser.getByRole("radio", { name: /^Camel milk/ }).check();
  await expect(price).toHaveText("$5.00");
  await chooser.getByRole("radio", { name: /^Less sugar/ }).check();
  await expect(price).toHaveText("$5.00");
  await chooser.getByRole("button", { name: "Add to order · $5.00" }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");

  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("cart-line-options")).toHaveText("Large, Less sugar, Camel milk");
  await expect(line).toContainText("$5.00");
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Ayaan Hassan");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ayaan@example.com");
  await expect(dialog.getByTestId("pickup-time")).toHaveValue("asap");
  await dialog.getByRole("button", { name: /Place order/ }).click();

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-line-options")).toHaveText("Large, Less sugar, Camel milk");
  await page.getByRole("link", { name: "Track Order Status" }).click();
  await expect(page).toHaveURL(/\/track\/\d+/);
  await expect(page.getByTestId("order-line-options")).toHaveText("Large, Less sugar, Camel milk");
  await expect(page.getByTestId("scheduled-time")).toHaveCount(0);
});

test.describe("the shop's clock on a Sunday evening after closing", () => {
  test.use({ baseURL: process.env.E2E_CLOSED_URL });

  test("a guest cannot order for now but orders ahead for Monday morning", async ({ page }) => {
    await page.goto("/menu");
    await expect(page.getByTestId("open-status")).toHaveText("Closed, opens Monday at 10 AM", {
      timeout: 30_000,
    });
    await addMenuItemToCart(page, 0);
    await page.goto("/cart");
    await page.getByRole("button", { name: "Guest Checkout" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full name").fill("Hodan Ali");
    await dialog.getByRole("textbox", { name: "Email" }).fill("hodan@example.com");
    const when = dialog.getByTestId("pickup-time");
    await expect(when.locator("option[value=asap]")).toHaveCount(0);
    await expect(
      dialog.getByText("We are closed now. Order ahead for a time when we are open."),
    ).toBeVisible();
    // Monday 8 June, 10:15 AM in Minneapolis.
    await when.selectOption("2026-06-08T15:15:00.000Z");
    await dialog.getByRole("button", { name: /Place order/ }).click();

    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("scheduled-time")).toHaveText("Pickup at 10:15 AM, Monday, June 8");
    // A later order is not being made now: the confirmation and the tracking page say when it will be ready.
    await expect(page.getByTestId("confirmed-text")).toHaveText(
      /^Total \$[\d.]+\. It will be ready at 10:15\sAM, Monday, June 8\.$/,
    );
    await page.getByRole("link", { name: "Track Order Status" }).click();
    await expect(page.getByTestId("scheduled-time").first()).toHaveText("Pickup at 10:15 AM, Monday, June 8");
    await expect(page.getByTestId("track-headline")).toHaveText(
      /^We have received your order\. It will be ready at 10:15\sAM, Monday, June 8\.$/,
    );
  });
});
