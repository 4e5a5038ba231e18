import { expect } from "@playwright/test";
import { newMember, registerThroughForm, signIn, test } from "./fixtures.ts";

/** The profile's Security tab: a new password signs other browsers out; a member deletes their account. */

// Two browsers, argon2 hashes and several round trips: long journeys on a busy machine.
test.slow();

test("a member changes their password and their other browser is signed out", async ({ page, browser }) => {
  const member = await registerThroughForm(page);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, member.username, member.password);

  await page.goto("/profile");
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByTestId("session-list").getByRole("listitem")).toHaveCount(2);

  const newPassword = "a brand new kettle of shaah";
  await page.getByLabel("Current password").fill(member.password);
  await page.getByLabel("New password").fill(newPassword);
  await expect(page.getByText(/Password strength: /)).toBeVisible();
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page.getByTestId("session-list").getByRole("listitem")).toHaveCount(1);

  expect((await otherPage.request.get("/api/user")).status()).toBe(401);
  await otherPage.goto("/profile");
  await expect(otherPage).toHaveURL(/\/(auth|login)/);
  await other.close();

  expect((await page.request.get("/api/user")).status()).toBe(200);
});

test("a member deletes their account and can no longer sign in", async ({ page }) => {
  const member = await registerThroughForm(page, newMember());
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page).toHaveURL("/");
  expect((await page.request.get("/api/user")).status()).toBe(401);

  const login = await page.request.post("/api/login", {
    data: { username: member.username, password: member.password },
  });
  expect(login.status()).toBe(401);
});
