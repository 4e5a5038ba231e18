import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { e2eAdmin, registerThroughForm, scrolledToFooter } from "./fixtures.ts";

/** The newsletter, the emailed one-click unsubscribe and the contact form, as a visitor lives them. */

const newAddress = () => `reader${randomBytes(4).toString("hex")}@example.com`;
const cafeAddress = "hello@somalisips.example";

/** The mails to one address, newest first, read from the outbox as an admin would. */
async function mailsTo(request: APIRequestContext, address: string) {
  expect((await request.post("/api/login", { data: e2eAdmin })).ok()).toBe(true);
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(address)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { subject: string; textBody: string; status: string }[];
}

async function emailedUnsubscribeLink(request: APIRequestContext, address: string) {
  const [welcome] = await mailsTo(request, address);
  const link = welcome?.textBody.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0];
  expect(link, "the welcome email carries a one-click link").toBeTruthy();
  return new URL(link!);
}

test("a visitor subscribes from the footer and is welcomed", async ({ page, request }) => {
  const address = newAddress();
  await page.goto("/");
  const footer = await scrolledToFooter(page);
  await footer.getByRole("textbox", { name: "Join our newsletter" }).fill(address);
  await footer.getByRole("button", { name: "Subscribe" }).click();

  // The welcome dialog opens 500 ms after the answer and, being modal, hides the page behind it from the
  // accessibility tree: on a slow machine the status is already hidden when it is read, yet still there.
  await expect(
    page.getByRole("contentinfo", { includeHidden: true }).getByRole("status", { includeHidden: true }),
  ).toContainText(`A welcome email is on its way to ${address}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome to the Somali Sips family!" })).toBeVisible();
  await dialog.getByRole("link", { name: "Explore Our Menu" }).click();
  await expect(page).toHaveURL("/menu");
  await expect(dialog).toBeHidden();

  const [welcome] = await mailsTo(request, address);
  expect(welcome).toMatchObject({ subject: "Welcome to the Somali Sips newsletter", status: "stored" });
});

test("the footer form explains a mistyped address", async ({ page }) => {
  await page.goto("/about");
  const footer = await scrolledToFooter(page);
  await footer.getByRole("textbox", { name: "Join our newsletter" }).fill("amina@");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a friend's link shows the invitation and the welcome names the new subscriber", async ({
  page,
  request,
}) => {
  const friend = await request.post("/api/register", {
    data: { username: `friend${randomBytes(3).toString("hex")}`, password: "a friendly long password" },
  });
  const { referralCode } = (await friend.json()) as { referralCode: string };

  await page.goto(`/newsletter?ref=${referralCode}`);
  const main = page.getByRole("main");
  await expect(main.getByText(`A friend invited you!`)).toContainText(referralCode);
  await main.getByLabel(/Full name/).fill("Sahra Warsame");
  await main.getByRole("textbox", { name: "Email" }).fill(newAddress());
  await main.getByRole("button", { name: "Subscribe" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome, Sahra Warsame!" })).toBeVisible();
  await expect(dialog).toContainText(`we have noted their code ${referralCode}`);
});

test("a subscriber leaves with one click on the emailed link", async ({ page, request }) => {
  const address = newAddress();
  await page.goto("/newsletter");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(address);
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

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
  const link = await emailedUnsubscribeLink(request, address);
  link.searchParams.set("token", "not-the-real-token");
  await page.goto(`${link.pathname}${link.search}`);

  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);
  await expect(main.getByRole("textbox", { name: "Email" })).toHaveValue(address);
  await main.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
});

test("registering with the newsletter box ticked subscribes the new member", async ({ page, request }) => {
  const member = await registerThroughForm(page);
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
