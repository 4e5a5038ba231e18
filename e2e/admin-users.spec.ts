import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { e2eAdmin, mailsTo, newMember, signIn, test } from "./fixtures.ts";

/** The admin panel's users tab and audit log, as the café's admin lives them. */

async function registerMember(request: APIRequestContext) {
  const member = newMember();
  const res = await request.post("/api/register", { data: member });
  expect(res.status()).toBe(201);
  await request.post("/api/logout");
  return member;
}

/** The row (desktop) of one member, once the server's search has found them. */
async function findMember(page: Page, username: string) {
  await page.getByRole("searchbox", { name: "Name, username, email or phone" }).fill(username);
  const row = page.getByTestId("user-row").filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  return row;
}

test("an admin finds a member, edits them, corrects their points, emails them and reads it all in the audit log", async ({
  page,
  request,
}) => {
  // A long journey of many server round trips: on a busy machine it needs more than the default minute.
  test.slow();
  const member = await registerMember(request);
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page).toHaveURL(/\?tab=users/);
  const row = await findMember(page, member.username);

  await row.getByRole("button", { name: `Edit ${member.username}` }).click();
  let dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("Username")).toHaveValue(member.username);
  await dialog.getByLabel("Full name").fill("Hodan Cabdi Warsame");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Hodan Cabdi Warsame");

  await row.getByRole("button", { name: `Manage points of ${member.username}` }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("points-balance")).toHaveText("50");
  await expect(dialog.getByText("Welcome bonus")).toBeVisible();
  await dialog.getByLabel("Amount").fill("-60");
  await dialog.getByLabel("Reason").fill("Too much");
  await dialog.getByRole("button", { name: "Adjust points" }).click();
  await expect(dialog.getByRole("alert")).toContainText("You need 60 points for this, and you have 50.");
  await dialog.getByLabel("Amount").fill("25");
  await dialog.getByLabel("Reason").fill("Birthday cake mix-up");
  await dialog.getByRole("button", { name: "Adjust points" }).click();
  await expect(dialog.getByTestId("points-balance")).toHaveText("75");
  await expect(dialog.getByText("Birthday cake mix-up")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row).toContainText("75");

  await row.getByRole("button", { name: `Email ${member.username}` }).click();
  dialog = page.getByRole("dialog", { name: "Send Email to User" });
  await dialog.getByRole("button", { name: "Send email" }).click();
  await expect(dialog.getByText("Please enter a subject")).toBeVisible();
  await dialog.getByLabel("Subject").fill("Your catering question");
  await dialog.getByLabel("Message").fill("We can serve 30 people on Saturday.");
  await dialog.getByRole("button", { name: "Send email" }).click();
  await expect(dialog).toBeHidden();
  const [mail] = await mailsTo(request, member.email);
  expect(mail).toMatchObject({ subject: "Your catering question" });
  expect(mail!.textBody).toContain("We can serve 30 people on Saturday.");

  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\?tab=audit/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Audit log" })).toHaveAttribute("aria-selected", "true");
  const entries = page.getByTestId("audit-entry");
  await expect(entries.filter({ hasText: "Email sent to user" }).first()).toContainText(
    "Your catering question",
  );
  await expect(entries.filter({ hasText: "Points adjusted" }).first()).toContainText("Birthday cake mix-up");
  await expect(entries.filter({ hasText: "User changed" }).first()).toContainText("Hodan Cabdi Warsame");
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Points adjusted" });
  await expect(entries.filter({ hasText: "User changed" })).toHaveCount(0);
  await expect(entries.first()).toContainText("Points adjusted");
});

test("the admin panel in Somali on a 390 px phone: tabs on one line each, nothing wider than the screen", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Guddiga maamulka" })).toBeVisible();
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toBeVisible();

  const wrapped = await tabs.evaluateAll((elements) =>
    elements
      .filter((el) => {
        const style = getComputedStyle(el);
        const content =
          el.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
        return content > Number.parseFloat(style.lineHeight) * 1.5;
      })
      .map((el) => el.textContent),
  );
  expect(wrapped).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("tab", { name: "Diiwaanka falalka" }).click();
  await expect(page).toHaveURL(/\?tab=audit/);
  await expect(page.getByRole("tab", { name: "Diiwaanka falalka" })).toBeInViewport();
  await expect(page.getByTestId("audit-entry").first()).toBeVisible();
  await page.getByRole("tab", { name: "Isticmaalayaasha" }).click();
  await expect(page.getByTestId("user-card").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the audit log reads like a log: a status by its label, the order by its number with a link", async ({
  page,
  request,
}) => {
  const placed = await request.post("/api/orders/simple", {
    data: {
      name: "Hodan Cali",
      email: "hodan.audit@example.com",
      paymentMethod: "cash",
      items: [{ id: (await (await request.get("/api/menu")).json())[0].id, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; orderNumber: string };
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  expect(
    (await page.request.patch(`/api/orders/${order.id}/status`, { data: { status: "in_progress" } })).ok(),
  ).toBe(true);

  await page.goto("/admin?tab=audit");
  const entry = page.getByTestId("audit-entry").filter({ hasText: order.orderNumber }).first();
  await expect(entry).toContainText(/Status: .*Received\b.*→.*In progress/);
  await expect(entry).not.toContainText("in_progress");
  await expect(entry).not.toContainText(`#${order.id}`);
  await entry.getByRole("link", { name: order.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${order.id}`));
});
