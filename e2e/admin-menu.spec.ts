import { expect, type Locator } from "@playwright/test";
import sharp from "sharp";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

// Each journey signs in, saves through the API and loads a second browser: give them room on a busy machine.
test.beforeEach(() => test.slow());

/** A photo as a file the admin picks from their computer. */
async function photoFile(name: string, colour: string, width = 1200, height = 900) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function expectLoadedPicture(image: Locator, src: RegExp) {
  await expect(image).toHaveAttribute("src", src, { timeout: 30_000 });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("an admin changes a dish's price and photo, and a guest sees both on the menu", async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Menu" }).click();
  await admin.getByRole("button", { name: "Edit Tamarind Cooler" }).click();

  const dialog = admin.getByRole("dialog", { name: "Edit Menu Item" });
  await dialog.getByLabel("Price ($)").fill("4.75");
  await dialog.getByLabel("Choose photo").setInputFiles(await photoFile("tamarind.jpg", "#C4622D"));
  await expect(dialog.locator("img").first()).toHaveAttribute("src", /^data:image\/jpeg/);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByText("Menu item updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole("row", { name: /Tamarind Cooler/ });
  await expect(row.getByText("$4.75")).toBeVisible();
  await admin.close();

  const guest = await browser.newPage();
  await guest.goto("/menu");
  const card = guest.getByRole("article", { name: "Tamarind Cooler" });
  // A fresh browser loads the menu page's code first: on a busy machine that takes a while.
  await expect(card.getByText("$4.75")).toBeVisible({ timeout: 30_000 });
  // The picture is decorative beside the dish's name (alt=""), so it has no role of its own.
  await expectLoadedPicture(card.locator("img"), /^\/uploads\/menu-[0-9a-f]+\.webp$/);
  await guest.close();
});

test("an admin marks a dish sold out in one tap and back again", async ({ page }) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Menu" }).click();
  const toggle = page.getByRole("switch", { name: "Beef Sambuus available" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Beef Sambuus is marked sold out")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
});

test("an admin uploads a founder photo and the About page shows it", async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Content" }).click();
  const slot = admin.getByTestId("founder-photo-1");
  await expect(slot.getByText(/No photo yet/)).toBeVisible();
  await slot.getByLabel("Choose photo").setInputFiles(await photoFile("founder.jpg", "#3B2320", 1600, 2000));
  await expect(admin.getByText("Photo updated. The About page shows it now.")).toBeVisible();
  await expect(slot.getByText(/^Uploaded /)).toBeVisible();
  await admin.close();

  const visitor = await browser.newPage();
  await visitor.goto("/about");
  const founders = visitor.getByRole("region", { name: /founders/i }).getByRole("img");
  await expectLoadedPicture(founders.first(), /^\/uploads\/founder-1-[0-9a-f]+\.webp$/);
  await expect(founders.nth(1)).toHaveAttribute("src", "/images/founder-placeholder.svg");
  await visitor.close();
});

test("an admin changes an option's price and saves the item once: the option keeps its new price", async ({
  page,
}) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Edit Ginger Black Tea" }).click();

  const dialog = page.getByRole("dialog", { name: "Edit Menu Item" });
  const firstPrice = dialog.getByTestId("option-groups-editor").getByLabel("Price change ($)").first();
  await firstPrice.fill("0.35");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  // Two saves (options, then the item) on a busy machine.
  await expect(page.getByText("Menu item updated")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // A fresh page reads the options from the server, not from what this page remembers.
  await page.reload();
  await page.getByRole("tab", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Edit Ginger Black Tea" }).click();
  await expect(firstPrice).toHaveValue("0.35");
});

test("an admin who closes an item's dialog with unsaved changes is asked first, and nothing changed closes at once", async ({
  page,
}) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Menu" }).click();
  const edit = page.getByRole("button", { name: "Edit Beef Sambuus" });
  const dialog = page.getByRole("dialog", { name: "Edit Menu Item" });
  const confirm = page.getByRole("dialog", { name: "Discard changes?" });

  // Nothing changed: Cancel closes without asking.
  await edit.click();
  await expect(dialog.getByTestId("option-groups-editor")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(confirm).toBeHidden();

  // A changed name: Escape asks, Keep editing goes back to the form as it was.
  await edit.click();
  const name = dialog.getByLabel("Name (English)", { exact: true });
  await name.fill("Beef Sambuus (big)");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText("Your changes to this item are not saved yet.")).toBeVisible();
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await expect(confirm).toBeHidden();
  await expect(name).toHaveValue("Beef Sambuus (big)");

  // A click beside the dialog asks too; Discard closes it and the item keeps its name.
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Beef Sambuus \(big\)/ })).toHaveCount(0);
  await edit.click();
  await expect(name).toHaveValue("Beef Sambuus");

  // A changed option alone counts as a change: Cancel asks.
  await dialog.getByRole("button", { name: "Add group" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
});

test("an option's choice names stay readable in the item's dialog, on an upright tablet and a phone, in both languages", async ({
  page,
}) => {
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  for (const [language, menuTab, edit, choiceName] of [
    ["en", "Menu", "Edit Ginger Black Tea", "Choice (English)"],
    ["so", "Liiska cuntada", /^Wax ka beddel /, "Doorasho (Ingiriis)"],
  ] as const) {
    await page.evaluate((chosen) => localStorage.setItem("language", chosen), language);
    for (const viewport of [
      { width: 820, height: 1180 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/admin");
      await page.getByRole("tab", { name: menuTab }).click();
      await page.getByRole("button", { name: edit }).first().click();
      const editor = page.getByTestId("option-groups-editor");
      const names = editor.getByLabel(choiceName, { exact: true });
      await expect(names.first()).toBeVisible();
      // Beside the price and the switches they were about 45 px wide: "Reg" for Regular.
      for (const width of await names.evaluateAll((inputs) =>
        inputs.map((i) => i.getBoundingClientRect().width),
      ))
        expect(width, `${language} at ${viewport.width} px`).toBeGreaterThanOrEqual(180);
    }
  }
});

test.describe("on a 390×844 phone in Somali", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the 'Discard changes?' answers stack at full width, as the shop's other dialogs do on a phone", async ({
    page,
  }) => {
    await signIn(page, e2eAdmin.username, e2eAdmin.password);
    await page.evaluate(() => localStorage.setItem("language", "so"));
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Liiska cuntada" }).click();
    await page
      .getByRole("button", { name: /^Wax ka beddel / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Wax ka beddel cuntada" });
    await dialog.getByLabel("Magaca (Ingiriisi)", { exact: true }).fill("Changed");
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("dialog", { name: "Isbeddellada ma tuuraysaa?" });
    const keep = (await confirm.getByRole("button", { name: "Sii wad wax ka beddelka" }).boundingBox())!;
    const discard = (await confirm.getByRole("button", { name: "Tuur", exact: true }).boundingBox())!;
    expect(discard.width).toBeCloseTo(keep.width, 0);
    // The answer first, Cancel's place below it (web/src/features/rewards/components/redeem-dialogs.tsx).
    expect(discard.y).toBeLessThan(keep.y);
  });
});
