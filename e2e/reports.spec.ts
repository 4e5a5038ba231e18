import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { CAFE_TIME_ZONE } from "../contract/business.ts";
import { addDays, localDate } from "../contract/ordering-hours.ts";
import { formatMoney } from "../contract/pricing.ts";
import type { SalesReport } from "../contract/sales-report.ts";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

// A payment's moment is the database's clock, not the shop's SHOP_NOW (playwright.config.ts), so the sale falls
// on today's real café-local day: the day the tab's "Today" asks for, since the browser's clock is the real one.
const today = () => localDate(new Date(), CAFE_TIME_ZONE);

test.describe.configure({ timeout: 120_000 });

/** A guest's cash pickup order, walked to "completed" by the admin at the counter: a sale of today. */
async function completedCashOrder(page: Page) {
  const menu = (await (await page.request.get("/api/menu")).json()) as { id: number; isAvailable: boolean }[];
  const item = menu.find((m) => m.isAvailable)!;
  const res = await page.request.post("/api/orders/simple", {
    data: {
      name: "Ayaan Warsame",
      email: "ayaan@example.com",
      items: [{ menuItemId: item.id, quantity: 2 }],
      paymentMethod: "cash",
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as { id: number; orderNumber: string };
  for (const status of ["in_progress", "ready", "completed"]) {
    const moved = await page.request.patch(`/api/orders/${order.id}/status`, { data: { status } });
    expect(moved.status(), status).toBe(200);
  }
  return order;
}

test("the owner reads today's sales, switches to hours, downloads the CSV, and reads it all in Somali", async ({
  page,
}) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  const order = await completedCashOrder(page);
  const day = today();
  const report = (await (
    await page.request.get(`/api/admin/reports/sales?from=${day}&to=${day}`)
  ).json()) as SalesReport;
  const cash = report.byPaymentMethod.find((row) => row.method === "cash")!;
  expect(cash.orders).toBeGreaterThan(0);

  await page.goto("/admin?tab=reports");
  const tab = page.getByTestId("reports-tab");
  await expect(page.getByRole("tab", { name: "Reports" })).toHaveAttribute("aria-selected", "true");
  await expect(tab.getByTestId("total-netSales")).toHaveText(formatMoney(report.totals.netSales));
  await expect(tab.getByTestId("total-totalCollected")).toHaveText(formatMoney(report.totals.totalCollected));
  const cashRow = tab.getByTestId("method-cash");
  await expect(cashRow).toContainText("Cash");
  await expect(cashRow).toContainText(formatMoney(cash.amount));
  await expect(tab.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "true");

  // Yesterday had no sales; the range stays in the address across a reload.
  await tab.getByRole("button", { name: "Yesterday" }).click();
  const yesterday = addDays(day, -1);
  await expect(page).toHaveURL(new RegExp(`from=${yesterday}&to=${yesterday}`));
  await expect(tab.getByTestId("reports-empty")).toHaveText("No sales in this range.");
  await page.reload();
  await expect(tab.getByRole("button", { name: "Yesterday" })).toHaveAttribute("aria-pressed", "true");
  await expect(tab.getByTestId("reports-empty")).toBeVisible();
  await tab.getByRole("button", { name: "Today" }).click();
  await expect(tab.getByTestId("total-netSales")).toHaveText(formatMoney(report.totals.netSales));

  // A range that ends before it starts is explained, not asked for.
  await tab.getByLabel("From").fill(addDays(day, 1));
  await expect(tab.getByRole("alert")).toHaveText("The end date must not be before the start date");
  await expect(tab.getByRole("link", { name: "Download sales (CSV)" })).toHaveCount(0);
  await tab.getByRole("button", { name: "Today" }).click();
  await expect(tab.getByTestId("total-netSales")).toHaveText(formatMoney(report.totals.netSales));

  // By hour, from the keyboard: 24 bars, the sale's hour named with its amount.
  await tab.getByRole("button", { name: "By hour" }).press("Enter");
  await expect(tab.getByRole("button", { name: "By hour" })).toHaveAttribute("aria-pressed", "true");
  await expect(tab.getByTestId("chart-bar")).toHaveCount(24);
  const busy = report.byHour.find((row) => row.netSales > 0)!;
  const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;
  await expect(
    tab.getByRole("img", {
      name: `${hour(busy.hour)} to ${hour(busy.hour + 1)}: ${formatMoney(busy.netSales)}`,
    }),
  ).toHaveCount(1);

  const download = page.waitForEvent("download");
  await tab.getByRole("link", { name: "Download sales (CSV)" }).click();
  const file = await (await download).path();
  const [header, ...rows] = (await readFile(file, "utf8")).replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(header).toBe(
    "Date paid,Time paid,Order number,Status,Payment method,Subtotal,Discount,Tax,Delivery fee,Service charge,Tip,Donation,Total,Refunded,Items refunded,Tax refunded",
  );
  expect(rows.some((row) => row.includes(order.orderNumber))).toBe(true);

  // On a phone the page keeps its width; the chart scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tab.getByTestId("total-netSales")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.reload();
  await expect(page.getByRole("tab", { name: "Warbixinno" })).toHaveAttribute("aria-selected", "true");
  await expect(tab.getByText("Iibka saafiga ah").first()).toBeVisible();
  await expect(tab.getByRole("heading", { name: "Hababka lacag bixinta" })).toBeVisible();
  await expect(tab.getByRole("button", { name: "Maanta" })).toHaveAttribute("aria-pressed", "true");
  await expect(tab.getByRole("link", { name: "Soo deji iibka (CSV)" })).toBeVisible();
  // The Somali page keeps the phone's width too, and its download is the Somali file, though the browser's
  // own language, which a download link sends, is English.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const somaliDownload = page.waitForEvent("download");
  await tab.getByRole("link", { name: "Soo deji iibka (CSV)" }).click();
  const somaliFile = await (await somaliDownload).path();
  expect((await readFile(somaliFile, "utf8")).replace(/^\uFEFF/, "")).toMatch(/^Taariikhda la bixiyay,/);
});

test("a staff member sees no Reports tab, and the server refuses the report", async ({ page, browser }) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  const helper = { username: `barista${Date.now().toString(36)}`, password: "saturday helper pass 7" };
  const created = await page.request.post("/api/register", { data: { ...helper, role: "staff" } });
  expect(created.status()).toBe(201);

  const context = await browser.newContext();
  const counter = await context.newPage();
  await signIn(counter, helper.username, helper.password);
  await counter.goto("/admin?tab=reports");
  await expect(counter.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  await expect(counter.getByRole("tab", { name: "Reports" })).toHaveCount(0);
  await expect(counter.getByTestId("reports-tab")).toHaveCount(0);
  expect((await counter.request.get("/api/admin/reports/sales")).status()).toBe(403);
  expect((await counter.request.get("/api/admin/reports/sales.csv")).status()).toBe(403);
  await context.close();
});
