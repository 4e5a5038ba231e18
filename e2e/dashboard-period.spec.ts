import { expect } from "@playwright/test";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

/** The owner reads the dashboard's Revenue for a period: the same net sales as the Reports tab for those days. */

test("the dashboard's Revenue for this month is the report's net sales for this month", async ({ page }) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin/dashboard");
  const period = page.getByRole("region", { name: "Sales for the period" });
  await expect(period.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "true");
  await period.getByRole("button", { name: "This month" }).click();
  await expect(period.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "true");

  const stats = await (await page.request.get("/api/admin/dashboard-stats")).json();
  const today: string = stats.period.to;
  const from = `${today.slice(0, 8)}01`;
  const report = await (await page.request.get(`/api/admin/reports/sales?from=${from}&to=${today}`)).json();
  const dollars = `$${(report.totals.netSales / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(period.getByTestId("period-netSales")).toHaveText(dollars);
  await expect(period.getByTestId("period-orders")).toHaveText(String(report.totals.orders));
});
