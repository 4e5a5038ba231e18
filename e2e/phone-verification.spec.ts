import { randomInt } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { e2eAdmin, registerThroughForm, test } from "./fixtures.ts";

/** A member verifies their phone with the texted code and then switches SMS offers on. */

// Two sign-ins, a profile save, a text and a check each: long journeys on a busy machine.
test.slow();

/**
 * The code in the newest SMS to `e164`, read from the outbox as an admin would (no Twilio in this shop). Asked
 * again until the text is there: a journey may ask as soon as "Send code" is pressed, and on a busy machine the
 * shop has not sent it yet.
 */
async function textedCode(request: APIRequestContext, e164: string) {
  expect((await request.post("/api/login", { data: e2eAdmin })).ok()).toBe(true);
  let sms: { channel: string; textBody: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(e164)}`);
      expect(res.ok()).toBe(true);
      [sms] = (await res.json()) as { channel: string; textBody: string }[];
      return sms?.channel;
    }, `a text to ${e164} in the outbox`)
    .toBe("sms");
  return sms!.textBody.match(/\b(\d{6})\b/)![1]!;
}

/** A new member who has just saved a phone of their own (no one else's) on their profile. */
async function memberWithNewPhone(page: Page) {
  const exchange = randomInt(200, 999);
  const line = String(randomInt(0, 10_000)).padStart(4, "0");
  const phone = { typed: `612-${exchange}-${line}`, e164: `+1612${exchange}${line}` };
  await registerThroughForm(page);
  await page.goto("/profile");
  await page.getByLabel("Phone", { exact: true }).fill(phone.typed);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  return phone;
}

test("a member verifies their phone with the texted code and switches SMS offers on", async ({
  page,
  request,
}) => {
  const exchange = randomInt(200, 999);
  const line = String(randomInt(0, 10_000)).padStart(4, "0");
  const phone = { typed: `(612) ${exchange}-${line}`, e164: `+1612${exchange}${line}` };

  await registerThroughForm(page);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Preferences", exact: true }).click();
  const smsSwitch = page.getByRole("switch", { name: /SMS offers/ });
  await expect(smsSwitch).toBeDisabled();
  await expect(page.getByText("Verify your phone to enable SMS marketing")).toBeVisible();

  await page.getByRole("tab", { name: "Account", exact: true }).click();
  await page.getByLabel("Phone", { exact: true }).fill(phone.typed);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();

  const verification = page.getByRole("region", { name: "Phone verification" });
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(verification.getByText(`We sent a code to ${phone.typed}`)).toBeVisible();
  await expect(verification.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();

  await verification.getByLabel("Verification code").fill(await textedCode(request, phone.e164));
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(verification.getByText("Phone verified")).toBeVisible();

  await page.getByRole("tab", { name: "Preferences", exact: true }).click();
  await expect(smsSwitch).toBeEnabled();
  await smsSwitch.check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  const me = await (await page.request.get("/api/user")).json();
  expect(me).toMatchObject({ phone: phone.typed, phoneVerified: true, acceptSmsMarketing: true });
});

test("a wrong code is refused and can be typed again", async ({ page, request }) => {
  const phone = await memberWithNewPhone(page);

  const verification = page.getByRole("region", { name: "Phone verification" });
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(verification.getByText(`We sent a code to ${phone.typed}`)).toBeVisible();
  const code = await textedCode(request, phone.e164);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const input = verification.getByLabel("Verification code");
  await input.fill(wrong);
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(verification.getByText("Invalid verification code")).toBeVisible();
  await input.fill(code);
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(verification.getByText("Phone verified")).toBeVisible();
});

test("a member who reloads the page after asking for a code can still type the code sent", async ({
  page,
  request,
}) => {
  const phone = await memberWithNewPhone(page);

  const verification = page.getByRole("region", { name: "Phone verification" });
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(verification.getByText(`We sent a code to ${phone.typed}`)).toBeVisible();
  const code = await textedCode(request, phone.e164);

  await page.reload();
  // Within the resend wait no new code goes out, but the one sent still works.
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(
    verification.getByText(/Please wait \d+ seconds.*Already have a code from us\?/),
  ).toBeVisible();
  await expect(verification.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  await verification.getByLabel("Verification code").fill(code);
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(verification.getByText("Phone verified")).toBeVisible();
});
