import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { trackingPath } from "../contract/order-status.ts";
import { addMenuItemToCart, e2eAdmin, newMember, test } from "./fixtures.ts";

/**
 * axe-core (WCAG 2.2 A and AA) over every page of the specification, in English and in Somali, signed out, as a
 * member and as an admin, at desktop and phone sizes, with the main dialogs open: no serious or critical
 * violation anywhere (docs/architecture.md#budgets). One browser context per role and language; each page is
 * scanned at both sizes.
 */

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const sizes = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Role = "guest" | "member" | "admin";
type Language = "en" | "so";

const publicPages = [
  "/",
  "/menu",
  "/cart",
  "/order/cash-checkout",
  "/auth",
  "/login",
  "/forgot-password",
  // Any link's fields show the form; the server judges them only when it is sent.
  "/reset-password?user=1&expires=9999999999&token=scan",
  "/about",
  "/contact",
  "/newsletter",
  "/privacy-policy",
  "/rewards",
  "/donate",
  "/404",
];
const memberPages = ["/orders", "/profile", "/referrals"];
const adminTabs = [
  "orders",
  "users",
  "menu",
  "loyalty",
  "reports",
  "newsletter",
  "content",
  "inbox",
  "settings",
  "audit",
];
const adminPages = [
  ...adminTabs.map((tab) => `/admin?tab=${tab}`),
  "/admin/dashboard",
  "/admin/dashboard?view=board",
  "/newsletter-analytics",
];

/** axe-core itself, put into a page once per document (see `scan`). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

async function placeGuestOrder(browser: Browser) {
  const guest = await browser.newContext();
  const menu = (await (await guest.request.get("/api/menu")).json()) as {
    id: number;
    isAvailable: boolean;
  }[];
  const item = menu.find((m) => m.isAvailable)!;
  const res = await guest.request.post("/api/orders/simple", {
    data: {
      name: "Ayaan Warsame",
      email: "ayaan@example.com",
      items: [{ menuItemId: item.id, quantity: 2 }],
      paymentMethod: "cash",
    },
  });
  expect(res.status()).toBe(201);
  const placed = (await res.json()) as { id: number; trackingToken?: string };
  await guest.close();
  // The address a guest is given: without its token the order is not theirs to see.
  return trackingPath(placed.id, placed.trackingToken);
}

/** A context in the given language, signed in through the API (its cookie is shared by the context's pages). */
async function contextFor(browser: Browser, role: Role, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: sizes[0] });
  await context.addInitScript((lang) => localStorage.setItem("language", lang), language);
  if (role === "member") {
    const res = await context.request.post("/api/register", { data: newMember() });
    expect(res.status()).toBe(201);
  } else if (role === "admin") {
    const res = await context.request.post("/api/login", { data: e2eAdmin });
    expect(res.ok()).toBe(true);
  }
  return context;
}

/** Waits for the page's own content: its main landmark, its heading, and no spinner still turning. */
async function settle(page: Page) {
  await expect(page.getByRole("main")).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("main h1, main h2").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("main .animate-spin")).toHaveCount(0, { timeout: 30_000 });
}

async function scan(page: Page, where: string, findings: Finding[]) {
  // Colours read while a transition runs (a filter chip turning dark as its filter applies) are neither the
  // old nor the new ones: wait for the finite animations to end, so contrast is judged on what stays on screen.
  // One driven by scrolling (the board's all-day strip fades at its edges) ends only when scrolled: not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe runs in the page itself, put in once per document: the shop has no frames for axe's Playwright wrapper
  // to reach, and the wrapper put axe's 550 KB into the page again for every scan, which took as long again
  // as the scan on a small page. Only violations come back, not every node that passed.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
        runOnly: { type: "tag", values },
        resultTypes: ["violations"],
      }),
    tags,
  );
  for (const v of result.violations) {
    if (v.impact !== "serious" && v.impact !== "critical") continue;
    if (process.env.A11Y_LOG)
      console.log(
        where,
        v.id,
        v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | "),
      );
    findings.push({
      where,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    });
  }
}

/** Puts one dish in the cart from the menu, as a reader would. */
async function addDish(page: Page) {
  await page.goto("/menu");
  await settle(page);
  await addMenuItemToCart(page, 0);
  await expect(page.getByTestId("cart-badge")).toBeVisible();
}

/** English pages at both sizes; the Somali ones at phone size, where longer words wrap and crowd first. */
const sizesFor = (label: string) => (label.includes("/so") ? [sizes[1]] : sizes);

/**
 * Opens `path`: by loading it, except a tab of the admin's panel when the panel is open already, which its
 * reader opens by its tab. The panel is the same page around every tab, and loading it again for each of its
 * ten tabs took about 1.5 s of the machine's CPU a time, for the panel's sixty-odd scripts.
 */
async function open(page: Page, path: string) {
  const tab = /^\/admin\?tab=(\w+)$/.exec(path)?.[1];
  if (!tab || new URL(page.url()).pathname !== "/admin") {
    await page.goto(path);
    return;
  }
  // Radix names a tab `…-trigger-<value>` and its panel `…-content-<value>`.
  await page.locator(`[role="tab"][id$="-trigger-${tab}"]`).click();
  await expect(page.locator(`[role="tabpanel"][id$="-content-${tab}"]`)).toBeVisible();
}

async function scanPages(page: Page, label: string, paths: string[], findings: Finding[]) {
  for (const path of paths) {
    const [first] = sizesFor(label);
    await page.setViewportSize({ width: first!.width, height: first!.height });
    await open(page, path);
    // The page as it first loads, then the same page turned to the other size, as a tablet is turned: the
    // layout follows the size without a new load.
    for (const size of sizesFor(label)) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      if (process.env.A11Y_LOG) console.log("scan", label, size.name, path);
      await scan(page, `${label} ${size.name} ${path}`, findings);
    }
  }
}

