import { expect, type Page } from "@playwright/test";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

/** Sold out from the counter: a dish marked on the board leaves every open menu, and a cart holding it says so. */

const tablet = { width: 1024, height: 768 };

async function newDish(page: Page, name: string, nameSo: string) {
  const res = await page.request.post("/api/menu", {
    data: { name, nameSo, price: 2.5, category: "food", description: "Made this morning" },
  });
  expect(res.status()).toBe(201);
}

async function soldOutOnTheBoard(
  counter: Page,
  name: string,
  { out, back, liveBoard }: { out: RegExp; back: RegExp; liveBoard: RegExp },
) {
  await counter.goto("/admin/dashboard");
  await counter.getByRole("tab", { name: liveBoard }).click();
  const panel = counter.getByTestId("sold-out-panel");
  await panel.locator("summary").click();
  const row = panel.getByTestId("sold-out-row").filter({ hasText: name });
  await row.getByRole("button", { name: out }).click();
  // The row's one button now offers the way back.
  await expect(row.getByRole("button")).toHaveAccessibleName(back);
}

test("a dish marked sold out on the board leaves an open menu in another browser without a reload", async ({
  browser,
  page,
}) => {
  test.slow();
  const dish = `Sambuus ${Date.now().toString(36)}`;
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await newDish(page, dish, `${dish} so`);

  const shopper = await browser.newContext();
  const guest = await shopper.newPage();
  await guest.goto("/menu");
  const add = guest.getByRole("button", { name: `Add to order: ${dish}` });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await add.click();
  // The guest's page has its socket open before the counter acts.
  await expect.poll(() => guest.evaluate(() => document.readyState)).toBe("complete");

  await page.setViewportSize(tablet);
  await soldOutOnTheBoard(page, dish, {
    out: new RegExp(`Mark sold out: ${dish}`),
    back: new RegExp(`Put back on the menu: ${dish}`),
    liveBoard: /Live board/,
  });
  // The page the guest has open, not a new one: the push takes it away (how fast is bench/realtime.ts's
  // measure; a two-second cap here failed on a machine running two copies of the suite).
  await expect(add).toHaveCount(0);

  await guest.goto("/cart");
  await expect(guest.getByTestId("cart-sold-out")).toContainText(`taken out of your cart: ${dish}`);

  // Back on the menu in one tap, and the open menu shows it again.
  await guest.goto("/menu");
  await expect(guest.getByRole("button", { name: /^Add to order: / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(guest.getByRole("button", { name: `Add to order: ${dish}` })).toHaveCount(0);
  const row = page.getByTestId("sold-out-row").filter({ hasText: dish });
  await row.getByRole("button", { name: `Put back on the menu: ${dish}` }).click();
  await expect(guest.getByRole("button", { name: `Add to order: ${dish}` })).toBeVisible();
  await shopper.close();
});

test("in Somali, the counter marks a dish sold out and the open cart says so in Somali", async ({
  browser,
  page,
}) => {
  test.slow();
  const dish = `Halwo ${Date.now().toString(36)}`;
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await newDish(page, dish, `${dish} so`);

  const shopper = await browser.newContext({ locale: "so" });
  const guest = await shopper.newPage();
  await guest.goto("/");
  await guest.evaluate(() => localStorage.setItem("language", "so"));
  await guest.goto("/menu");
  const add = guest.getByRole("button", { name: `Ku dar dalabka: ${dish} so` });
  await expect(add).toBeVisible({ timeout: 30_000 });
  await add.click();
  await guest.goto("/cart");
  await expect(guest.getByTestId("cart-line")).toContainText(`${dish} so`);

  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.setViewportSize(tablet);
  await soldOutOnTheBoard(page, `${dish} so`, {
    out: new RegExp(`U calaamadee dhammaaday: ${dish} so`),
    back: new RegExp(`Dib u celi menu-ga: ${dish} so`),
    liveBoard: /Looxa tooska/,
  });
  await expect(guest.getByTestId("cart-sold-out")).toContainText(`dambiishaada: ${dish} so`, {
    timeout: 2_000,
  });
  await expect(guest.getByTestId("cart-line")).toHaveCount(0);
  await shopper.close();
});
