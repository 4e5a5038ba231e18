import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { emailedConfirmationPath, mailsTo, registerThroughForm, scrolledToFooter, test } from "./fixtures.ts";

/** The newsletter, the emailed one-click unsubscribe and the contact form, as a visitor lives them. */

const newAddress = () => `reader${randomBytes(4).toString("hex")}@example.com`;
const cafeAddress = "hello@somalisips.example";

async function emailedUnsubscribeLink(request: APIRequestContext, address: string) {
  const [welcome] = await mailsTo(request, address);
  const link = welcome?.textBody.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0];
  expect(link, "the welcome email carries a one-click link").toBeTruthy();
  return new URL(link!);
}

test("a visitor subscribes from the footer, confirms from the email and is welcomed", async ({
  page,
  request,
}) => {
  const address = newAddress();
  await page.goto("/");
  const footer = await scrolledToFooter(page);
  await footer.getByRole("textbox", { name: "Join our newsletter" }).fill(address);
  await footer.getByRole("button", { name: "Subscribe" }).click();

  // One confirmation, beside the form: no toast and no dialog on top of it.
  await expect(footer.getByRole("status")).toHaveText(
    `Almost done: check your inbox. We have sent a link to ${address}; your subscription starts when you follow it.`,
  );
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0);
  expect((await mailsTo(request, address)).map((mail) => mail.subject)).toEqual([
    "Please confirm your Somali Sips newsletter subscription",
  ]);

  await page.goto(await emailedConfirmationPath(request, address));
  await expect(page.getByRole("heading", { name: "Welcome to the Somali Sips family!" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `Your subscription is confirmed. A welcome email is on its way to ${address}.`,
  );
  await page.getByRole("link", { name: "Explore Our Menu" }).click();
  await expect(page).toHaveURL("/menu");

  const [welcome] = await mailsTo(request, address);
  expect(welcome).toMatchObject({ subject: "Welcome to the Somali Sips newsletter", status: "stored" });
});

test("a confirmation link that was tampered with says so and offers to subscribe again", async ({
  page,
  request,
}) => {
  const address = newAddress();
  expect((await request.post("/api/newsletter/subscribe", { data: { email: address } })).ok()).toBe(true);
  const path = await emailedConfirmationPath(request, address);
  await page.goto(path.replace(/token=[^&]+/, "token=not-the-real-token"));
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText(/This confirmation link is not valid or has expired/);
  await main.getByRole("link", { name: "Subscribe again" }).click();
  await expect(page).toHaveURL("/newsletter");
});

test("the footer form explains a mistyped address", async ({ page }) => {
  await page.goto("/about");
  const footer = await scrolledToFooter(page);
  await footer.getByRole("textbox", { name: "Join our newsletter" }).fill("amina@");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test.describe("with the footer form's check out of reach", () => {
  test("the footer form says something went wrong, keeps the address, and subscribes once the check loads", async ({
    page,
  }) => {
    const address = newAddress();
    // Offline, or a deploy has removed the chunk the page was built with: its request fails.
    const checkScript = (url: URL) => url.pathname.includes("footer-signup-check");
    await page.route(checkScript, (route) => route.abort("internetdisconnected"));
    await page.goto("/about");
    const footer = await scrolledToFooter(page);
    const email = footer.getByRole("textbox", { name: "Join our newsletter" });
    await email.fill(address);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    await expect(email).toHaveAccessibleDescription("Something went wrong. Please try again.");
    await expect(email).toHaveValue(address);

    await page.unroute(checkScript);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toContainText(`We have sent a link to ${address}`);
    await expect(footer.getByRole("alert")).toBeHidden();
  });
});

test("a friend's link shows the invitation, and the welcome after confirming thanks the friend", async ({
  page,
  request,
}) => {
  const friend = await request.post("/api/register", {
    data: { username: `friend${randomBytes(3).toString("hex")}`, password: "a friendly long password" },
  });
  const { referralCode } = (await friend.json()) as { referralCode: string };

  const address = newAddress();
  await page.goto(`/newsletter?ref=${referralCode}`);
  const main = page.getByRole("main");
  await expect(main.getByText(`A friend invited you!`)).toContainText(referralCode);
  await main.getByLabel(/Full name/).fill("Sahra Warsame");
  await main.getByRole("textbox", { name: "Email" }).fill(address);
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(main.getByRole("status")).toContainText(`We have sent a link to ${address}`);

  await page.goto(await emailedConfirmationPath(request, address));
  await expect(page.getByRole("heading", { name: "Welcome to the Somali Sips family!" })).toBeVisible();
  const [welcome] = await mailsTo(request, address);
  expect(welcome?.textBody).toContain("Hello Sahra Warsame,");
  expect(welcome?.textBody).toContain("A friend invited you to Somali Sips.");
});

test("a subscriber leaves with one click on the emailed link", async ({ page, request }) => {
  const address = newAddress();
  await page.goto("/newsletter");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toBeVisible();
  await page.goto(await emailedConfirmationPath(request, address));
  await expect(page.getByRole("heading", { name: "Welcome to the Somali Sips family!" })).toBeVisible();

  const link = await emailedUnsubscribeLink(request, address);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "You have been successfully unsubscribed.",
  );
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toBeVisible();
});

test("a tampered link is refused, and the plain form still unsubscribes", async ({ page, request }) => {
  const address = newAddress();
  const res = await request.post("/api/newsletter/subscribe", {
    data: { email: address, subscriptionType: "all" },
  });
  expect(res.ok()).toBe(true);
  const confirmation = new URL(await emailedConfirmationPath(request, address), "http://shop");
  const confirmed = await request.post("/api/newsletter/confirm", {
    data: Object.fromEntries(confirmation.searchParams),
  });
  expect(confirmed.ok()).toBe(true);
  const link = await emailedUnsubscribeLink(request, address);
  link.searchParams.set("token", "not-the-real-token");
  await page.goto(`${link.pathname}${link.search}`);

  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);
  await expect(main.getByRole("textbox", { name: "Email" })).toHaveValue(address);
  await main.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
});

// The shop does not verify a member's email, so the ticked box asks the address's owner too (decision 16).
test("registering with the newsletter box ticked mails the new member a confirmation link", async ({
  page,
  request,
}) => {
  const member = await registerThroughForm(page);
  await page.goto(await emailedConfirmationPath(request, member.email));
  await expect(page.getByRole("heading", { name: "Welcome to the Somali Sips family!" })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, member.email)).map((m) => m.subject))
    .toContain("Welcome to the Somali Sips newsletter");
});

test("a visitor sends a contact message that reaches the café", async ({ page, request }) => {
  const address = newAddress();
  const text = `Do you serve canjeero on Sundays? (${randomBytes(3).toString("hex")})`;
  await page.goto("/contact");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(main.getByText("Name is required")).toBeVisible();

  await main.getByRole("textbox", { name: "Name" }).fill("Ayaan Hassan");
  await main.getByRole("textbox", { name: "Email" }).fill(address);
  await main.getByRole("textbox", { name: "Message" }).fill(text);
  await main.getByRole("button", { name: "Send Message" }).click();

  await expect(main.getByRole("heading", { name: "Message Sent" })).toBeVisible();
  await expect(main.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible();
  const toCafe = await mailsTo(request, cafeAddress);
  expect(toCafe.some((mail) => mail.textBody.includes(text))).toBe(true);
  const [ack] = await mailsTo(request, address);
  expect(ack?.subject).toBe("We received your message");
});
