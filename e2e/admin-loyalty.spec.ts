import { type Browser, expect, type Page } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, registerThroughForm, signIn, test } from "./fixtures.ts";

/** The admin's loyalty tab at the counter: a double-points promotion and the redemption desk. */

// Two people, two browsers, on a machine that may be busy: room to breathe, and the page acting in front.
test.describe.configure({ timeout: 180_000 });

async function adminOnLoyaltyTab(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.bringToFront();
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Loyalty" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  return { page, close: () => context.close() };
}

/** Places a pickup order of the first menu item from the cart; answers the order id. */
async function orderOneItem(page: Page) {
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await page.goto("/cart");
  await page.getByRole("button", { name: /^Checkout w\// }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Place order/ })
    .click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Track Order Status" }).getAttribute("href");
  return Number(/\/track\/(\d+)/.exec(href ?? "")![1]);
}

/** The purchase points an order earned, from the member's own history, and its subtotal in cents. */
async function earnedFor(page: Page, orderId: number) {
  const me = await (await page.request.get("/api/user")).json();
  const history = await (await page.request.get(`/api/points/history/${me.id}`)).json();
  const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
  const row = history.find(
    (entry: { orderId: number | null; transactionType: string }) =>
      entry.orderId === orderId && entry.transactionType === "purchase",
  );
  return { points: row?.amount as number, subtotal: order.subtotal as number };
}

test("an admin starts double points and a member's next order earns twice the points", async ({
  browser,
  page,
}) => {
  const admin = await adminOnLoyaltyTab(browser);
  const promotions = admin.page.getByTestId("promotions");
  await promotions.getByRole("button", { name: "Create Special Promotion" }).click();
  const dialog = admin.page.getByRole("dialog", { name: "Create Special Promotion" });
  await dialog.getByRole("radio", { name: /Double points/ }).check();
  await dialog.getByText("1 day", { exact: true }).click();
  await dialog.getByRole("button", { name: "Start promotion" }).click();
  await expect(admin.page.getByText("Promotion started")).toBeVisible();
  const row = promotions.getByTestId("promotion-row").filter({ hasText: "Double points" }).first();
  await expect(row).toContainText("Running");

  try {
    await page.bringToFront();
    await registerThroughForm(page);
    const during = await orderOneItem(page);
    const earned = await earnedFor(page, during);
    expect(earned.points).toBe(2 * Math.floor(earned.subtotal / 10));
  } finally {
    await admin.page.bringToFront();
    admin.page.once("dialog", (confirm) => confirm.accept());
    await row.getByRole("button", { name: /End Double points now/ }).click();
    await expect(admin.page.getByText("Promotion ended")).toBeVisible();
    await expect(row).toContainText("Ended");
  }

  // Once it has ended, the next order earns the usual points again.
  await page.bringToFront();
  const after = await orderOneItem(page);
  const earned = await earnedFor(page, after);
  expect(earned.points).toBe(Math.floor(earned.subtotal / 10));
  await admin.close();
});

test("an admin checks a member's redemption code at the desk and hands the reward over once", async ({
  browser,
  page,
}) => {
  const member = await registerThroughForm(page);
  const me = await (await page.request.get("/api/user")).json();
  const admin = await adminOnLoyaltyTab(browser);
  const grant = await admin.page.request.post("/api/points/adjust", {
    data: { userId: me.id, amount: 60, description: "e2e desk" },
  });
  expect(grant.ok()).toBe(true);
  const rewards = await (await page.request.get("/api/rewards")).json();
  const reward = rewards.find((r: { pointsCost: number }) => r.pointsCost === 100);
  const redeemed = await page.request.post(`/api/rewards/${reward.id}/redeem`);
  expect(redeemed.status()).toBe(201);
  const { code } = await redeemed.json();

  await admin.page.bringToFront();
  const desk = admin.page.getByTestId("redemption-desk");
  // Read aloud and typed in lower case without dashes, the code is still found.
  await desk.getByLabel("Redemption code").fill(code.toLowerCase().replaceAll("-", " "));
  await desk.getByRole("button", { name: "Check code" }).click();
  const result = desk.getByTestId("redemption-result");
  await expect(result).toContainText(code);
  await expect(result).toContainText(`@${member.username}`);
  await expect(result).toContainText(reward.name);
  await expect(result).toContainText("Valid");

  await result.getByRole("button", { name: "Mark as used" }).click();
  await expect(admin.page.getByText(`${reward.name} handed over`)).toBeVisible();
  await expect(result).toContainText("Already used");
  await expect(result).toContainText(`by ${e2eAdmin.username}`);
  await expect(result.getByRole("button", { name: "Mark as used" })).toHaveCount(0);

  // Shown a second time, the code is refused.
  await desk.getByRole("button", { name: "Check code" }).click();
  await expect(result).toContainText("do not hand the reward over again");
  const again = await admin.page.request.post(`/api/admin/redemptions/${code}/use`);
  expect(again.status()).toBe(409);

  await desk.getByLabel("Redemption code").fill("RW-ZZZZ-ZZZZ");
  await desk.getByRole("button", { name: "Check code" }).click();
  await expect(desk.getByRole("alert")).toHaveText("No redemption has this code. Check it with the member.");
  await admin.close();
});

test("the loyalty tab reads in Somali on a phone, as cards that fit the screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Dhibcaha" }).click();
  await expect(page.getByRole("heading", { name: "Guud ahaan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Miiska abaalmarinta" })).toBeVisible();
  await expect(page.getByTestId("overview-members")).toContainText("Xubnaha", { timeout: 30_000 });
  await page.getByRole("button", { name: "Samee qiimo dhimis gaar ah" }).click();
  const dialog = page.getByRole("dialog", { name: "Samee qiimo dhimis gaar ah" });
  await dialog.getByRole("radio", { name: /dhimis/ }).check();
  await dialog.getByRole("button", { name: "Bilow dalabka gaarka ah" }).click();
  const card = page.getByTestId("promotion-card").filter({ hasText: "15% dhimis ah" }).first();
  await expect(card).toContainText("Socda");
  await expect(page.getByTestId("promotion-row").first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("loyalty-so-390.png"), fullPage: true });
  page.once("dialog", (confirm) => confirm.accept());
  await card.getByRole("button", { name: /Hadda jooji/ }).click();
  await expect(card).toContainText("Dhammaaday");
  await context.close();
});
