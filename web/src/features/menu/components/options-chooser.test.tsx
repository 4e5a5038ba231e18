import type { Language } from "@contract/language.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { Dialog } from "../../../components/ui/dialog.tsx";
import { renderScreen } from "../../../testing/render.tsx";
import { aLatte } from "../../../testing/shop.ts";
import { OptionsChooser } from "./options-chooser.tsx";

const catalogs: Record<Language, Catalog> = { en, so };

const latte = aLatte();

describe.each(["en", "so"] as const)("the options chooser in %s", (language) => {
  const t = translatorFor(catalogs[language], language);

  test("an optional extra chosen by mistake is taken back with None, and the price follows", async () => {
    const onAdd = vi.fn();
    const { user } = await renderScreen(
      <Dialog open>
        <OptionsChooser item={latte} onAdd={onAdd} />
      </Dialog>,
      { language },
    );
    const extra = screen.getByRole("group", {
      name: new RegExp(language === "en" ? "Extra shot" : "Koob dheeraad"),
    });
    const add = (price: string) => screen.getByRole("button", { name: t("options.add", { price }) });
    // A required single choice has no None: one of its choices is always taken.
    const milk = screen.getByRole("group", { name: new RegExp(language === "en" ? "Milk" : "Caano") });
    expect(within(milk).queryByRole("radio", { name: t("options.none") })).toBeNull();

    const none = within(extra).getByRole("radio", { name: t("options.none") }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    await user.click(within(extra).getByRole("radio", { name: /espresso/i }));
    expect(none.checked).toBe(false);
    expect(add("$6.00")).toBeTruthy();

    await user.click(none);
    expect(none.checked).toBe(true);
    await user.click(add("$5.25"));
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ id: 11 })], 5.25);
  });
});
