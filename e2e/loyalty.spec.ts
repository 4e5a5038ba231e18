import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, registerThroughForm, test } from "./fixtures.ts";

/** Somali Sip Points as a member lives them: earn, see pending become balance, redeem, pay with points. */

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post("/api/login", { data: e2eAdmin });
  expect(login.ok()).toBe(true);
  return api;
}

async function completeOrder(api: APIRequestContext, orderId: string) {
  for (const status of ["in_progress", "ready", "completed"]) {
    const res = await api.patch(`/api/orders/${orderId}/status`, { data: { status } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function fillCart(page: Page, count: number) {
  await page.goto("/menu");
  for (let i = 0; i < count; i++) await addMenuItemToCart(page, i);
  await page.goto("/cart");
}

/** Places a pickup order from the cart with the member's prefilled details; answers the order id. */
async function checkout(page: Page, options: { withPoints?: boolean } = {}) {
  await page.getByRole("button", { name: /^Checkout w\// }).click();
  const dialog = page.getByRole("dialog");
  if (options.withPoints) await dialog.getByLabel(/Pay with my Somali Sip Points/).check();
  await dialog.getByRole("button", { name: /Place order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Track Order Status" }).getAttribute("href");
  return /\/track\/(\d+)/.exec(href ?? "")![1]!;
}

const balance = (page: Page) => page.getByTestId("points-balance");

test("a member earns points on a completed order, then redeems a reward for a code", async ({
  page,
  baseURL,
}) => {
  await registerThroughForm(page);
  await fillCart(page, 4);
  const note = page.getByText(/This order earns you \d+ Somali Sip Points/);
  await expect(note).toBeVisible();
  const earned = Number(/(\d+)/.exec((await note.textContent()) ?? "")![1]);
  expect(earned).toBeGreaterThanOrEqual(100);
  const orderId = await checkout(page);

  await page.goto("/rewards");
  await expect(page.getByRole("heading", { name: "Somali Sip Points", level: 1 })).toBeVisible();
  await expect(balance(page)).toHaveText("50");
  await expect(page.getByTestId("pending-points")).toContainText(`${earned} points pending`);
  await page.getByRole("tab", { name: "Points History" }).click();
  await expect(page.getByTestId("pending-list")).toContainText(`+${earned}`);

  const admin = await adminApi(baseURL!);
  await completeOrder(admin, orderId);
  await page.reload();
  await expect(balance(page)).toHaveText(String(50 + earned));
  await expect(page.getByTestId("pending-points")).toBeHidden();

  await page.getByRole("tab", { name: "Available Rewards" }).click();
  await expect(page.getByRole("button", { name: /more points needed/ }).last()).toBeDisabled();
  const card = page.getByTestId("reward-card").filter({ hasText: "Free Shaah or Coffee" });
  await card.getByRole("button", { name: /Redeem/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Redeem now" }).click();
  const done = page.getByRole("dialog");
  await expect(done.getByTestId("redemption-code")).toHaveText(/^RW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(done.getByTestId("new-balance")).toHaveText(`New balance: ${50 + earned - 100} points`);
  await done.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("tab", { name: "Points History" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("history-table")).toContainText("Redeemed: Free Shaah or Coffee");
  await expect(balance(page)).toHaveText(String(50 + earned - 100));
  await admin.dispose();
});

test("a member with enough points pays a whole order with them", async ({ page, baseURL }) => {
  await registerThroughForm(page);
  const me = await page.request.get("/api/user");
  const { id } = await me.json();
  const admin = await adminApi(baseURL!);
  const grant = await admin.post("/api/points/adjust", {
    data: { userId: id, amount: 950, description: "e2e" },
  });
  expect(grant.ok()).toBe(true);
  await admin.dispose();

  await fillCart(page, 1);
  await checkout(page, { withPoints: true });
  await page.goto("/rewards");
  await expect(balance(page)).not.toHaveText("1000");
  await page.getByRole("tab", { name: "Points History" }).click();
  await expect(page.getByTestId("history-table")).toContainText(/Paid order SS-\d+ with points/);
});

test("the rewards page speaks Somali", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/rewards");
  await expect(page.getByRole("heading", { name: "Dhibcaha Somali Sip", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Samee akoon" })).toBeVisible();

  await page.evaluate(() => localStorage.setItem("language", "en"));
  await registerThroughForm(page);
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/rewards");
  await expect(page.getByText("Dhibcahaaga", { exact: true })).toBeVisible();
  await expect(balance(page)).toHaveText("50");
  await expect(page.getByRole("tab", { name: "Abaalmarinnada la heli karo" })).toBeVisible();
  await expect(page.getByText("Shaah ama Qaxwo Bilaash ah")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "50 dhibcood oo kale ayaa loo baahan yahay", exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("Kasbo 10 dhibcood oo Somali Sip ah doollar kasta oo dalabkaaga ah."),
  ).toBeVisible();
});

test("the referrals page shares the newsletter link", async ({ page }) => {
  await registerThroughForm(page);
  await page.goto("/referrals");
  await expect(page.getByTestId("referral-link")).toHaveValue(/\/newsletter\?ref=SIP[A-Z2-9]{6}$/);
  await expect(page.getByTestId("referral-count")).toHaveText("0 friends referred");
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
});
