import { expect } from "@playwright/test";
import { registerThroughForm, test } from "./fixtures.ts";

/** Finding things on the menu: the typo-tolerant search, the section bar, and the first screen on a phone. */

test("the search finds sambuus from 'sambusa', and says so in words when nothing matches", async ({
  page,
}) => {
  test.slow();
  await page.goto("/menu");
  const search = page.getByRole("searchbox", { name: "Search the menu" });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill("sambusa");
  const snacks = page.getByRole("region", { name: "Snacks" });
  for (const name of ["Beef Sambuus", "Chicken Sambuus", "Lentil & Vegetable Sambuus"])
    await expect(snacks.getByRole("heading", { name })).toBeVisible();
  await expect(snacks.getByRole("heading", { name: "Bajiye Fritters" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Snacks" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Drinks" })).toBeHidden();

  await search.fill("shaax");
  await expect(page.getByRole("heading", { name: /Shaah Spiced Milk Tea/ })).toBeVisible();

  await search.fill("pizza");
  await expect(page.getByText("Nothing on the menu matches “pizza”.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Drinks" })).toBeVisible();
});

test("the section bar jumps to a section and marks the one in view", async ({ page }) => {
  test.slow();
  await page.goto("/menu");
  const bar = page.getByRole("navigation", { name: "Menu sections" });
  await expect(bar.getByRole("link", { name: "Drinks" })).toHaveAttribute("aria-current", "true", {
    timeout: 30_000,
  });
  // The old "Beverages" filter showed 2 of 10 drinks: every drink is under Drinks now.
  const drinks = page.getByRole("region", { name: "Drinks" });
  await expect(drinks.getByRole("heading", { name: /Mango Juice/ })).toBeVisible();
  await expect(drinks.getByRole("heading", { name: /Tamarind Cooler/ })).toBeVisible();

  const desserts = bar.getByRole("link", { name: "Desserts" });
  await desserts.click();
  const heading = page.getByRole("heading", { name: "Desserts", level: 2 });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(desserts).toHaveAttribute("aria-current", "true");
  await expect(bar).toBeInViewport();

  // By keyboard too: focus a link, Enter.
  const breakfast = bar.getByRole("link", { name: "Breakfast" });
  await breakfast.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Breakfast", level: 2 })).toBeInViewport();
  await expect(breakfast).toHaveAttribute("aria-current", "true");
});

test("a dish's detail sheet adds it with a quantity and a note, on a line of its own", async ({ page }) => {
  test.slow();
  await page.goto("/menu");
  const dish = page.getByRole("button", { name: "Ginger Black Tea", exact: true });
  await expect(dish).toBeVisible({ timeout: 30_000 });
  await dish.click();
  const sheet = page.getByRole("dialog", { name: "Ginger Black Tea" });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator("img")).toBeVisible();
  const note = sheet.getByLabel("Special instructions (optional)");
  await note.fill("x".repeat(150));
  await expect(note).toHaveValue("x".repeat(140));
  await expect(sheet.getByText("140 of 140 characters")).toBeVisible();
  await note.fill("No sugar, please");
  await sheet.getByRole("button", { name: "One more" }).click();
  await sheet.getByRole("button", { name: /^Add to order · / }).click();
  await expect(sheet).toBeHidden();
  await expect(dish).toBeFocused();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");

  // Escape closes the sheet without adding, and focus comes back to the dish.
  await dish.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(dish).toBeFocused();

  // The card's own button still adds at once (through the options chooser when the dish has options).
  const add = page.getByRole("button", { name: "Add to order: Ginger Black Tea" });
  const opensChooser = (await add.getAttribute("aria-haspopup")) === "dialog";
  await add.click();
  if (opensChooser)
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Add to order/ })
      .click();
  await expect(page.getByTestId("cart-badge")).toHaveText("3");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-line-note")).toHaveText("Note: No sugar, please");
});

test.describe("on a 390×844 phone in Somali", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the first dish is on the first screen, the filters behind one button", async ({ page }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem("language", "so"));
    await page.goto("/menu");
    const firstDish = page.getByRole("article").first();
    await expect(firstDish).toBeVisible({ timeout: 30_000 });
    await expect(firstDish.getByRole("button", { name: /^Ku dar dalabka: / })).toBeInViewport({ ratio: 1 });
    await expect(firstDish.getByRole("heading")).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The section bar has no scroll bar: while sections lie past its right edge it fades there, and scrolled to
    // its end it does not.
    const sectionList = page.getByRole("navigation", { name: "Qaybaha liiska cuntada" }).getByRole("list");
    const fade = () => sectionList.evaluate((list) => getComputedStyle(list).maskImage);
    await expect.poll(fade).toContain("linear-gradient");
    await sectionList.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect.poll(fade).toBe("none");
    await sectionList.evaluate((list) => list.scrollTo({ left: 0 }));

    const filters = page.getByRole("button", { name: "Shaandhooyin" });
    await expect(page.getByRole("button", { name: "Xalaal" })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Xalaal" }).click();
    await expect(filters).toContainText("1 la doortay");
    await page.getByRole("link", { name: "Macmacaan" }).click();
    // The jump has landed once the section's heading is on screen.
    await expect(page.getByRole("heading", { level: 2, name: "Macmacaan" })).toBeInViewport();
    await expect(page.getByRole("searchbox", { name: "Ka raadi liiska cuntada" })).toBeVisible();
  });
});

test.describe("on a 390×844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a dish with many options shows its price and its button without scrolling the dialog", async ({
    page,
  }) => {
    await page.goto("/menu");
    const add = page.getByRole("button", { name: "Add to order: Shaah Spiced Milk Tea" });
    await expect(add).toBeVisible({ timeout: 30_000 });
    await add.click();
    const chooser = page.getByRole("dialog", { name: "Shaah Spiced Milk Tea" });
    const addToOrder = chooser.getByRole("button", { name: /^Add to order/ });
    await expect(addToOrder).toBeInViewport({ ratio: 1 });
    await expect(chooser.getByTestId("chooser-price")).toBeInViewport({ ratio: 1 });
    await addToOrder.click();
    await expect(chooser).toBeHidden();
  });
});

test("a member's dietary preferences open in a dialog, which saves them and gives the focus back to its button", async ({
  page,
}) => {
  await registerThroughForm(page);
  await page.goto("/menu");
  const open = page.getByRole("button", { name: "My Dietary Preferences" });
  await expect(open).toHaveAttribute("aria-haspopup", "dialog");
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  const dialog = page.getByRole("dialog", { name: "My Dietary Preferences" });
  await expect(dialog).toBeVisible();
  // The open modal hides the page from the accessibility tree: the button is read by its text.
  const raw = page.locator("button", { hasText: "My Dietary Preferences" });
  await expect(raw).toHaveAttribute("aria-expanded", "true");
  await expect(raw).toHaveAttribute("aria-controls", (await dialog.getAttribute("id"))!);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await dialog.getByRole("button", { name: "Vegetarian" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole("button", { name: "Vegetarian", pressed: true })).toBeVisible();
});