async function scanDialog(
  page: Page,
  where: string,
  findings: Finding[],
  open: () => Promise<void>,
  name?: RegExp,
) {
  for (const size of sizesFor(where)) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await open();
    const dialog = name ? page.getByRole("dialog", { name }) : page.getByRole("dialog");
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await scan(page, `${where} ${size.name}`, findings);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

function report(findings: Finding[]) {
  return findings
    .map((f) => `${f.where}: [${f.impact}] ${f.rule} (${f.help}) at ${f.targets.join(" | ")}`)
    .join("\n");
}

// One browser context per role and language, signed in once (in the describe's beforeAll); each page is a test of
// its own, scanned at both sizes.

let trackHref: string;
test.beforeAll(async ({ browser }) => {
  trackHref = await placeGuestOrder(browser);
});

for (const role of ["guest", "member", "admin"] as const) {
  for (const language of ["en", "so"] as const) {
    test.describe(`${role}, ${language}`, () => {
      const label = `${role}/${language}`;
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        test.setTimeout(180_000);
        context = await contextFor(browser, role, language);
        page = await context.newPage();
        await addDish(page);
      });
      test.afterAll(async () => {
        await context?.close();
      });

      test("the document's language, status badges in words, toasts announced", async () => {
        test.slow();
        await page.goto("/");
        await settle(page);
        await expect(page.locator("html")).toHaveAttribute("lang", language);

        // The order's status is written out, never shown by colour alone.
        await page.goto(trackHref);
        await settle(page);
        const badges = page.locator("[data-status]");
        await expect(badges.first()).toBeVisible();
        for (const text of await badges.allTextContents()) expect(text.trim()).not.toBe("");

        // Toasts land in sonner's live region, so a screen reader announces them.
        await page.goto("/menu");
        await settle(page);
        await addMenuItemToCart(page, 0);
        await expect(page.locator("section[aria-live]").locator("[data-sonner-toast]").first()).toBeVisible();
      });

      // Each page is scanned as the role it is for: public pages as a guest, member pages as a member, the
      // panel as an admin (the layout around them is the same for every role).
      const paths =
        role === "guest" ? [...publicPages, "/track/{id}"] : role === "member" ? memberPages : adminPages;
      for (const path of paths) {
        test(`axe: ${path}`, async () => {
          test.slow();
          const findings: Finding[] = [];
          await scanPages(page, label, [path === "/track/{id}" ? trackHref : path], findings);
          expect(findings, report(findings)).toEqual([]);
        });
      }

      if (role === "guest") {
        test("axe: the guest checkout dialog", async () => {
          test.slow();
          const findings: Finding[] = [];
          await page.goto("/cart");
          await settle(page);
          await scanDialog(page, `${label} guest checkout dialog`, findings, () =>
            page
              .getByRole("button", { name: /Guest Checkout|U dalbo sida marti/ })
              .first()
              .click(),
          );
          expect(findings, report(findings)).toEqual([]);
        });

        test("axe: a dish's detail sheet", async () => {
          test.slow();
          const findings: Finding[] = [];
          await page.goto("/menu");
          await settle(page);
          // The first dish's name opens its sheet: options, quantity and the note field.
          await scanDialog(page, `${label} dish detail sheet`, findings, () =>
            page.getByRole("article").first().getByRole("heading").getByRole("button").click(),
          );
          expect(findings, report(findings)).toEqual([]);
        });
      }
      if (role === "member") {
        test("axe: the saved addresses tab and its dialogs", async () => {
          test.slow();
          const findings: Finding[] = [];
          // One address, so that the list, its edit dialog and its delete confirmation are all there.
          const saved = await context.request.get("/api/user/addresses");
          if (((await saved.json()) as unknown[]).length === 0) {
            const res = await context.request.post("/api/user/addresses", {
              data: { label: "Work", street: "Hooyo Fashion, shop 12", instructions: "By the tailor" },
            });
            expect(res.status()).toBe(201);
          }
          await page.goto("/profile");
          await settle(page);
          await page.getByRole("tab", { name: /^(Addresses|Cinwaannada)$/ }).click();
          await expect(page.getByTestId("saved-address").first()).toBeVisible({ timeout: 30_000 });
          for (const size of sizesFor(label)) {
            await page.setViewportSize({ width: size.width, height: size.height });
            await scan(page, `${label} ${size.name} saved addresses tab`, findings);
          }
          for (const [what, name] of [
            ["add address", /^(Add an address|Ku dar cinwaan)$/],
            ["edit address", /^(Edit|Wax ka beddel) /],
            ["delete address", /^(Delete|Tirtir) /],
          ] as const) {
            await scanDialog(page, `${label} ${what} dialog`, findings, () =>
              page.getByRole("button", { name }).first().click(),
            );
          }
          expect(findings, report(findings)).toEqual([]);
        });
      }
      if (role === "admin") {
        for (const [tab, what] of [
          ["users", "edit user"],
          ["menu", "menu item"],
        ] as const) {
          test(`axe: the ${what} dialog`, async () => {
            test.slow();
            const findings: Finding[] = [];
            await page.goto(`/admin?tab=${tab}`);
            await settle(page);
            const edit = page.getByRole("button", { name: /^(Edit|Wax ka beddel) / }).first();
            await expect(edit).toBeVisible({ timeout: 30_000 });
            await scanDialog(page, `${label} ${what} dialog`, findings, () => edit.click());
            expect(findings, report(findings)).toEqual([]);
          });
        }
      }
    });
  }
}
