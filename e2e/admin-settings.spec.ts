import { randomBytes } from "node:crypto";
import { expect as baseExpect } from "@playwright/test";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

// Two browsers and several screens each: generous on a machine shared with other work.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test("a guest's contact message reaches the admin's inbox, and the admin's reply is in the outbox", async ({
  browser,
}) => {
  const id = randomBytes(3).toString("hex");
  const guestEmail = `ayaan${id}@example.com`;
  const question = `Do you cater for 30 people on Friday? (${id})`;
  const answer = `Yes, we can. Shaah and sambuus for 30 (${id}).`;

  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: /Admin panel/ })).toBeVisible();
  const badge = admin.getByRole("status", { name: /new contact message/ });
  const counted = await admin.request.get("/api/admin/contact-messages/new-count");
  const before = ((await counted.json()) as { count: number }).count;

  const guest = await browser.newPage();
  await guest.goto("/contact");
  const form = guest.getByRole("main");
  await form.getByRole("textbox", { name: "Name" }).fill("Ayaan Yusuf");
  await form.getByRole("textbox", { name: "Email" }).fill(guestEmail);
  await form.getByRole("textbox", { name: "Message" }).fill(question);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Message Sent" })).toBeVisible();
  await guest.close();

  await admin.reload();
  await expect(badge).toHaveText(`${before + 1} new`);

  await admin.getByRole("tab", { name: "Inbox" }).click();
  await admin.getByRole("button", { name: "Open the message from Ayaan Yusuf" }).first().click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
  await expect(badge).toHaveCount(before === 0 ? 0 : 1);

  await dialog.getByLabel("Your reply").fill(answer);
  await dialog.getByRole("button", { name: "Send reply" }).click();
  await expect(dialog.getByText("Answered", { exact: true })).toBeVisible();
  await expect(dialog.getByText(answer)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // The reply, in the outbox the Settings tab shows (no SMTP in this shop).
  await admin.getByRole("tab", { name: "Settings" }).click();
  await expect(admin.getByText(/No mail account is set/)).toBeVisible();
  const outbox = admin.locator("li").filter({ hasText: `To: ${guestEmail}` });
  const reply = outbox.filter({ hasText: "Your message to Somali Sips Café" });
  await expect(reply).toHaveCount(1);
  await reply.getByText("Your message to Somali Sips Café").click();
  await expect(reply.getByText(answer)).toBeVisible();

  const api = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(guestEmail)}`);
  const mails = (await api.json()) as { subject: string; textBody: string }[];
  expect(
    mails.filter((m) => m.subject === "Your message to Somali Sips Café" && m.textBody.includes(answer)),
  ).toHaveLength(1);
  await admin.close();
});

test("an admin saves email settings without ever seeing the password again", async ({ page }) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Service").selectOption("microsoft");
  await expect(page.getByLabel("SMTP host")).toHaveValue("smtp.office365.com");
  await expect(page.getByLabel("Port", { exact: true })).toHaveValue("587");
  // A closed port on this machine: should this test stop half-way, later mail fails at once, never hangs.
  await page.getByLabel("SMTP host").fill("127.0.0.1");
  await page.getByLabel("Port", { exact: true }).fill("9");
  await page.getByLabel("Username").fill("orders@somalisips.example");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Please enter the password.")).toBeVisible();
  await page.getByLabel("Password").fill("a mailbox password");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Emails go out through the account saved here/)).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("Username")).toHaveValue("orders@somalisips.example");
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByText(/A password is saved/)).toBeVisible();
  const answer = await page.request.get("/api/admin/email-config");
  expect(await answer.text()).not.toContain("a mailbox password");

  // Back to the outbox, as the other journeys expect.
  await page.getByRole("button", { name: "Remove saved settings" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove saved settings" }).click();
  await expect(page.getByText(/No mail account is set/)).toBeVisible();
});

test("the opening hours' day rows stay inside their card, on a laptop and on a phone", async ({ page }) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Settings" }).click();
    const card = page.getByRole("heading", { name: "Opening hours and order-ahead" }).locator("xpath=../..");
    await expect(card.getByText("Sunday", { exact: true })).toBeVisible();
    // Each day's row ends inside the card's padding, not past its edge.
    const overflows = await card.evaluate((element) => {
      const { right } = element.getBoundingClientRect();
      const inner = right - Number.parseFloat(getComputedStyle(element).paddingRight);
      return [...element.querySelectorAll("fieldset > div")]
        .map((row) => row.getBoundingClientRect().right - inner)
        .filter((overflow) => overflow > 0.5);
    });
    expect(overflows, `at ${width} px`).toEqual([]);
  }
});

test("a Somali admin answering an English message sees the English subject the reply will carry", async ({
  browser,
  request,
}) => {
  const id = randomBytes(3).toString("hex");
  const name = `Ayaan ${id}`;
  const sent = await request.post("/api/contact", {
    headers: { "accept-language": "en" },
    data: { name, email: `ayaan${id}@example.com`, message: `Do you open on Friday? (${id})` },
  });
  expect(sent.ok()).toBe(true);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.evaluate(() => localStorage.setItem("language", "so"));
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: /Guddiga maamulka/ })).toBeVisible();
  await admin.getByRole("tab", { name: "Fariimaha" }).click();
  await admin.getByRole("button", { name: `Fur fariinta ${name}` }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByText("Waxaa lagu qoray Ingiriisi")).toBeVisible();
  // The hint names the subject the server gives a blank one: the café's line in the sender's language.
  await expect(
    dialog.getByText("Haddii aad bannaan u dayso: Your message to Somali Sips Café", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText(/contactInbox\./)).toHaveCount(0);
  await context.close();
});
