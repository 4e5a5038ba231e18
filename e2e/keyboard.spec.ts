import { expect, type Page } from "@playwright/test";
import { addMenuItemToCart, test } from "./fixtures.ts";

/**
 * A guest orders from /menu to 'Order Confirmed!' (cash, pickup) with the keyboard alone: Tab, Shift-Tab, Enter,
 * Space and Escape, plus typing into the fields. Every focused element shows a visible focus indicator, and focus
 * goes into each dialog when it opens and back out of it when it closes (docs/architecture.md#budgets).
 */

type Focused = { name: string; tag: string; inDialog: boolean; visible: boolean; body: boolean };

/** What has focus now: its accessible name (roughly), whether it is in a dialog, and whether its ring shows. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { name: "", tag: "body", inDialog: false, visible: true, body: true };
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none" && style.boxShadow !== "";
      return outline || ring;
    };
    // A visually hidden radio or checkbox shows its ring on the label that wraps it.
    const visible = shows(el) || shows(el.closest("label"));
    const labelled = el.getAttribute("aria-labelledby");
    const name =
      el.getAttribute("aria-label") ??
      (labelled ? (document.getElementById(labelled)?.textContent ?? "") : "");
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? "";
    return {
      name: (name || label || el.textContent || "").trim(),
      tag: el.tagName.toLowerCase(),
      inDialog: Boolean(el.closest("[role=dialog]")),
      visible,
      body: false,
    };
  });
}

/** Presses Tab (or Shift-Tab) until the focused element's name matches; checks the focus ring at every stop. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    if (!now.body) expect(now.visible, `focus ring on <${now.tag}> "${now.name}"`).toBe(true);
    if (name.test(now.name)) return now;
  }
  throw new Error(
    `No focusable element named ${name} within ${max} presses of ${back ? "Shift-Tab" : "Tab"}`,
  );
}

test("a guest orders from the menu to 'Order Confirmed!' with the keyboard alone", async ({ page }) => {
  test.slow();
  await page.goto("/menu");
  await expect(page.getByRole("button", { name: /^Add to order/ }).first()).toBeVisible({ timeout: 30_000 });

  // The skip link comes first and lands on the page's content.
  await page.keyboard.press("Tab");
  const skip = await focused(page);
  expect(skip.tag).toBe("a");
  expect(skip.visible).toBe(true);

  await tabTo(page, /^Add to order/);
  await addFocusedDish(page, "Enter", "1");
  // A second dish with Space.
  await tabTo(page, /^Add to order/);
  await addFocusedDish(page, "Space", "2");

  // Back up to the header's cart link (not the "Added to cart" toast) and follow it.
  await tabTo(page, /^Cart, 2 items$/, { back: true, max: 120 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(2, { timeout: 30_000 });

  // Open the guest checkout dialog, leave it with Escape: focus goes in, then back to its button.
  await tabTo(page, /^Guest Checkout$/);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Guest Checkout" });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page)).name).toBe("Guest Checkout");
  expect((await focused(page)).visible).toBe(true);

  // Again with Space, and this time fill it in.
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  // Focus stays trapped in the dialog while it is open.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).inDialog).toBe(true);
  }
  const name = await tabTo(page, /^Full name/);
  expect(name.inDialog).toBe(true);
  await page.keyboard.type("Ayaan Hassan");
  await tabTo(page, /^Email/);
  await page.keyboard.type("ayaan@example.com");
  // Cash is chosen already; Tab on to the button that places the order.
  const place = await tabTo(page, /^Place order/);
  expect(place.inDialog).toBe(true);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  expect((await focused(page)).inDialog).toBe(false);
  // The confirmation's actions are reachable from here on.
  await tabTo(page, /^Track Order Status/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/track\/\d+/);
});

/**
 * Presses the focused dish's Add button; a dish with options opens its chooser, whose defaults are preselected,
 * so the chooser's own Add button adds it, with the same key.
 */
async function addFocusedDish(page: Page, key: "Enter" | "Space", count: string) {
  const badge = page.getByTestId("cart-badge");
  const chooser = page.getByRole("dialog");
  await page.keyboard.press(key);
  await expect(badge.filter({ hasText: count }).or(chooser)).toBeVisible();
  if (await chooser.isVisible()) {
    await tabTo(page, /^Add to order/);
    await page.keyboard.press(key);
    await expect(chooser).toBeHidden();
    // Closing the chooser gives focus back to the dish's button: the dialog hands it back as it unmounts, a task
    // after it is hidden, which a busy machine can stretch past one look.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Add to order: /);
  }
  await expect(badge).toHaveText(count);
}

