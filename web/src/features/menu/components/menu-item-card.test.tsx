import type { MenuItem } from "@contract/menu.ts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { toast } from "../../../lib/toast.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { aDish, aLatte } from "../../../testing/shop.ts";
import { cart } from "../../cart/public.ts";
import { MenuItemCard } from "./menu-item-card.tsx";

const shaah = aDish({ id: 1, name: "Shaah" }) as MenuItem;
/** A dish with a choice to make, so its Add button opens the options chooser. */
const latte = aLatte();

afterEach(() => {
  cart.clear();
  vi.restoreAllMocks();
});

test("the next dish's dialog opens with the last dish's Added notice put away, not lying over its Add button", async () => {
  const { user } = await renderScreen(
    <>
      <MenuItemCard item={shaah} />
      <MenuItemCard item={latte} />
    </>,
  );
  await user.click(screen.getByRole("button", { name: `${en.menuPage.item.addToOrder}: Shaah` }));
  expect(await screen.findByText(en.menuPage.item.added)).toBeTruthy();

  // Put away when the dialog opens, not left to its own few seconds (which the wait below would outlast).
  const dismiss = vi.spyOn(toast, "dismiss");
  await user.click(screen.getByRole("button", { name: `${en.menuPage.item.addToOrder}: Cardamom Latte` }));
  expect(await screen.findByRole("dialog", { name: "Cardamom Latte" })).toBeTruthy();
  expect(dismiss).toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByText(en.menuPage.item.added)).toBeNull());
});
