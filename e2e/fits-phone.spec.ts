import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/**
 * Nothing on the order path is cut off on a 390 px phone, in either language: a control's text (a button's
 * label, a select's chosen option, a field's placeholder) fits inside it.
 */

/** The controls under `root` whose text is wider than the room they give it. */
async function overflowing(root: Locator) {
  return root.locator("button, select, input, textarea, a, label").evaluateAll((elements) => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    const textWidth = (el: Element, text: string) => {
      const style = getComputedStyle(el);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const room = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    };
    return elements
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.offsetParent !== null)
      .flatMap((el) => {
        // A closed select and a placeholder never scroll: their text is measured against the room inside.
        if (el instanceof HTMLSelectElement) {
          const text = el.selectedOptions[0]?.text ?? "";
          // The native arrow takes about 20 px of the room.
          return textWidth(el, text) > room(el) - 20 ? [text] : [];
        }
        if (
          (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
          !el.value &&
          el.placeholder
        ) {
          return textWidth(el, el.placeholder) > room(el) + 1 ? [el.placeholder] : [];
        }
        // Screen-reader-only text (clipped to 1 px) and a badge placed over its control are meant to stick out.
        if (el.clientWidth <= 1) return [];
        const placed = [...el.querySelectorAll("*")].some(
          (child) => getComputedStyle(child).position === "absolute",
        );
        if (placed) return [];
        return el.scrollWidth > el.clientWidth + 1 ? [el.textContent ?? el.outerHTML.slice(0, 80)] : [];
      });
  });
}

async function expectNothingCutOff(page: Page, root: Locator = page.locator("body")) {
  expect(await overflowing(root)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const t = {
  en: { guest: "Guest Checkout", delivery: "Request In-Mall Delivery", test: "TEST" },
  so: { guest: "U dalbo sida marti", delivery: "Codso keenis gudaha suuqa", test: "TIJAABO" },
};

for (const language of ["en", "so"] as const) {
  test(`the order path fits a 390 px phone in ${language === "so" ? "Somali" : "English"}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/menu");
    await page.evaluate((lang) => localStorage.setItem("language", lang), language);
    await page.goto("/menu");
    // A dish with options: its chooser's option names and selects fit too (oat milk, say).
    const chooserButton = page
      .getByRole("button", { name: /^(Add to order|Ku dar dalabka): / })
      .and(page.locator('[aria-haspopup="dialog"]'))
      .first();
    await expect(chooserButton).toBeVisible({ timeout: 30_000 });
    // Every dish's row keeps its Add button beside its price, whatever the price's and the label's widths:
    // rows that wrapped for some dishes and not others read as a ragged list.
    const wrapped = await page.getByRole("article").evaluateAll((articles) =>
      articles.flatMap((article) => {
        const button = article.querySelector('[data-testid="dish-add"]');
        const price = article.querySelector('[data-testid="dish-price"]');
        if (!button || !price) return [`${article.textContent?.slice(0, 40)}: no price or Add button`];
        const [a, b] = [button.getBoundingClientRect(), price.getBoundingClientRect()];
        return a.top < b.bottom && b.top < a.bottom ? [] : [article.textContent?.slice(0, 40) ?? "?"];
      }),
    );
    expect(wrapped).toEqual([]);
    await chooserButton.click();
    const chooser = page.getByRole("dialog");
    await expect(chooser.getByRole("button", { name: /Add to order|Ku dar dalabka/ })).toBeVisible();
    await expectNothingCutOff(page, chooser);
    await chooser.getByRole("button", { name: /Add to order|Ku dar dalabka/ }).click();
    await expect(chooser).toBeHidden();
    await expectNothingCutOff(page);

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectNothingCutOff(page);

    // The delivery dialog, with its place and time selects.
    await page.getByRole("button", { name: t[language].delivery }).first().click();
    await expect(page.getByRole("dialog").getByTestId("pickup-time")).toBeVisible();
    // The dialog is taller than the phone: its button, with the total, stays on screen while the rest scrolls.
    await expect(page.getByRole("dialog").locator('button[type="submit"]')).toBeInViewport({ ratio: 1 });
    await expectNothingCutOff(page, page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // The cash checkout page.
    await page.goto("/order/cash-checkout");
    await expect(page.getByTestId("pickup-time")).toBeVisible();
    await expectNothingCutOff(page);

    await page.goto("/cart");
    await page.getByRole("button", { name: t[language].guest }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("pickup-time")).toBeVisible();
    await expect(dialog.locator('button[type="submit"]')).toBeInViewport({ ratio: 1 });
    await expectNothingCutOff(page, dialog);

    // By card, to the test payment page: its labels and placeholders in the page's language fit too.
    await dialog.locator('input[name="name"]').fill("Ayaan Hassan");
    await dialog.locator('input[name="email"]').fill("ayaan.fits@example.com");
    await dialog.locator('input[type="radio"][value="card"]').check();
    await dialog.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
    await expect(page.getByRole("note")).toContainText(t[language].test);
    await expectNothingCutOff(page);
  });
}