/**
 * Presses a key again and again, and names every stop the sticky bars hide in part (WCAG 2.2, 2.4.11 and 2.4.12):
 * the header and the menu's section bar at the top, the menu's cart bar at the bottom. The bars' own controls
 * are always in view.
 */
async function stopsUnderBars(page: Page, key: "Tab" | "Shift+Tab", presses: number) {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body || el.closest("body header, [data-sticky]")) return null;
      const box = el.getBoundingClientRect();
      const bars = [...document.querySelectorAll("body header, [data-sticky]")].map((bar) => ({
        box: bar.getBoundingClientRect(),
        atTop: bar.matches("header, [data-sticky='section-bar']"),
      }));
      const top = Math.max(0, ...bars.filter((bar) => bar.atTop).map((bar) => bar.box.bottom));
      const bottom = Math.min(innerHeight, ...bars.filter((bar) => !bar.atTop).map((bar) => bar.box.top));
      const clear = box.top >= top - 1 && box.bottom <= bottom + 1;
      return clear
        ? null
        : `${el.textContent?.trim().slice(0, 40)} (${Math.round(box.top)}–${Math.round(box.bottom)})`;
    });
    if (stop) hidden.push(stop);
  }
  return hidden;
}

test.describe("on a phone, the focus is never hidden under a bar that sticks to the screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("going back up the menu, under the header and the section bar", async ({ page }) => {
    await page.goto("/menu");
    // The menu of a fresh shop can take a while on a busy machine.
    await expect(page.getByRole("button", { name: /^Add to order: / }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("navigation", { name: "Menu sections" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await stopsUnderBars(page, "Shift+Tab", 30)).toEqual([]);
  });

  test("going down the menu with a dish in the cart, above the cart bar", async ({ page }) => {
    await page.goto("/menu");
    await addMenuItemToCart(page);
    await expect(page.getByRole("region", { name: "Your order" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("main h1").focus();
    expect(await stopsUnderBars(page, "Tab", 30)).toEqual([]);
  });
});

test.describe("on a phone, a text area taking the focus", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("comes out from under the header, where the browser would only show its caret", async ({ page }) => {
    await page.goto("/contact");
    const message = page.getByRole("textbox", { name: "Message" });
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(message).toBeVisible();
    // Scrolled by hand so that the first lines of the message box sit under the header, the reader Shift-Tabs
    // back to it from the button below.
    await send.focus();
    await message.evaluate((field) => {
      const header = document.querySelector("body header")!.getBoundingClientRect();
      window.scrollBy(0, field.getBoundingClientRect().top - header.bottom + 40);
    });
    await page.keyboard.press("Shift+Tab");
    await expect(message).toBeFocused();
    const [fieldTop, headerBottom] = await message.evaluate((field) => [
      field.getBoundingClientRect().top,
      document.querySelector("body header")!.getBoundingClientRect().bottom,
    ]);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe("on a phone, a field the form sends the reader back to", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows its label below the header, not only the box", async ({ page }) => {
    await page.goto("/menu");
    await addMenuItemToCart(page);
    await page.goto("/order/cash-checkout");
    await page.getByLabel("Full name").fill("Ayaan Warsame");
    await page.getByRole("textbox", { name: "Email" }).fill("ayaan.labels@example.com");
    const phone = page.getByRole("textbox", { name: /Phone/ });
    await phone.fill("612");
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(phone).toBeFocused();
    const [labelTop, headerBottom] = await phone.evaluate((field) => [
      (field as HTMLInputElement).labels![0]!.getBoundingClientRect().top,
      document.querySelector("body header")!.getBoundingClientRect().bottom,
    ]);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
  });
});

test("on a tablet the cart bar stays in view down the menu, and Tab reaches it after the last dish", async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto("/menu");
  const adds = page.getByRole("button", { name: /^Add to order: / });
  await expect(adds.first()).toBeVisible({ timeout: 30_000 });
  // A dish far down the menu, added where the reader is.
  await addMenuItemToCart(page, (await adds.count()) - 1);
  const bar = page.getByRole("region", { name: "Your order" });
  await expect(bar).toBeInViewport();
  await adds.last().focus();
  await page.keyboard.press("Tab");
  await expect(bar.getByRole("link", { name: "Proceed to Checkout" })).toBeFocused();
});
