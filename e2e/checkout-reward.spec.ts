import { expect, request, test } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, registerThroughForm } from "./fixtures.ts";

/** Loyalty where you spend it (decision 22): a member turns points into a free drink right in checkout. */

test("a member with points picks a free drink in checkout and the confirmation shows the reward", async ({
  page,
  baseURL,
}) => {
  await registerThroughForm(page);
  const { id } = await (await page.request.get("/api/user")).json();
  const admin = await request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: e2eAdmin })).ok()).toBe(true);
  const grant = await admin.post("/api/points/adjust", {
    data: { userId: id, amount: 150, description: "e2e" },
  });
  expect(grant.ok()).toBe(true);
  await admin.dispose();

  // The menu opens with its hot drinks: two of them in the cart.
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await addMenuItemToCart(page, 1);
  await page.goto("/cart");
  await page.getByRole("button", { name: /^Checkout w\// }).click();
  const dialog = page.getByRole("dialog");
  const picker = dialog.getByTestId("reward-picker");
  await expect(picker.getByRole("radio", { name: "No reward" })).toBeChecked();
  // 200 points: the 500-point lunch plate is not offered; the sambuus reward still fits a drink.
  await expect(picker.getByText("Free Lunch Plate")).toHaveCount(0);
  const before = await dialog.getByTestId("order-total").textContent();

  await picker.getByRole("radio", { name: /Free Shaah or Coffee/ }).check();
  await expect(picker.getByTestId("reward-line-price")).toHaveText("$0.00");
  await expect(picker.getByTestId("reward-balance-after")).toHaveText("Points after this order: 100");
  await expect(dialog.getByTestId("order-total")).not.toHaveText(before ?? "");
  await dialog.getByRole("button", { name: /Place order/ }).click();

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-reward")).toContainText("Reward: Free Shaah or Coffee");
  await expect(page.getByTestId("order-reward")).toContainText("100 points used");
  await expect(page.getByTestId("order-line-reward")).toContainText("$0.00");

  await page.goto("/rewards");
  await expect(page.getByTestId("points-balance")).toHaveText("100");
});

test("a member with fewer points than any reward is told in checkout how many more are needed", async ({
  page,
}) => {
  test.slow();
  // A new member has the 50-point welcome bonus; the cheapest reward costs 100.
  await registerThroughForm(page);
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await page.goto("/cart");
  await page.getByRole("button", { name: /^Checkout w\// }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("reward-points-needed")).toHaveText(
    "50 more points and you can use Free Shaah or Coffee.",
  );
});
