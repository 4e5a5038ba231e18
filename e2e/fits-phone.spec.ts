import { expect, type Locator, type Page, test } from "@playwright/test";
import { addMenuItemToCart } from "./fixtures.ts";

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

for (const language of ["en", "so"] as const) {
  test(`the order path fits a 390 px phone in ${language === "so" ? "Somali" : "English"}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/menu");
    await page.evaluate((lang) => localStorage.setItem("language", lang), language);
    await page.goto("/menu");
    await addMenuItemToCart(page);
    await expectNothingCutOff(page);

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectNothingCutOff(page);

    await page
      .getByRole("button", { name: /^(Guest Checkout|U dalbo sida marti)$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("pickup-time")).toBeVisible();
    await expectNothingCutOff(page, dialog);
  });
}
