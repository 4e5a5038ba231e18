import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

/**
 * How far the shop's clock runs from this machine's: the test shop starts it on an open Wednesday (SHOP_NOW),
 * and the 2FA check reads that clock, as an authenticator set to the shop's time would.
 */
async function shopClockOffset(request: APIRequestContext): Promise<number> {
  const before = Date.now();
  const answer = await request.get("/api/ordering-hours");
  const { now } = (await answer.json()) as { now: string };
  return Date.parse(now) - (before + Date.now()) / 2;
}

/** What the admin's authenticator app would show, `stepsAhead` steps from now on the shop's clock. */
function appCode(secret: string, offsetMs: number, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: Date.now() + offsetMs + stepsAhead * 30_000,
  });
}

test("an admin turns on two-factor authentication, and the next sign-in asks for the code before the panel", async ({
  page,
  request,
}) => {
  // Set-up, sign-out, sign-in and the check: a long journey on a busy machine.
  test.slow();
  // An admin of this test's own, so the shared e2e admin keeps signing in without a code.
  const admin = { username: `warsame${randomBytes(3).toString("hex")}`, password: "a long admin password 7" };
  const offset = await shopClockOffset(request);
  expect((await request.post("/api/login", { data: e2eAdmin })).status()).toBe(200);
  expect((await request.post("/api/register", { data: { ...admin, isAdmin: true } })).status()).toBe(201);

  await signIn(page, admin.username, admin.password);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await dialog.getByTestId("two-factor-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel("Verification code").fill(appCode(secret, offset));
  await dialog.getByRole("button", { name: "Verify" }).click();

  await expect(dialog.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(10);
  await dialog.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(dialog.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: /Two-factor authentication/ })).toContainText("On");

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).last().click();

  const check = page.getByRole("dialog");
  await expect(check.getByRole("heading", { name: "Enter your verification code" })).toBeVisible();
  // The code of the set-up is spent; the app's next one is accepted (one step of drift is allowed).
  await check.getByLabel("Verification code").fill(appCode(secret, offset, 1));
  await check.getByRole("button", { name: "Verify" }).click();
  await expect(check.getByText("Code accepted. Opening the admin panel…")).toBeVisible();

  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Orders/ })).toBeVisible();
});
