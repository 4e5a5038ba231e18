import { expect, type Page } from "@playwright/test";
import { addMenuItemToCart, registerThroughForm, test } from "./fixtures.ts";

async function addFromMenu(page: Page, count: number) {
  for (let i = 0; i < count; i++) await addMenuItemToCart(page, i);
}

/** A guest's delivery dialog for one dish, every field filled but the tip and the donation. */
async function guestDeliveryDialog(page: Page) {
  await page.goto("/menu");
  await addFromMenu(page, 1);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Request In-Mall Delivery" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Hodan Farah");
  await dialog.getByRole("textbox", { name: "Email" }).fill("hodan@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("612-555-0142");
  await dialog.getByLabel("Delivery location").fill("Hooyo Fashion, shop 12");
  return dialog;
}

test("a guest jumps to the menu's drinks, orders three items for pickup with cash and follows the order", async ({
  page,
}) => {
  await page.goto("/menu");
  await page.getByRole("navigation", { name: "Menu sections" }).getByRole("link", { name: "Drinks" }).click();
  const drinks = page.getByRole("region", { name: "Drinks" });
  await expect(drinks.getByRole("heading", { name: /Shaah|Coffee|Latte|Tea/ }).first()).toBeInViewport();
  await addFromMenu(page, 3);
  await expect(page.getByTestId("cart-badge")).toHaveText("3");

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  const total = await page.getByTestId("order-total").textContent();
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Ayaan Hassan");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ayaan@example.com");
  await expect(dialog.getByTestId("order-total")).toHaveText(total!);
  await dialog.getByRole("button", { name: /Place order/ }).click();

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/^SS-\d+$/);
  await expect(page.getByTestId("cart-badge")).toBeHidden();
  await page.getByRole("link", { name: "Track Order Status" }).click();
  await expect(page).toHaveURL(/\/track\/\d+/);
  await expect(page.getByTestId("order-total")).toHaveText(total!);
  await expect(page.getByText("Pickup at the counter")).toBeVisible();
});

test("a member orders with in-mall delivery, finds it in their orders and reorders it", async ({ page }) => {
  await registerThroughForm(page);
  await page.goto("/menu");
  await addFromMenu(page, 2);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Request In-Mall Delivery" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Delivery location").fill("Hooyo Fashion, shop 12");
  // The runner has to reach the customer: in-mall delivery needs a phone.
  await dialog.getByRole("textbox", { name: "Phone" }).fill("612-555-0142");
  await expect(dialog.getByText("Mall delivery fee")).toBeVisible();
  const total = await dialog.getByTestId("order-total").textContent();
  await dialog.getByRole("button", { name: /Request delivery/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  const number = await page.getByTestId("order-number").textContent();

  await page.goto("/orders");
  const card = page.locator("article, li").filter({ hasText: number! }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(total!);
  await card.getByRole("button", { name: /Reorder/ }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
});

test("a guest gives to the mosque with an in-mall delivery, and the order counts the donation", async ({
  page,
}) => {
  test.slow();
  const dialog = await guestDeliveryDialog(page);
  const noDonationTotal = (await dialog.getByTestId("order-total").textContent())!;

  await dialog.getByLabel("Donate to the mosque").check();
  await dialog.getByLabel("Donation amount ($)").fill("4");
  await expect(dialog.getByTestId("totals")).toContainText("$4.00");
  const total = (await dialog.getByTestId("order-total").textContent())!;
  expect(total).not.toBe(noDonationTotal);
  await dialog.getByRole("button", { name: `Request delivery · ${total}` }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await page.getByRole("link", { name: "Track Order Status" }).click();
  await expect(page.getByTestId("order-total")).toHaveText(total);
});

test("what a guest typed in a checkout dialog is still there when they reopen it, until the order is placed", async ({
  page,
}) => {
  // The menu, the cart, a dialog and an order: several pages' time on a busy machine.
  test.slow();
  await page.goto("/menu");
  await addFromMenu(page, 1);
  await page.goto("/cart");
  const delivery = page.getByRole("button", { name: "Request In-Mall Delivery" });
  await delivery.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Hodan Farah");
  await dialog.getByRole("textbox", { name: "Email" }).fill("hodan@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("612-555-0142");
  await dialog.getByLabel("Delivery location").fill("Hooyo Fashion, shop 12");
  await dialog.getByLabel("Notes for the runner").fill("Blue door by the escalator");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The pickup dialog keeps its own draft.
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  await dialog.getByLabel("Full name").fill("Someone Else");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await delivery.click();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Hodan Farah");
  await expect(dialog.getByLabel("Delivery location")).toHaveValue("Hooyo Fashion, shop 12");
  await expect(dialog.getByLabel("Notes for the runner")).toHaveValue("Blue door by the escalator");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Someone Else");
  await page.keyboard.press("Escape");

  await delivery.click();
  await dialog.getByRole("button", { name: /Request delivery/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();

  // Later in the same visit (no reload), the next delivery starts afresh.
  await page.getByRole("banner").getByRole("link", { name: "Menu", exact: true }).click();
  await addFromMenu(page, 1);
  await page.getByRole("banner").getByRole("link", { name: /cart/i }).click();
  await delivery.click();
  await expect(dialog.getByLabel("Full name")).toHaveValue("");
  await expect(dialog.getByLabel("Notes for the runner")).toHaveValue("");
});

test("a member's draft is not left in the form for the next person once they sign out", async ({ page }) => {
  test.slow();
  await registerThroughForm(page);
  await page.goto("/menu");
  await addFromMenu(page, 1);
  await page.getByRole("banner").getByRole("link", { name: /cart/i }).click();
  const delivery = page.getByRole("button", { name: "Request In-Mall Delivery" });
  await delivery.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Notes for the runner").fill("Ring twice, I'm in the back office");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  // The same tab, no reload: the next person at the screen opens the delivery dialog.
  await page.getByRole("banner").getByRole("link", { name: /cart/i }).click();
  await delivery.click();
  await expect(dialog.getByLabel("Notes for the runner")).toHaveValue("");
  await expect(dialog.getByLabel("Full name")).toHaveValue("");
});

test("the same pickup journey works in Somali", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Liiska|Menu/);
  await addFromMenu(page, 2);
  await page.goto("/cart");
  await page.getByRole("button", { name: "U dalbo sida marti" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Magaca oo buuxa").fill("Cali Warsame");
  await dialog.getByRole("textbox", { name: "Iimayl" }).fill("cali@example.com");
  await dialog.getByRole("button", { name: /Dalbo/ }).click();
  await expect(page.getByRole("heading", { name: "Dalabka waa la xaqiijiyay!" })).toBeVisible();
  await page.getByRole("link", { name: "La soco xaaladda dalabka" }).click();
  await expect(page).toHaveURL(/\/track\/\d+/);
});
