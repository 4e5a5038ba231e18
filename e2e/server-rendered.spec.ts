import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { trackingPath } from "../contract/order-status.ts";
import { newMember, test } from "./fixtures.ts";

/**
 * The public pages come from the server with their content (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md): a
 * phone without JavaScript reads them whole, and with JavaScript the app takes them over without redrawing.
 */

const SOMALI = { name: "language", value: "so", domain: "localhost", path: "/" };

async function withoutScript(browser: Browser, language: "en" | "so"): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (language === "so") await context.addCookies([SOMALI]);
  return context.newPage();
}

const PUBLIC_PAGES = [
  "/",
  "/menu",
  "/about",
  "/contact",
  "/privacy-policy",
  "/cart",
  "/donate",
  "/newsletter",
  "/404",
];

/** Each page's title, as the server wrote it (the home page's is the café's name). */
const TITLES: Record<string, RegExp> = {
  "/": /^Somali Sips Café$/,
  "/menu": /^Menu · /,
  "/about": /^About · /,
  "/contact": /^Contact · /,
  "/privacy-policy": /^Privacy Policy · /,
  "/newsletter": /^Newsletter · /,
  "/donate": /^Donate · /,
  "/cart": /^Cart · /,
  "/404": /^Page not found · /,
};

/** A guest's cash order: its number, and the signed tracking address the guest is given. */
async function guestOrder(request: APIRequestContext): Promise<{ number: string; path: string }> {
  const menu = (await (await request.get("/api/menu")).json()) as { id: number; isAvailable: boolean }[];
  const item = menu.find((dish) => dish.isAvailable)!;
  const res = await request.post("/api/orders/simple", {
    data: {
      name: "Hodan Farah",
      email: `hodan-${Date.now()}@example.com`,
      items: [{ menuItemId: item.id, quantity: 1 }],
      paymentMethod: "cash",
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as { id: number; orderNumber: string; trackingToken?: string };
  return { number: order.orderNumber, path: trackingPath(order.id, order.trackingToken) };
}

test.describe("with JavaScript off", () => {
  test("every public page comes with its content", async ({ browser }) => {
    const page = await withoutScript(browser, "en");
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(TITLES[path] ?? /./);
      await expect(page.locator("main h1").first(), path).toHaveText(/\S/);
      await expect(page.getByRole("contentinfo"), path).toBeVisible();
    }
    await page.context().close();
  });

  test("the home page, the menu, about and contact read completely, and their links work", async ({
    browser,
  }) => {
    const page = await withoutScript(browser, "en");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The buttons do nothing without the script: the page says so before its header.
    await expect(page.getByText(/^Ordering, your cart and signing in need JavaScript/)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });

    await nav.getByRole("link", { name: "Menu", exact: true }).click();
    await expect(page).toHaveURL("/menu");
    await expect(page).toHaveTitle(/^Menu · /);
    // Every section of the menu, each dish with its name and price.
    await expect(page.getByRole("heading", { level: 2, name: "Drinks" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Desserts" })).toBeVisible();
    expect(
      await page
        .locator("main")
        .getByText(/^\$\d+\.\d\d$/)
        .count(),
    ).toBeGreaterThan(10);

    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
    await page.context().close();
  });

  test("a reader who chose Somali reads the whole menu in Somali", async ({ browser }) => {
    const page = await withoutScript(browser, "so");
    await page.goto("/menu");
    await expect(page.locator("html")).toHaveAttribute("lang", "so");
    await expect(
      page.getByText(/^Dalbashada, dambiisha iyo soo gelitaanka waxay u baahan yihiin JavaScript/),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Liiska cuntada · /);
    await expect(
      page.getByRole("navigation", { name: /./ }).first().getByRole("link", { name: "Nagu saabsan" }),
    ).toBeVisible();
    expect(
      await page
        .locator("main")
        .getByText(/^\$\d+\.\d\d$/)
        .count(),
    ).toBeGreaterThan(10);
    await page.context().close();
  });

  test("on a tablet in Somali the header's links wrap, and nothing reaches past the screen's edge", async ({
    browser,
  }) => {
    // Nothing measures the links without the script: the longer Somali ones made the page scroll sideways.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 820, height: 1180 },
    });
    await context.addCookies([SOMALI]);
    const page = await context.newPage();
    for (const path of ["/", "/menu"]) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
      const signIn = await page.getByRole("banner").getByRole("link", { name: "Soo gal" }).boundingBox();
      expect(signIn!.x + signIn!.width, path).toBeLessThanOrEqual(widths.screen);
    }
    await context.close();
  });

  test("a first visitor whose browser asks for Somali gets the page in Somali", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "so-SO" });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "so");
    await context.close();
  });

  for (const language of ["en", "so"] as const) {
    test(`in ${language}, an order's tracking page shows its status to the guest holding its link, and to no one else`, async ({
      browser,
      request,
    }) => {
      const order = await guestOrder(request);
      const page = await withoutScript(browser, language);
      await page.goto(order.path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("main h1")).toHaveText(
        language === "en" ? `Order ${order.number}` : `Dalab ${order.number}`,
      );
      await expect(page.locator("main [data-status]").first()).toHaveText(/\S/);

      // The same address without its token, from someone else: the page carries nothing of the order.
      await page.goto(order.path.replace(/\?.*/, ""));
      await expect(page.locator("#root")).not.toContainText(order.number);
      await expect(page.locator("[data-status]")).toHaveCount(0);
      await page.context().close();
    });
  }

  test("a path with no page leads to the not-found page", async ({ browser }) => {
    const page = await withoutScript(browser, "en");
    const answer = await page.goto("/no-such-page");
    expect(answer?.status()).toBe(404);
    await expect(page).toHaveURL("/404");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.context().close();
  });
});

