import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";

test("on a phone the navigation sits behind the menu button", async ({ page }) => {
  await page.goto("/");
  const menuLink = page.locator("#mobile-menu").getByRole("link", { name: "Menu" });
  await expect(menuLink).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menuLink).toBeVisible();
  // A guest finds an order whose tracking link is lost from the phone's menu too, not only from the footer.
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Find my order" })).toHaveAttribute(
    "href",
    "/track",
  );
  await page.locator("#mobile-menu").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("#mobile-menu")).toBeHidden();
});
