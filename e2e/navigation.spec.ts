import { devices, expect, type Page } from "@playwright/test";
import { addMenuItemToCart, newMember, test } from "./fixtures.ts";

/** Pages open at their top, Back returns to where the reader was, focus and titles follow the page. */

const cafe = "Somali Sips Café";
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** Scrolled to its end, as a reader of a long page is (the footer's sign-up loads as it comes near). */
async function atTheBottom(page: Page) {
  await scrollToBottom(page);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await scrollToBottom(page);
  return scrollY(page);
}

const { defaultBrowserType: _phoneBrowser, ...phone } = devices["Pixel 7"];

test.describe("on a phone", () => {
  test.use(phone);

  test("the menu button's Menu, the cart and a footer link open at the top; Back returns to the place", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await atTheBottom(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL("/menu");
    await expect(page.getByRole("button", { name: /^Add to order: / }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator("main h1")).toBeFocused();

    // Deep in the menu, the cart in the header opens the cart at its top.
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => scrollY(page)).toBe(2000);
    await page.getByRole("link", { name: "Cart", exact: true }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL("/menu");
    await expect.poll(() => scrollY(page)).toBe(2000);

    // A footer link, far down the page, opens the next page at its top; Back returns to the footer.
    const bottom = await atTheBottom(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("main h1")).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator("main h1")).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL("/menu");
    await expect.poll(async () => Math.abs((await scrollY(page)) - bottom)).toBeLessThan(5);
  });

  test("a toast sits at the bottom, above the cart bar, clear of the header and its cart badge", async ({
    page,
  }) => {
    await page.goto("/menu");
    await addMenuItemToCart(page);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added to cart" });
    await expect(toast).toBeVisible();
    const badge = page.getByTestId("cart-badge");
    await expect(badge).toBeVisible();
    const bar = page.getByRole("region", { name: "Your order" });
    await expect
      .poll(async () => {
        const [toastBox, headerBox, barBox] = await Promise.all([
          toast.boundingBox(),
          page.getByRole("banner").boundingBox(),
          bar.boundingBox(),
        ]);
        if (!toastBox || !headerBox || !barBox) return "not laid out";
        if (toastBox.y < headerBox.y + headerBox.height) return "over the header";
        if (toastBox.y + toastBox.height > barBox.y + 1) return "over the cart bar";
        return "clear";
      })
      .toBe("clear");
  });
});

test.describe("on a computer", () => {
  test("at 1024 px the links show in English, and go behind the menu button in Somali, where they would wrap", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/about");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Open menu" })).toBeHidden();

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Soomaali" }).click();
    const menuButton = page.getByRole("button", { name: "Fur liiska" });
    await expect(menuButton).toBeVisible();
    await expect(bar.getByRole("link", { name: "Nala soo xiriir" })).toBeHidden();
    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Nala soo xiriir" }).click();
    await expect(page).toHaveURL("/contact");

    // A wider window has room again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar.getByRole("link", { name: "Nala soo xiriir" })).toBeVisible();
    await expect(menuButton).toBeHidden();
  });

  test("a header link opens the next page at its top, with the focus on its heading; Back returns", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.locator("main h1")).toBeVisible();
    // Not on the first load: the reader starts at the top of the document.
    await expect(page.locator("main h1")).not.toBeFocused();
    const bottom = await atTheBottom(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("main h1")).toBeFocused();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect.poll(async () => Math.abs((await scrollY(page)) - bottom)).toBeLessThan(5);
  });

  test("Order Online with an empty cart opens the menu; the cash checkout shows the empty cart", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Order Online" }).click();
    await expect(page).toHaveURL("/menu");

    await page.goto("/order/cash-checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Place order/ })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Menu" })).toBeVisible();
  });

  test("the focus moves to the confirmation's heading once a cash order is placed", async ({ page }) => {
    // The menu, the checkout and the order: three pages' time on a busy machine.
    test.slow();
    await page.goto("/menu");
    await addMenuItemToCart(page);
    await page.goto("/order/cash-checkout");
    await page.getByLabel("Full name").fill("Ayaan Warsame");
    await page.getByRole("textbox", { name: "Email" }).fill("ayaan.navigation@example.com");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order Placed!" })).toBeFocused();
  });

  test("each page has its own title in the reader's language, changed with the language", async ({
    page,
  }) => {
    const titles: [string, string, string][] = [
      ["/menu", `Menu · ${cafe}`, `Liiska cuntada · ${cafe}`],
      ["/about", `About · ${cafe}`, `Nagu saabsan · ${cafe}`],
      ["/contact", `Contact · ${cafe}`, `Nala soo xiriir · ${cafe}`],
      ["/cart", `Cart · ${cafe}`, `Dambiisha · ${cafe}`],
      ["/donate", `Donate · ${cafe}`, `Deeq bixi · ${cafe}`],
      ["/privacy-policy", `Privacy Policy · ${cafe}`, `Siyaasadda Asturnaanta · ${cafe}`],
      ["/login", `Sign in · ${cafe}`, `Soo gal · ${cafe}`],
      ["/", cafe, cafe],
    ];
    // Through the header's and the footer's links, as a reader goes from page to page.
    const visitEach = async (language: 1 | 2) => {
      for (const entry of titles) {
        await page.locator(`a[href="${entry[0]}"]`).first().click();
        await expect(page).toHaveURL(entry[0]);
        await expect(page).toHaveTitle(entry[language]);
      }
    };
    await page.goto("/404");
    await expect(page).toHaveTitle(`Page not found · ${cafe}`);
    await visitEach(1);

    // Switching the language renames the tab at once.
    await page.locator('a[href="/menu"]').first().click();
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Soomaali" }).click();
    await expect(page).toHaveTitle(`Liiska cuntada · ${cafe}`);
    await visitEach(2);
    await page.goto("/404");
    await expect(page).toHaveTitle(`Bogga lama helin · ${cafe}`);
  });
});

