import type { Address } from "@contract/addresses.ts";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { NewAddressFields } from "./new-address-fields.tsx";

const sent = () => sentTo("POST /api/user/addresses");

const anAddress = (fields: Partial<Address>): Address => ({
  id: 3,
  label: "Work",
  street: "Hooyo Fashion",
  city: null,
  state: null,
  zipCode: null,
  instructions: null,
  isDefault: true,
  ...fields,
});

beforeEach(() => {
  server.use(answer("POST /api/user/addresses", ({ body }) => anAddress(body as Partial<Address>)));
});

describe("Quick Checkout's new address", () => {
  test("a one-letter place is explained at its field in Somali, the focus on it, and nothing is saved", async () => {
    const { user } = await renderScreen(<NewAddressFields onSaved={() => {}} />, { language: "so" });
    await user.type(screen.getByRole("textbox", { name: so.checkout.addressLabel }), "Shaqo");
    const street = screen.getByRole("textbox", { name: so.checkout.addressStreet });
    await user.type(street, "B");
    await user.click(screen.getByRole("button", { name: so.checkout.saveAddress }));
    expect(await screen.findByText(so.errors.addressStreetRequired)).toBeTruthy();
    expect(street.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(street);
    expect(sent()).toEqual([]);

    // The check follows the correction.
    await user.type(street, "akaaro");
    await waitFor(() => expect(screen.queryByText(so.errors.addressStreetRequired)).toBeNull());
  });

  test("a good place is saved, handed on and the fields emptied", async () => {
    const onSaved = vi.fn();
    const { user } = await renderScreen(<NewAddressFields onSaved={onSaved} />);
    const label = screen.getByRole("textbox", { name: en.checkout.addressLabel });
    await user.type(label, "Work");
    await user.type(screen.getByRole("textbox", { name: en.checkout.addressStreet }), "Hooyo Fashion ");
    await user.click(screen.getByRole("button", { name: en.checkout.saveAddress }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 3, label: "Work" })),
    );
    expect(sent()).toEqual([{ label: "Work", street: "Hooyo Fashion" }]);
    expect((label as HTMLInputElement).value).toBe("");
  });
});
