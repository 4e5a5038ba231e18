import { expect, type Page } from "@playwright/test";
import { addMenuItemToCart, newMember, test } from "./fixtures.ts";

/**
 * Saved addresses on the profile: the place a member saved in Quick Checkout is there to edit, to make the
 * default and to delete, and new ones can be added there; in English on a desktop and in Somali on a phone.
 */

/** A member with the phone Quick Checkout needs, signed in through the API (the page shares its cookie). */
async function signInNewMember(page: Page) {
  const res = await page.request.post("/api/register", { data: { ...newMember(), phone: "612-555-0143" } });
  expect(res.status()).toBe(201);
}

interface SavedAddress {
  id: number;
  label: string;
  street: string;
  city: string | null;
  isDefault: boolean;
}

/** The member's addresses as the shop stored them, the default first. */
async function stored(page: Page) {
  const res = await page.request.get("/api/user/addresses");
  expect(res.ok()).toBe(true);
  return (await res.json()) as SavedAddress[];
}

async function openAddressesTab(page: Page, tab: string, heading: string) {
  await page.goto("/profile");
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

test("a place saved in Quick Checkout is on the profile, where the member adds, edits, makes default and deletes addresses", async ({
  page,
}) => {
  await signInNewMember(page);
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Quick Checkout" }).click();
  const quick = page.getByRole("dialog", { name: "Quick Checkout" });
  await quick.getByRole("textbox", { name: "Name (for example: Work)" }).fill("Work");
  await quick.getByRole("textbox", { name: "Address or place in the mall" }).fill("Hooyo Fashion, shop 12");
  await quick.getByRole("button", { name: "Save address" }).click();
  await expect(quick.getByRole("radio", { name: /Work/ })).toBeChecked();
  await page.keyboard.press("Escape");

  await openAddressesTab(page, "Addresses", "Saved addresses");
  const items = page.getByTestId("saved-address");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Work");
  await expect(items.first()).toContainText("Hooyo Fashion, shop 12");
  await expect(items.first()).toContainText("Default");

  // A second address, added here as the new default: the dialog opens on its first box.
  const add = page.getByRole("button", { name: "Add an address" });
  await add.click();
  const dialog = page.getByRole("dialog", { name: "New address" });
  await expect(dialog.getByRole("textbox", { name: "Name (for example: Work)" })).toBeFocused();
  await dialog.getByRole("textbox", { name: "Name (for example: Work)" }).fill("Home");
  await dialog.getByRole("textbox", { name: "Address or place in the mall" }).fill("Cedar Ave 1");
  await dialog.getByRole("textbox", { name: /^City/ }).fill("Minneapolis");
  await dialog.getByRole("checkbox", { name: "Use as my default address" }).check();
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Home");
  await expect(items.first()).toContainText("Default");
  expect((await stored(page)).map((a) => [a.label, a.isDefault])).toEqual([
    ["Home", true],
    ["Work", false],
  ]);

  // Editing: Escape leaves it unchanged and puts the focus back on its button.
  const editWork = page.getByRole("button", { name: "Edit Work" });
  await editWork.click();
  const edit = page.getByRole("dialog", { name: "Edit address" });
  await expect(edit.getByRole("textbox", { name: "Name (for example: Work)" })).toHaveValue("Work");
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await expect(editWork).toBeFocused();

  // A one-letter place is refused at its field, in the shop's words, before anything is sent.
  await page.keyboard.press("Enter");
  const street = edit.getByRole("textbox", { name: "Address or place in the mall" });
  await street.fill("B");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Please enter the address.")).toBeVisible();
  await expect(street).toHaveAttribute("aria-invalid", "true");
  expect((await stored(page)).find((a) => a.label === "Work")?.street).toBe("Hooyo Fashion, shop 12");
  await street.fill("Hooyo Fashion, shop 14");
  await edit.getByRole("textbox", { name: /^Directions for the runner/ }).fill("Next to the tailor");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(editWork).toBeFocused();
  await expect(items.nth(1)).toContainText("Hooyo Fashion, shop 14");
  await expect(items.nth(1)).toContainText("Next to the tailor");

  // Work becomes the default again: it moves to the top and the focus goes to its name.
  await page.getByRole("button", { name: "Make default: Work" }).click();
  await expect(page.getByRole("heading", { name: "Work" })).toBeFocused();
  await expect(items.first()).toContainText("Work");
  await expect(items.first()).toContainText("Default");
  await expect(page.getByRole("button", { name: "Make default: Work" })).toHaveCount(0);

  // Deleting asks first; Cancel keeps it, with the focus back on its button.
  const deleteHome = page.getByRole("button", { name: "Delete Home" });
  await deleteHome.click();
  const confirm = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(confirm).toContainText("Home (Cedar Ave 1)");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteHome).toBeFocused();
  await expect(items).toHaveCount(2);
  await deleteHome.click();
  await confirm.getByRole("button", { name: "Delete address" }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Saved addresses" })).toBeFocused();

  expect(await stored(page)).toEqual([
    expect.objectContaining({
      label: "Work",
      street: "Hooyo Fashion, shop 14",
      instructions: "Next to the tailor",
      isDefault: true,
    }),
  ]);
});

test.describe("in Somali on a 390×844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a member adds an address on the profile, edits it, and hears the shop's refusal in Somali when it was already deleted", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("language", "so"));
    await signInNewMember(page);
    await openAddressesTab(page, "Cinwaannada", "Cinwaannada la kaydiyay");
    await expect(page.getByText("Weli ma haysatid cinwaan kaydsan.")).toBeVisible();

    await page.getByRole("button", { name: "Ku dar cinwaan" }).click();
    const dialog = page.getByRole("dialog", { name: "Cinwaan cusub" });
    // A first address is the default anyway: nothing to choose.
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Kaydi cinwaanka" }).click();
    await expect(dialog.getByText("Fadlan cinwaanka u bixi magac, sida Guriga ama Shaqada.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Magac (tusaale: Shaqada)" }).fill("Shaqada");
    await dialog
      .getByRole("textbox", { name: "Cinwaanka ama meesha suuqa" })
      .fill("Dukaanka Xalwo, albaabka 3");
    await dialog.getByRole("button", { name: "Kaydi cinwaanka" }).click();
    await expect(dialog).toBeHidden();

    const items = page.getByTestId("saved-address");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("La doorbiday");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: "Wax ka beddel Shaqada" }).click();
    const edit = page.getByRole("dialog", { name: "Wax ka beddel cinwaanka" });
    await edit.getByRole("textbox", { name: /^Magaalada/ }).fill("Minneapolis");
    await edit.getByRole("button", { name: "Kaydi", exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(items.first()).toContainText("Minneapolis");
    expect(await stored(page)).toEqual([expect.objectContaining({ label: "Shaqada", city: "Minneapolis" })]);

    // Deleted meanwhile in another tab: the shop's answer is shown in Somali, and the list catches up.
    const [saved] = await stored(page);
    expect((await page.request.delete(`/api/user/addresses/${saved!.id}`)).ok()).toBe(true);
    await page.getByRole("button", { name: "Tirtir Shaqada" }).click();
    const confirm = page.getByRole("dialog", { name: "Ma tirtiraysaa cinwaankan?" });
    await confirm.getByRole("button", { name: "Tirtir cinwaanka" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Cinwaanka lama tirtiri karin" });
    await expect(toast).toContainText("Lama helin");
    await expect(page.getByText("Weli ma haysatid cinwaan kaydsan.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("heading", { name: "Cinwaannada la kaydiyay" })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a member editing an address deleted meanwhile in another tab keeps the dialog, hears why Save fails, and lands on the section", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("language", "so"));
    await signInNewMember(page);
    const added = await page.request.post("/api/user/addresses", {
      data: { label: "Guriga", street: "Jidka Cedar 1" },
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as SavedAddress;
    await openAddressesTab(page, "Cinwaannada", "Cinwaannada la kaydiyay");

    await page.getByRole("button", { name: "Wax ka beddel Guriga" }).click();
    const edit = page.getByRole("dialog", { name: "Wax ka beddel cinwaanka" });
    expect((await page.request.delete(`/api/user/addresses/${id}`)).ok()).toBe(true);
    const city = edit.getByRole("textbox", { name: /^Magaalada/ });
    await city.fill("Minneapolis");
    await edit.getByRole("button", { name: "Kaydi", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Cinwaanka lama kaydin karin" });
    await expect(toast).toContainText("Lama helin");
    // The list caught up behind the dialog, which stays with what the member typed.
    await expect(page.getByText("Weli ma haysatid cinwaan kaydsan.")).toBeVisible();
    await expect(edit).toBeVisible();
    await expect(city).toHaveValue("Minneapolis");

    await edit.getByRole("button", { name: "Jooji" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("heading", { name: "Cinwaannada la kaydiyay" })).toBeFocused();
    expect(await stored(page)).toEqual([]);
  });
});
