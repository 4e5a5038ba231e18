import { expect } from "@playwright/test";
import {
  e2eAdmin,
  mailsTo,
  newMember,
  registerThroughForm,
  signIn,
  signInThroughForm,
  test,
} from "./fixtures.ts";

test("a new member registers, sees their name in the header, logs out and signs back in", async ({
  page,
}) => {
  const member = await registerThroughForm(page);
  const account = page.getByTestId("account-menu");
  await expect(account).toContainText(member.username);

  await account.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await signInThroughForm(page, member.username, member.password);
  await expect(page.getByTestId("account-menu")).toContainText(member.username);
});

test("a member who forgot their password asks for a link, follows it from the mail and signs in with a new one", async ({
  page,
  request,
}) => {
  const member = newMember();
  const { email, username, password } = member;
  expect((await page.request.post("/api/register", { data: { email, username, password } })).ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your username or password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, email);
      link = mails
        .map((mail) => mail.textBody.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0])
        .find(Boolean);
      return link;
    }, "a mail with the link to choose a new password")
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel("New password").fill("a kettle of shaah at dusk");
  await page.getByLabel("Confirm password").fill("a kettle of shaah at dusk");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Your password has been changed. Sign in with the new one.")).toBeVisible();

  await signInThroughForm(page, username, "a kettle of shaah at dusk");
  await expect(page.getByTestId("account-menu")).toContainText(username);
});

test("registration refuses mismatched passwords and keeps what was typed", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Username").fill("ayaan");
  await page.getByLabel("Password", { exact: true }).fill("a long enough password");
  await page.getByLabel("Confirm password").fill("a different password");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await expect(page.getByLabel("Username")).toHaveValue("ayaan");
});

test("Create Account pressed too early says what is missing, and an optional phone is only said to be invalid", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/Phone/).fill("123");
  await page.getByLabel(/Phone/).blur();
  await expect(page.getByLabel(/Phone/)).toHaveAccessibleDescription("Invalid phone number");
  await expect(page.getByText("Valid phone number is required")).toBeHidden();
  // The newsletter box starts ticked, as the product rules (docs/architecture.md#product-rules) has it
  // (subscribeNewsletter, default true).
  await expect(page.getByRole("checkbox", { name: /newsletter/ })).toBeChecked();
});

test.describe("with the password hint's dictionaries out of reach at first", () => {
  test("the strength hint comes once they load, without a reload", async ({ page }) => {
    // Offline, or a deploy has removed the chunk the page was built with: its request fails.
    const dictionaries = (url: URL) => url.pathname.includes("strength-check");
    await page.route(dictionaries, (route) => route.abort("internetdisconnected"));
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Create Account" }).click();
    const password = page.getByLabel("Password", { exact: true });
    const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("strength-check"));
    await password.fill("a long enough password");
    await failed;
    await expect(page.getByText(/Password strength: /)).toBeHidden();

    await page.unroute(dictionaries);
    await password.fill("a long enough password!");
    await expect(page.getByText(/Password strength: /)).toBeVisible();
  });
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("nobody-here");
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Invalid credentials")).toBeVisible();
  // The form keeps it after the toast has gone.
  await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials");
});

test("the language choice switches the navigation to Somali and survives a reload", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitemradio", { name: "Soomaali" }).click();
  const nav = page.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Liiska cuntada" })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole("link", { name: "Liiska cuntada" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "so");

  await page.getByRole("button", { name: "Luqadda" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(nav.getByRole("link", { name: "Menu" })).toBeVisible();
});

test.describe("a first visit from a browser set to Somali", () => {
  test.use({ locale: "so-SO" });

  test("opens in Somali, and the reader's choice of English is kept from then on", async ({ page }) => {
    await page.goto("/menu");
    const nav = page.getByRole("navigation").first();
    await expect(nav.getByRole("link", { name: "Liiska cuntada" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "so");

    await page.getByRole("button", { name: "Luqadda" }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(nav.getByRole("link", { name: "Menu" })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole("link", { name: "Menu" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("a Somali choice kept only in the cookie (storage cleared) still opens in Somali", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "language", value: "so", url: baseURL }]);
  await page.goto("/");
  await expect(
    page.getByRole("navigation").first().getByRole("link", { name: "Liiska cuntada" }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "so");
});

test("an unknown path lands on the not-found page", async ({ page }) => {
  await page.goto("/no-such-page/really");
  await expect(page).toHaveURL("/404");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("signed-out visitors to member pages are sent to sign in", async ({ page }) => {
  await page.goto("/orders");
  await expect(page).toHaveURL("/login");
  await page.goto("/profile");
  await expect(page).toHaveURL("/auth");
  await page.goto("/admin");
  await expect(page).toHaveURL("/login");
});

test("the admin from the environment signs in and sees the admin link", async ({ page }) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Admin" })).toBeVisible();
});
