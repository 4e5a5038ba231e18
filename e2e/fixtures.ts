import { randomBytes } from "node:crypto";
import { type APIRequestContext, test as base, type Cookie, expect, type Page } from "@playwright/test";
import { worksAtCafe } from "../contract/permissions.ts";
import type { PublicUser } from "../contract/users.ts";

/**
 * Playwright's `test`, which the journeys import from here, with one rule added: a journey closes the pages and
 * contexts it opens itself (`browser.newPage()`, `browser.newContext()`). A worker keeps one browser for all its
 * files, so a page left open went on running beside every later journey of that worker, an admin panel or a
 * board refetching and redrawing at each new order: one worker had eight such pages open for its last hundred
 * journeys. Playwright sets this fixture up before the test's own context and tears it down after it, so what
 * is still open then was left by the journey. It is closed, and a journey that otherwise passed fails, naming it.
 */
export const test = base.extend<{ closesWhatItOpens: undefined }>({
  closesWhatItOpens: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const left = browser.contexts().filter((context) => !before.has(context));
      const addresses = left.flatMap((context) => context.pages().map((page) => page.url()));
      await Promise.all(left.map((context) => context.close()));
      if (left.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(
          `The journey left ${left.length} browser context(s) open (${addresses.join(", ") || "no pages"}): ` +
            "close the pages and contexts it opens once it is done with them.",
        );
      }
    },
    { auto: true },
  ],
});

export const e2eAdmin = { username: "e2e-admin", password: "e2e admin password 1" };

/** The mails to one address, newest first, read from the outbox as an admin would (this signs the context in). */
export async function mailsTo(request: APIRequestContext, address: string) {
  expect((await request.post("/api/login", { data: e2eAdmin })).ok()).toBe(true);
  const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(address)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { subject: string; textBody: string; status: string; language: string }[];
}

/** The double opt-in link of the newest confirmation email to the address, as a path of this shop. */
export async function emailedConfirmationPath(request: APIRequestContext, address: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, address);
      link = mails
        .map((mail) => mail.textBody.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0])
        .find(Boolean);
      return link;
    }, "a confirmation email with its link")
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export function newMember() {
  const id = randomBytes(3).toString("hex");
  return {
    username: `hodan${id}`,
    password: `shaah and sambuus ${id}`,
    fullName: "Hodan Abdi",
    email: `hodan${id}@example.com`,
  };
}

/** Registers through the Create Account tab, as a person would, and waits for the header to show the name. */
export async function registerThroughForm(
  page: Page,
  member: ReturnType<typeof newMember> & { phone?: string } = newMember(),
) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByLabel(/Full name/).fill(member.fullName);
  await page.getByLabel(/Email/).fill(member.email);
  if (member.phone) await page.getByLabel(/Phone/).fill(member.phone);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/", { timeout: 30_000 });
  return member;
}

/**
 * Signs in through the sign-in form, as a person would, and waits for where the form sends them. Journeys about
 * the form use this; the rest sign in through the API (`signIn`).
 */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  // Members go home; whoever works at the café starts at the order board.
  await expect(page).toHaveURL(/\/(admin\/dashboard)?$/, { timeout: 30_000 });
}

/**
 * Each user's session cookie on this worker's shop (playwright.config.ts gives every worker a shop of its
 * own), kept from their first sign-in: a later journey signing in as them reuses it, as Playwright's storage
 * state does, instead of signing in again.
 */
const sessionCookies = new Map<string, Cookie>();
// The shop's session cookie (SESSION_COOKIE in server/features/auth/sessions.ts).
const sessionCookieName = "sid";

/** Who the page's browser is signed in as, by the session the shop finds for its cookie. */
async function signedInAs(page: Page): Promise<PublicUser | null> {
  const answer = await page.request.get("/api/session");
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { user: PublicUser | null }).user;
}

/**
 * Signs the page's browser in as the user through the API (`POST /api/login`, as the sign-in form does) and
 * opens where the form would have sent them: home for a member, the order board for whoever works at the
 * café. A session kept from before is reused while the shop still honours it; one ended since (a log-out, a
 * newer sign-in in that browser) is replaced by a fresh sign-in.
 */
export async function signIn(page: Page, username: string, password: string) {
  const kept = sessionCookies.get(username);
  let user: PublicUser | null = null;
  if (kept) {
    await page.context().addCookies([kept]);
    user = await signedInAs(page);
  }
  if (user?.username !== username) {
    const answer = await page.request.post("/api/login", { data: { username, password } });
    expect(answer.status(), `signing in as ${username}`).toBe(200);
    user = (await answer.json()) as PublicUser;
    const cookie = (await page.context().cookies()).find((c) => c.name === sessionCookieName);
    expect(cookie, "the session cookie of the sign-in").toBeTruthy();
    sessionCookies.set(username, cookie!);
  }
  await page.goto(worksAtCafe(user.role) ? "/admin/dashboard" : "/");
}

/** The page's footer, scrolled to as a reader would: its sign-up form loads only when it comes near. */
export async function scrolledToFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/**
 * Adds the menu's nth item to the cart as a person would: one tap, or, for an item with options, the tap that
 * opens the chooser and then its Add button with the preselected choices.
 */
export async function addMenuItemToCart(page: Page, index = 0) {
  const add = page.getByRole("button", { name: /^(Add to order|Ku dar dalabka): / }).nth(index);
  // The menu of a fresh shop can take a while on a busy machine.
  await expect(add).toBeVisible({ timeout: 30_000 });
  const opensChooser = (await add.getAttribute("aria-haspopup")) === "dialog";
  await add.click();
  if (!opensChooser) return;
  const chooser = page.getByRole("dialog");
  await chooser.getByRole("button", { name: /Add to order|Ku dar dalabka/ }).click();
  await expect(chooser).toBeHidden();
}
