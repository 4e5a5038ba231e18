import type { MenuItem } from "@contract/menu.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aDish } from "../../../testing/shop.ts";
import { MenuItemDialog } from "./menu-item-dialog.tsx";

/** The menu tab's button and the dialog it opens. */
function EditButton({ item }: { item?: MenuItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <MenuItemDialog item={item} open={open} onOpenChange={setOpen} />
    </>
  );
}

const created = () => sentTo("POST /api/menu");
const updated = () => sentTo("PATCH /api/menu/:id");
const sambuus = aDish({ id: 3, name: "Beef Sambuus", price: 3.5, category: "food" }) as MenuItem;

beforeEach(() => {
  server.use(
    answer("GET /api/menu", () => [sambuus]),
    answer("GET /api/menu/:id/option-groups", () => ({ groups: [] })),
    answer("POST /api/menu", ({ body }) => aDish({ id: 9, ...(body as object) })),
    answer("PATCH /api/menu/:id", ({ body }) => ({ ...sambuus, ...(body as object) })),
  );
});

describe.each(["en", "so"] as const)("adding a menu item in %s", (language) => {
  const t = translatorFor((language === "en" ? en : so) as Catalog, language);

  test("each field it needs is asked for, and a valid item is sent once", async () => {
    const { user } = await renderScreen(<EditButton />, { language });
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog", { name: t("adminMenu.addTitle") });
    const create = within(dialog).getByRole("button", { name: t("adminMenu.form.create") });

    await user.click(create);
    expect(await within(dialog).findByText(t("errors.menuNameRequired"))).toBeTruthy();
    expect(within(dialog).getByText(t("errors.pricePositive"))).toBeTruthy();
    expect(within(dialog).getByText(t("errors.menuCategoryRequired"))).toBeTruthy();
    await user.type(within(dialog).getByLabelText(t("adminMenu.form.price")), "0");
    await user.click(create);
    expect(await within(dialog).findByText(t("errors.pricePositive"))).toBeTruthy();
    expect(created()).toEqual([]);

    await user.type(within(dialog).getByLabelText(t("adminMenu.form.name")), "Bur");
    await user.clear(within(dialog).getByLabelText(t("adminMenu.form.price")));
    await user.type(within(dialog).getByLabelText(t("adminMenu.form.price")), "2.25");
    await user.selectOptions(within(dialog).getByLabelText(t("adminMenu.form.category")), "desserts");
    await user.click(within(dialog).getByRole("checkbox", { name: t("dietary.vegetarian") }));
    await user.click(create);
    await waitFor(() =>
      expect(created()).toMatchObject([
        { name: "Bur", price: 2.25, category: "desserts", dietaryTags: "vegetarian" },
      ]),
    );
    expect(await screen.findByText(t("adminMenu.created"))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("editing a menu item", () => {
  test("sends only what the form holds, without the photo when it did not change", async () => {
    const { user } = await renderScreen(<EditButton item={sambuus} />);
    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("dialog", { name: en.adminMenu.editTitle });
    const price = within(dialog).getByLabelText(en.adminMenu.form.price);
    // happy-dom does not show a select's default value that react-hook-form sets through its ref: chosen again.
    await user.selectOptions(within(dialog).getByLabelText(en.adminMenu.form.category), "food");
    await user.clear(price);
    await user.type(price, "4");
    await user.click(within(dialog).getByRole("button", { name: en.adminMenu.form.saveChanges }));
    await waitFor(() => expect(updated()).toHaveLength(1));
    expect(updated()[0]).toMatchObject({ name: "Beef Sambuus", price: 4, category: "food" });
    expect(updated()[0]).not.toHaveProperty("image_url");
    expect(await screen.findByText(en.adminMenu.updated)).toBeTruthy();
  });
});
