import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { e2eAdmin, emailedConfirmationPath, mailsTo, signIn, test } from "./fixtures.ts";

/** An admin writes the monthly newsletter in both languages and sends it; each subscriber gets their own. */

const newAddress = () => `reader${randomBytes(4).toString("hex")}@example.com`;

/** A subscription as a reader makes it: the form, then the emailed double opt-in link (read by an admin context). */
async function subscribe(
  request: APIRequestContext,
  outbox: APIRequestContext,
  email: string,
  language: "en" | "so",
) {
  const res = await request.post("/api/newsletter/subscribe", {
    data: { email },
    headers: { "Accept-Language": language },
  });
  expect(res.ok()).toBe(true);
  const link = new URL(await emailedConfirmationPath(outbox, email), "http://shop");
  const confirmed = await request.post("/api/newsletter/confirm", {
    data: Object.fromEntries(link.searchParams),
  });
  expect(confirmed.ok()).toBe(true);
}

test("an admin sends a campaign and each subscriber receives one copy in their language", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Sign-in, two subscriptions, a whole campaign and two pages: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  // The admin's session stays in the page; the subscribers and the outbox reads use requests of their own.
  const visitor = await playwright.request.newContext({ baseURL });
  const outbox = await playwright.request.newContext({ baseURL });
  const english = newAddress();
  const somali = newAddress();
  await subscribe(visitor, outbox, english, "en");
  await subscribe(visitor, outbox, somali, "so");
  const id = randomBytes(3).toString("hex");
  const subjectEn = `Shaah season ${id}`;
  const subjectSo = `Xilliga shaaha ${id}`;

  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Newsletter" }).click();
  const figures = page.getByRole("region", { name: "Newsletter figures" });
  await expect(figures.getByTestId("newsletter-subscribers")).not.toHaveText("…");

  await page.getByLabel("Subject (English)").fill(subjectEn);
  await page.getByLabel("Message (English)").fill("Our cardamom tea is back.\n\nSee you soon!");
  await page.getByLabel("Subject (Somali)").fill(subjectSo);
  await page.getByLabel("Message (Somali)").fill("Shaaha hayl leh wuu soo laabtay.\n\nWaan ku sugaynaa!");

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: subjectEn })).toBeVisible();
  await preview.getByText("Somali").click();
  await expect(preview.getByRole("heading", { name: subjectSo })).toBeVisible();
  await expect(preview).toContainText("Waan ku sugaynaa!");

  await page.getByRole("button", { name: "Send to all subscribers" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this newsletter?" });
  await dialog.getByRole("button", { name: "Yes, send it" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The newsletter is on its way")).toBeVisible();
  // The form is empty again, ready for next month.
  await expect(page.getByLabel("Subject (English)")).toHaveValue("");

  // The progress is live: the row turns to Sent without a reload.
  const row = page.getByTestId("campaign-row").filter({ hasText: subjectEn });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 30_000 });
  const bar = row.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuenow", (await bar.getAttribute("aria-valuemax")) ?? "none");

  const toEnglish = (await mailsTo(outbox, english)).filter((mail) => mail.subject.includes(id));
  const toSomali = (await mailsTo(outbox, somali)).filter((mail) => mail.subject.includes(id));
  expect(toEnglish).toMatchObject([{ subject: subjectEn, language: "en" }]);
  expect(toEnglish[0]!.textBody).toContain("Our cardamom tea is back.");
  expect(toSomali).toMatchObject([{ subject: subjectSo, language: "so" }]);
  expect(toSomali[0]!.textBody).toContain("Shaaha hayl leh wuu soo laabtay.");
  expect(toSomali[0]!.textBody).toMatch(/\/unsubscribe\?email=[^&\s]+&token=[\w-]+/);

  // The analytics page, one link away above the tabs, lists the campaign with its counts.
  await expect(page.getByRole("link", { name: "Newsletter analytics" })).toHaveCount(1);
  await page.getByRole("link", { name: "Newsletter analytics" }).click();
  await expect(page).toHaveURL("/newsletter-analytics");
  await expect(page.getByRole("img", { name: "Subscribers over time" })).toBeVisible();
  await expect(page.getByTestId("campaign-row").filter({ hasText: subjectEn })).toContainText("Sent");
  await visitor.dispose();
  await outbox.dispose();
});