test("a page opened first names its tab, not its text's key, when its title's texts come after the page", async ({
  browser,
}) => {
  // These pages' titles are in the customer's second catalog part, which arrives after the layout names the tab:
  // until then the tab showed the text's key ("track.find.title · …") for a moment.
  const pages: [string, string, string][] = [
    ["/track", "Find your order", "Raadi dalabkaaga"],
    ["/order/cash-checkout", "Pay cash at pickup", "Lacag caddaan ah ku bixi marka aad qaadanayso"],
    ["/unsubscribe", "Unsubscribe", "Ka bax wargeyska"],
  ];
  for (const [language, column] of [
    ["en", 1],
    ["so", 2],
  ] as const) {
    const context = await browser.newContext();
    await context.addInitScript((lang) => localStorage.setItem("language", lang), language);
    // Every name the tab has had since the page began to load.
    await context.addInitScript(() => {
      const names: string[] = [];
      (window as { tabNames?: string[] }).tabNames = names;
      new MutationObserver(() => names.push(document.title)).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    // The second part held back a moment, as on a slow line, so that it surely comes after the layout.
    await context.route(/\/assets\/(en|so)-rest-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const page = await context.newPage();
    for (const entry of pages) {
      await page.goto(entry[0]);
      await expect(page, `${entry[0]} in ${language}`).toHaveTitle(`${entry[column]} · ${cafe}`);
      const names = await page.evaluate(() => (window as { tabNames?: string[] }).tabNames ?? []);
      expect(
        names.filter((name) => /^[\w.]+\.\w+ ·/.test(name)),
        `${entry[0]} in ${language}`,
      ).toEqual([]);
    }
    await context.close();
  }
});

test("a Somali member sees Somali month names on /orders, in Chromium which has no Somali dates", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("language", "so"));
  const member = newMember();
  expect((await context.request.post("/api/register", { data: member })).status()).toBe(201);
  const menu = (await (await context.request.get("/api/menu")).json()) as {
    id: number;
    isAvailable: boolean;
  }[];
  const item = menu.find((m) => m.isAvailable)!;
  const placed = await context.request.post("/api/orders/user", {
    data: {
      name: member.fullName,
      email: member.email,
      items: [{ menuItemId: item.id, quantity: 1 }],
      paymentMethod: "cash",
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  const page = await context.newPage();
  await page.goto("/orders");
  const card = page.getByTestId("order-card").filter({ hasText: orderNumber });
  const placedAt = card.locator("time").first();
  await expect(placedAt).toBeVisible({ timeout: 30_000 });
  const text = (await placedAt.textContent()) ?? "";
  expect(text).toMatch(
    /^(Jannaayo|Febraayo|Maarso|Abriil|May|Juun|Luulyo|Ogost|Sebtembar|Oktoobar|Nofembar|Desembar) \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(GH|GD)$/,
  );
  await context.close();
});
