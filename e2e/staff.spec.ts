import { expect, type Page } from "@playwright/test";
import { e2eAdmin, signIn, signInThroughForm, test } from "./fixtures.ts";

/** A Saturday helper: the owner gives them a staff login, and they run the counter without seeing customers. */

const tablet = { width: 1024, height: 768 };

async function ownerCreatesStaff(page: Page) {
  const helper = { username: `helper${Date.now().toString(36)}`, password: "saturday helper pass 7" };
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin?tab=users");
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Username").fill(helper.username);
  await dialog.getByLabel("Password").fill(helper.password);
  await dialog.getByLabel("Role").selectOption("staff");
  await expect(dialog.getByText(/The order board, order lookup/)).toBeVisible();
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("combobox", { name: "Role" }).selectOption("staff");
  await expect(page.getByTestId("user-row").filter({ hasText: helper.username })).toContainText(
    "Staff (barista)",
  );
  return helper;
}

test("the owner adds a staff login; the helper lands on the board on a tablet and sees only the counter's tabs", async ({
  browser,
  page,
}) => {
  test.slow();
  const helper = await ownerCreatesStaff(page);

  const context = await browser.newContext({ viewport: tablet });
  const counter = await context.newPage();
  await signInThroughForm(counter, helper.username, helper.password);
  await expect(counter).toHaveURL("/admin/dashboard");

  await counter.goto("/admin");
  const tabs = counter.getByRole("tab");
  await expect(tabs).toHaveText(["Orders", "Loyalty"]);
  await expect(counter.getByText("The counter: orders, and members’ points and rewards.")).toBeVisible();
  await counter.getByRole("tab", { name: "Loyalty" }).click();
  await expect(counter.getByRole("heading", { name: "Redemption desk" })).toBeVisible();
  await expect(counter.getByRole("heading", { name: /Export/ })).toHaveCount(0);
  // The pages and tabs that are a manager's or the owner's alone send the helper back, saying why.
  const notAllowed = counter.getByText("Your account can’t open that section.");
  for (const path of ["/admin/stripe-sync", "/newsletter-analytics"]) {
    await counter.goto(path);
    await expect(counter, path).toHaveURL("/admin/dashboard");
    await expect(notAllowed, path).toBeVisible();
  }
  await counter.goto("/admin?tab=users");
  await expect(counter.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  await expect(notAllowed).toBeVisible();
  // The table of orders offers no link to a page that would turn the helper away.
  await counter.goto("/admin/dashboard?view=table");
  await expect(counter.getByRole("link", { name: "Back to the admin panel" })).toBeVisible();
  await expect(counter.getByRole("link", { name: "Newsletter analytics" })).toHaveCount(0);

  // The server is the one that says no: a staff session asking for the user list or the settings is refused.
  for (const path of ["/api/users", "/api/admin/email-config", "/api/admin/audit-log", "/api/admin/outbox"]) {
    const res = await counter.request.get(path);
    expect(res.status(), path).toBe(403);
    expect((await res.json()).error).toBe("You are not allowed to do this.");
  }
  await context.close();
});

test("in Somali, a staff member sees the counter's tabs and the server refuses the rest in Somali", async ({
  browser,
  page,
}) => {
  test.slow();
  const helper = await ownerCreatesStaff(page);
  const context = await browser.newContext({ viewport: tablet, locale: "so" });
  const counter = await context.newPage();
  await counter.goto("/");
  await counter.evaluate(() => localStorage.setItem("language", "so"));
  await counter.goto("/login");
  await counter.getByLabel("Magaca isticmaalaha").fill(helper.username);
  await counter.getByLabel("Furaha sirta ah", { exact: true }).fill(helper.password);
  await counter.getByRole("button", { name: "Soo gal" }).last().click();
  await expect(counter).toHaveURL("/admin/dashboard");
  await counter.goto("/admin?tab=settings");
  await expect(counter.getByRole("tab")).toHaveCount(2);
  await expect(counter.getByText("Akoonkaagu ma furi karo qaybtaas.")).toBeVisible();
  const res = await counter.request.get("/api/users", { headers: { "accept-language": "so" } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).not.toBe("You are not allowed to do this.");
  await context.close();
});
