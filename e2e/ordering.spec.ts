import { expect, type Page, test } from "@playwright/test";
import { addMenuItemToCart, registerThroughForm } from "./fixtures.ts";

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

test("guest checkout refuses a missing name and keeps the cart", async ({ page }) => {
  await page.goto("/menu");
  await addFromMenu(page, 1);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("");
  await dialog.getByRole("button", { name: /Place order/ }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
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

test("a custom tip out of range is left out of the totals and refused until corrected", async ({ page }) => {
  // The menu, the cart, a dialog and an order: several pages' time on a busy machine.
  test.slow();
  const dialog = await guestDeliveryDialog(page);
  const noTipTotal = await dialog.getByTestId("order-total").textContent();

  await dialog.getByRole("group", { name: "Tip for our team" }).getByText("Custom").click();
  await dialog.getByLabel("Tip amount ($)").fill("5000");
  const request = dialog.getByRole("button", { name: /Request delivery/ });
  await request.click();
  await expect(dialog.getByText("Please enter a tip between $0 and $100.")).toBeVisible();
  // While the tip is refused the summary and the button count none.
  await expect(dialog.getByTestId("totals")).not.toContainText("$5,000.00");
  await expect(dialog.getByTestId("order-total")).toHaveText(noTipTotal!);
  await expect(request).toHaveText(`Request delivery · ${noTipTotal}`);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeHidden();

  await dialog.getByLabel("Tip amount ($)").fill("3");
  await expect(dialog.getByTestId("totals")).toContainText("$3.00");
  await expect(dialog.getByTestId("order-total")).not.toHaveText(noTipTotal!);
  // A preset chip replaces the custom amount, whatever was left in it.
  await dialog.getByLabel("Tip amount ($)").fill("5000");
  await dialog.getByRole("group", { name: "Tip for our team" }).getByText("$2.00").click();
  await expect(dialog.getByText("Please enter a tip between $0 and $100.")).toBeHidden();
  await expect(dialog.getByTestId("totals")).toContainText("Tip$2.00");
  await request.click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
});

test("a donation the pickup checkout refuses is left out of the totals and the button until corrected", async ({
  page,
}) => {
  test.slow();
  await page.goto("/menu");
  await addFromMenu(page, 1);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Hodan Farah");
  await dialog.getByRole("textbox", { name: "Email" }).fill("hodan@example.com");
  const noDonationTotal = (await dialog.getByTestId("order-total").textContent())!;
  const place = dialog.getByRole("button", { name: /Place order/ });

  await dialog.getByLabel("Donate to the mosque").check();
  const amount = dialog.getByLabel("Donation amount ($)");
  await expect(dialog.getByTestId("totals")).toContainText("$5.00");
  for (const [typed, refusal] of [
    ["0.5", "The smallest donation is $1."],
    ["20000", "The largest donation is $10,000."],
  ] as const) {
    await amount.fill(typed);
    // While the amount is refused the summary and the button count no donation.
    await expect(dialog.getByTestId("order-total")).toHaveText(noDonationTotal);
    await expect(place).toHaveText(`Place order · ${noDonationTotal}`);
    await place.click();
    await expect(dialog.getByText(refusal)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeHidden();
  }

  await amount.fill("7");
  await expect(dialog.getByTestId("totals")).toContainText("$7.00");
  await expect(dialog.getByTestId("order-total")).not.toHaveText(noDonationTotal);
  // An amount left behind when the box is unticked does not block the order.
  await amount.fill("0.5");
  await dialog.getByLabel("Donate to the mosque").uncheck();
  await expect(dialog.getByTestId("order-total")).toHaveText(noDonationTotal);
  await place.click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
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

test("an empty name is asked for in the same words on the cash checkout and in the delivery dialog", async ({
  page,
}) => {
  // The menu, the cart, a dialog and an order: several pages' time on a busy machine.
  test.slow();
  await page.goto("/menu");
  await addFromMenu(page, 1);
  await page.goto("/order/cash-checkout");
  const place = page.getByRole("button", { name: /Place order/ });
  await place.click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Missing information")).toBeVisible();
  // Something filled in wrongly is not missing: the toast says to check the form instead.
  await page.getByLabel("Full name").fill("Ayaan Warsame");
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await place.click();
  await expect(page.getByText("Please check the form")).toBeVisible();

  await page.goto("/cart");
  await page.getByRole("button", { name: "Request In-Mall Delivery" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("");
  await dialog.getByRole("button", { name: /Request delivery/ }).click();
  await expect(dialog.getByText("Please enter your name")).toBeVisible();
  await dialog.getByLabel("Full name").fill("A");
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
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

test("an empty cart offers the menu", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.getByRole("link", { name: "Browse Menu" }).click();
  await expect(page).toHaveURL("/menu");
});