test.describe("in a browser as readers have it, with the shop's service worker", () => {
  test.use({ serviceWorkers: "allow" });
  for (const language of ["en", "so"] as const) {
    test(`in ${language}, every public page takes over the server's markup without an error`, async ({
      page,
      context,
    }) => {
      if (language === "so") await context.addCookies([SOMALI]);
      const problems: string[] = [];
      page.on("console", (message) => {
        // The not-found page is answered with its status, 404, which the browser notes.
        if (page.url().endsWith("/404") && message.text().includes("status of 404")) return;
        if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const order = await guestOrder(page.request);
      for (const path of [...PUBLIC_PAGES, order.path]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("main h1").first()).toBeVisible();
        // The note for a browser without the script stays unparsed text in its noscript element.
        await expect(page.locator(".without-script-note")).toHaveCount(0);
        await page.waitForLoadState("networkidle");
        // The app has taken the page over: its links navigate without loading a page.
        await expect
          .poll(() => page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).length))
          .toBeGreaterThan(0);
        expect(problems, `${path} in ${language}`).toEqual([]);
      }
    });
  }
});

test.describe("a reader who acts as soon as the page has come", () => {
  // A phone's slower processor: the page shows well before React has hydrated it. The page has come once the
  // document is parsed and its module scripts have run (`domcontentloaded`, before `load`): hydration must have
  // started by then, so that React, not the bare markup, takes the tap.
  test.beforeEach(async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  });

  test("hydration has started on every public page by then", async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        // React marks the element it hydrates into (its container) when hydrateRoot is called.
        const root = document.getElementById("root") ?? {};
        (window as { hydrating?: boolean }).hydrating = Object.keys(root).some((key) =>
          key.startsWith("__reactContainer"),
        );
      });
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(await page.evaluate(() => (window as { hydrating?: boolean }).hydrating), path).toBe(true);
    }
  });

  test("a dish added at once lands in the cart", async ({ page }) => {
    await page.goto("/menu", { waitUntil: "domcontentloaded" });
    const add = page
      .getByRole("button", { name: /^Add to order: / })
      .and(page.locator(":not([aria-haspopup])"))
      .first();
    await add.click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });

  test("a form sent at once is the app's, not a plain page request", async ({ page }) => {
    await page.goto("/newsletter", { waitUntil: "domcontentloaded" });
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Email" }).fill(`early-${Date.now()}@example.com`);
    await main.getByRole("button", { name: "Subscribe" }).click();
    await expect(main.getByRole("status")).toBeVisible();
    await expect(page).toHaveURL("/newsletter");
  });
});

test("a signed-in member's tap on a dish opens its choices, and the header then names them", async ({
  page,
}) => {
  // The page comes signed out (the menu's page is the same for everyone). React hydrates the header first and
  // the page after it; the member's answer, asked for once the header had hydrated, came in between and made
  // React redraw the page signed in, report a mismatch and drop the tap.
  const member = newMember();
  expect((await page.request.post("/api/register", { data: member })).status()).toBe(201);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/menu");
  await page
    .getByRole("button", { name: /^Add to order: / })
    .and(page.locator("[aria-haspopup]"))
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: member.username })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a Somali choice kept only in this browser's storage switches the page, and the next page comes in Somali", async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem("language", "so"));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const first = await page.goto("/about");
  // The server saw no cookie: its page is English, the app switches it, once it has taken the server's page
  // over whole: switching before that was a hydration mismatch (React's error 418), the page drawn again.
  expect(await first?.text()).toContain('<html lang="en"');
  await expect(page.locator("html")).toHaveAttribute("lang", "so");
  await expect(page).toHaveTitle(/^Nagu saabsan · /);
  expect(errors).toEqual([]);
  const next = await page.goto("/menu");
  expect(await next?.text()).toContain('<html lang="so"');
  await expect(page).toHaveTitle(/^Liiska cuntada · /);
});

test("a first visitor's page stays in the language the server chose, and no choice is remembered for them", async ({
  browser,
}) => {
  // The request asks for Somali while the page's script reads the browser's language as English: with nothing
  // chosen, the server's pick stands after hydration.
  const context = await browser.newContext({ locale: "so-SO" });
  await context.addInitScript(() => Object.defineProperty(navigator, "language", { get: () => "en-US" }));
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "so");
  await expect(page).toHaveTitle(/^Nagu saabsan · /);
  // Given the app time to have switched, had it wanted to.
  await page
    .getByRole("button", { name: /Luqadda|Language/ })
    .first()
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "so");
  await expect(page).toHaveTitle(/^Nagu saabsan · /);
  expect((await context.cookies()).some((cookie) => cookie.name === "language")).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
  await context.close();
});
