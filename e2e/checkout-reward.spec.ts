import { expect, request } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, registerThroughForm, signIn, test } from "./fixtures.ts";

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

test("a member redeems a shaah on the Rewards page and gets it free in online checkout", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await registerThroughForm(page);
  const { id } = await (await page.request.get("/api/user")).json();
  const admin = await request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: e2eAdmin })).ok()).toBe(true);
  expect(
    (await admin.post("/api/points/adjust", { data: { userId: id, amount: 100, description: "e2e" } })).ok(),
  ).toBe(true);
  await admin.dispose();

  // 150 points: redeemed for a counter code, 50 left.
  await page.goto("/rewards");
  const card = page.getByTestId("reward-card").filter({ hasText: "Free Shaah or Coffee" });
  await card.getByRole("button", { name: /Redeem/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Redeem now" }).click();
  const code = (await page.getByRole("dialog").getByTestId("redemption-code").textContent())!.trim();
  expect(code).toMatch(/^RW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  // The code stays on the Rewards page, to show at the counter, until it is used.
  await page.reload();
  await expect(page.getByTestId("redeemed-codes").getByTestId("redeemed-code")).toHaveText(code);

  // The menu opens with its hot drinks: one in the cart, with something else.
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await addMenuItemToCart(page, 1);
  await page.goto("/cart");
  await page.getByRole("button", { name: /^Checkout w\// }).click();
  const dialog = page.getByRole("dialog");
  const picker = dialog.getByTestId("reward-picker");
  // Nothing left to buy with 50 points, but the redeemed shaah is there to use: the points are for another.
  await expect(picker.getByTestId("reward-points-needed")).toHaveText(
    "50 more points for another Free Shaah or Coffee.",
  );
  const redeemed = picker.getByRole("radio", { name: new RegExp(`Free Shaah or Coffee.*${code}`) });
  await redeemed.check();
  await expect(picker.getByTestId("reward-line-price")).toHaveText("$0.00");
  await expect(picker.getByTestId("reward-balance-after")).toHaveText(
    "Already paid for with your points: no points are taken with this order.",
  );
  const totals = dialog.getByTestId("totals");
  await expect(totals.getByText("Reward", { exact: true })).toBeVisible();
  await expect(totals.getByText("Promotion discount")).toHaveCount(0);
  await dialog.getByRole("button", { name: /Place order/ }).click();

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-reward")).toContainText("Reward: Free Shaah or Coffee");
  await expect(page.getByTestId("order-reward")).toContainText(`Redeemed reward, code ${code}`);
  await expect(page.getByTestId("order-line-reward")).toContainText("$0.00");
  const number = (await page.getByTestId("order-number").textContent())!.trim();

  // Used once: the points stay as they were, and checkout no longer offers the code.
  await page.goto("/rewards");
  await expect(page.getByTestId("points-balance")).toHaveText("50");
  expect(await (await page.request.get("/api/rewards/redeemed")).json()).toEqual([]);
  await expect(page.getByTestId("redeemed-codes")).toHaveCount(0);

  // The kitchen's ticket says which line is the reward.
  const counter = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await signIn(counter, e2eAdmin.username, e2eAdmin.password);
  await counter.goto("/admin/dashboard");
  await counter.getByRole("tab", { name: "Live board" }).click();
  const ticket = counter.locator(`[data-testid=board-ticket][data-order-number="${number}"]`);
  await expect(ticket.getByTestId("board-line-reward")).toHaveText("Reward: 1 free");
  await counter.close();
});

test("a reward worth more than the order is used only after the member says the rest may go", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await registerThroughForm(page);
  const { id } = await (await page.request.get("/api/user")).json();
  const admin = await request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: e2eAdmin })).ok()).toBe(true);
  const grant = await admin.post("/api/points/adjust", {
    data: { userId: id, amount: 950, description: "e2e" },
  });
  expect(grant.ok()).toBe(true);
  await admin.dispose();

  // One hot drink; the Royal Feast takes $40.00 of value off, far more than the drink.
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await page.goto("/cart");
  await page.getByRole("button", { name: /^Checkout w\// }).click();
  const dialog = page.getByRole("dialog");
  const picker = dialog.getByTestId("reward-picker");
  const before = await dialog.getByTestId("order-total").textContent();

  await picker.getByRole("radio", { name: /Royal Feast for Two/ }).check();
  const question = picker.getByRole("alertdialog");
  await expect(question).toContainText(
    /^This reward is worth \$40\.00; your order is \$\d+\.\d\d\. The rest is not kept\. Use it anyway\?/,
  );
  // Nothing is taken off while the question is open; keeping the points leaves the order as it was.
  await expect(dialog.getByTestId("order-total")).toHaveText(before ?? "");
  await question.getByRole("button", { name: "Keep my points" }).click();
  await expect(question).toHaveCount(0);
  await expect(picker.getByRole("radio", { name: "No reward" })).toBeChecked();

  await picker.getByRole("radio", { name: /Royal Feast for Two/ }).check();
  await picker.getByRole("alertdialog").getByRole("button", { name: "Use it anyway" }).click();
  await expect(picker.getByTestId("reward-balance-after")).toHaveText("Points after this order: 0");
  await expect(dialog.getByTestId("order-total")).not.toHaveText(before ?? "");
  await dialog.getByRole("button", { name: /Place order/ }).click();

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-reward")).toContainText("Reward: Royal Feast for Two");
  await page.goto("/rewards");
  await expect(page.getByTestId("points-balance")).toHaveText("0");
});
