import type { Address } from "@contract/addresses.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { Button } from "../../../components/ui/button.tsx";
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { AddressDialog } from "./address-dialog.tsx";

const saved: Address = {
  id: 3,
  label: "Work",
  street: "Hooyo Fashion, shop 12",
  city: null,
  state: null,
  zipCode: null,
  instructions: null,
  isDefault: false,
};

async function openDialog(language: "en" | "so" = "en") {
  const view = await renderScreen(<AddressDialog offerDefault trigger={<Button>open</Button>} />, {
    language,
  });
  await view.user.click(screen.getByRole("button", { name: "open" }));
  return { ...view, dialog: await screen.findByRole("dialog") };
}

describe("a new saved address", () => {
  test("a missing street is said in Somali, and nothing is saved", async () => {
    const { user, dialog } = await openDialog("so");
    await user.type(within(dialog).getByRole("textbox", { name: so.checkout.addressLabel }), "Shaqo");
    await user.click(within(dialog).getByRole("button", { name: so.checkout.saveAddress }));
    expect(await within(dialog).findByText(so.errors.addressStreetRequired)).toBeTruthy();
    expect(sentTo("POST /api/user/addresses")).toEqual([]);
  });

  test("is saved as typed, and the dialog closes", async () => {
    server.use(answer("POST /api/user/addresses", () => saved));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: en.checkout.addressLabel }), "Work");
    await user.type(within(dialog).getByRole("textbox", { name: en.checkout.addressStreet }), saved.street);
    await user.click(within(dialog).getByRole("button", { name: en.checkout.saveAddress }));
    await waitFor(() =>
      expect(sentTo("POST /api/user/addresses")).toMatchObject([{ label: "Work", street: saved.street }]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
