import { expect, type Page } from "@playwright/test";
import { addMenuItemToCart, newMember, registerThroughForm, test } from "./fixtures.ts";

/**
 * Quick Checkout (docs/architecture.md#product-rules): a member with a phone on file sends the cart, paid in
 * cash on arrival, to one of their saved places in the mall from one dialog, with a tip and a note for the
 * runner.
 */

const phone = "612-555-0142";

/** A member with the phone Quick Checkout needs, signed in through the API (the page shares its cookie). */
async function signInNewMember(page: Page) {
  const res = await page.request.post("/api/register", { data: { ...newMember(), phone } });
  expect(res.status()).toBe(201);
}

/** Puts the menu's first `count` dishes in the cart and follows the header's cart link to it. */
async function cartWith(page: Page, count: number) {
  await page.goto("/menu");
  for (let i = 0; i < count; i++) await addMenuItemToCart(page, i);
  const badge = page.getByTestId("cart-badge");
  await expect(badge).toHaveText(String(count));
  await badge.click();
  await expect(page.getByTestId("cart-line")).toHaveCount(count);
}

/** Money as the page writes it ("$12.34"), in cents. */
const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, "")) * 100);
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

interface StoredOrder {
  orderNumber: string;
  total: number;
  tip: number;
  deliveryFee: number;
  serviceFee: number;
  isDelivery: boolean;
  deliveryLocation: string;
  deliveryNotes: string | null;
  paymentMethod: string;
  customerPhone: string | null;
}

/** The member's orders as the shop stored them. */
async function storedOrders(page: Page) {
  const res = await page.request.get("/api/orders/history");
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredOrder[];
}

test("a member saves a mall address in Quick Checkout, adds a tip and gets a cash delivery at the total the shop stored", async ({
  page,
}) => {
  await registerThroughForm(page, { ...newMember(), phone });
  await cartWith(page, 2);
  await expect(page.getByTestId("quick-checkout-needs")).toHaveCount(0);
  await page.getByRole("button", { name: "Quick Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Checkout" });

  // A first Quick Checkout: no address yet, so nothing can be placed until one is saved.
  await expect(dialog.getByText("You have no saved addresses yet. Add one below.")).toBeVisible();
  const place = dialog.getByRole("button", { name: /^Place order · / });
  await expect(place).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Name (for example: Work)" }).fill("Work");
  await dialog.getByRole("textbox", { name: "Address or place in the mall" }).fill("Hooyo Fashion, shop 12");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByRole("radio", { name: /Work/ })).toBeChecked();

  // Delivery carries the mall fee and the service charge; the $2 tip comes on top of the total.
  const totals = dialog.getByTestId("totals");
  await expect(totals).toContainText("Mall delivery fee$2.00");
  await expect(totals).toContainText("Service charge$1.00");
  const withoutTip = cents((await dialog.getByTestId("order-total").textContent()) ?? "");
  await dialog.getByRole("group", { name: "Tip for our team" }).getByText("$2.00").click();
  await expect(totals).toContainText("Tip$2.00");
  const total = money(withoutTip + 200);
  await expect(dialog.getByTestId("order-total")).toHaveText(total);
  await expect(place).toHaveText(`Place order · ${total}`);
  await dialog.getByRole("textbox", { name: /Notes for the runner/ }).fill("Ring at the side door");
  await place.click();

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByText(`Total ${total}.`)).toBeVisible();
  const number = page.getByTestId("order-number");
  await expect(number).toHaveText(/^SS-\d+$/);
  await expect(page.getByTestId("order-note")).toContainText("Ring at the side door");

  // What the shop stored: the total shown, with the tip, in cash, to the saved address, with the member's phone.
  expect(await storedOrders(page)).toEqual([
    expect.objectContaining({
      orderNumber: await number.textContent(),
      total: cents(total),
      tip: 200,
      deliveryFee: 200,
      serviceFee: 100,
      isDelivery: true,
      deliveryLocation: "Work, Hooyo Fashion, shop 12",
      deliveryNotes: "Ring at the side door",
      paymentMethod: "cash",
      customerPhone: phone,
    }),
  ]);
});

test("Quick Checkout closes with Escape back to its button, and refuses a bad address and a tip over $100 without placing an order", async ({
  page,
}) => {
  await signInNewMember(page);
  const placements: string[] = [];
  const savedAddresses: string[] = [];
  page.on("request", (req) => {
    if (req.method() !== "POST") return;
    const { pathname } = new URL(req.url());
    if (pathname.startsWith("/api/orders")) placements.push(req.url());
    if (pathname === "/api/user/addresses") savedAddresses.push(req.url());
  });
  await cartWith(page, 1);
  const opener = page.getByRole("button", { name: "Quick Checkout" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Quick Checkout" });
  await expect(dialog.getByText("You have no saved addresses yet. Add one below.")).toBeVisible();

  // Escape leaves the dialog, the cart untouched, and the focus on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();

  // A place in the mall needs two letters at least: the dialog says so in the shop's words at the field, before
  // anything is sent, and saves nothing.
  const place = dialog.getByRole("button", { name: /^Place order · / });
  const street = dialog.getByRole("textbox", { name: "Address or place in the mall" });
  // Each box has a label on screen that stays while one types, not only a placeholder.
  await expect(dialog.locator("label", { hasText: "Name (for example: Work)" })).toBeVisible();
  await expect(dialog.locator("label", { hasText: "Address or place in the mall" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name (for example: Work)" }).fill("Work");
  await street.fill("B");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter the address.");
  await expect(street).toBeFocused();
  await expect(street).toHaveAttribute("aria-invalid", "true");
  await expect(street).toHaveAccessibleDescription("Please enter the address.");
  expect(savedAddresses).toEqual([]);
  await expect(dialog.getByRole("group", { name: "Your addresses" }).getByRole("radio")).toHaveCount(0);
  await expect(place).toBeDisabled();
  await street.fill("Bakaaro Books");
  await expect(dialog.getByRole("alert")).toBeHidden();
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByRole("radio", { name: /Work/ })).toBeChecked();
  expect(savedAddresses).toHaveLength(1);

  // A tip is at most $100: the field says so and the order is not sent.
  await dialog.getByRole("group", { name: "Tip for our team" }).getByText("Custom").click();
  const tip = dialog.getByRole("spinbutton", { name: "Tip amount ($)" });
  await tip.fill("150");
  await place.click();
  await expect(tip).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a tip between $0 and $100.");
  await expect(dialog).toBeVisible();
  expect(placements).toEqual([]);
  expect(await storedOrders(page)).toEqual([]);
});

test("Quick Checkout in Somali: the dialog, its errors and the confirmation", async ({ page }) => {
  await signInNewMember(page);
  await page.addInitScript(() => localStorage.setItem("language", "so"));
  await cartWith(page, 1);
  await page.getByRole("button", { name: "Dalab degdeg ah" }).click();
  const dialog = page.getByRole("dialog", { name: "Dalab degdeg ah" });

  await expect(dialog).toContainText(
    "Waxaa laguu keenayaa mid ka mid ah cinwaannadaada, lacag caddaan ah ayaad bixinaysaa marka uu yimaado.",
  );
  await expect(dialog.getByText("Weli ma haysatid cinwaan kaydsan. Hoos ku dar mid.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Magac (tusaale: Shaqada)" }).fill("Shaqada");
  await dialog
    .getByRole("textbox", { name: "Cinwaanka ama meesha suuqa" })
    .fill("Hooyo Fashion, dukaanka 12");
  await dialog.getByRole("button", { name: "Kaydi cinwaanka" }).click();
  await expect(dialog.getByRole("radio", { name: /Shaqada/ })).toBeChecked();

  const tips = dialog.getByRole("group", { name: "Bakhshiish kooxdayada" });
  await expect(tips.getByRole("radio", { name: "Bakhshiish la'aan" })).toBeChecked();
  await tips.getByText("Qadar kale").click();
  const tip = dialog.getByRole("spinbutton", { name: "Lacagta bakhshiishka ($)" });
  await tip.fill("150");
  const place = dialog.getByRole("button", { name: /^Dalbo · / });
  // The dialog is taller than the screen: its button, with the total, stays in view while the rest scrolls.
  await expect(place).toBeInViewport({ ratio: 1 });
  await place.click();
  await expect(dialog.getByRole("alert")).toHaveText("Fadlan geli bakhshiish u dhexeeya $0 iyo $100.");
  // No English left in the dialog.
  await expect(dialog).not.toContainText(/Quick Checkout|Place order|address|Tip|Total/);

  await tip.fill("3");
  await expect(dialog.getByRole("alert")).toBeHidden();
  const total = (await dialog.getByTestId("order-total").textContent()) ?? "";
  await expect(place).toHaveText(`Dalbo · ${total}`);
  await place.click();
  await expect(page.getByRole("heading", { name: "Dalabka waa la xaqiijiyay!" })).toBeVisible();
  await expect(page.getByText(`Wadarta ${total}.`)).toBeVisible();
  expect(await storedOrders(page)).toEqual([expect.objectContaining({ total: cents(total), tip: 300 })]);
});

test("a member whose phone on file has too few digits for a runner is not offered Quick Checkout, and is told why", async ({
  page,
}) => {
  // The profile takes "612-555-01"; a delivery needs ten digits, and Quick Checkout has no phone field.
  const res = await page.request.post("/api/register", { data: { ...newMember(), phone: "612-555-01" } });
  expect(res.status()).toBe(201);
  await cartWith(page, 1);
  // The member is known to the page (their own checkout button), and still no Quick Checkout.
  await expect(page.getByRole("button", { name: /^Checkout w\/ / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quick Checkout" })).toHaveCount(0);
  // In its place, one quiet line says why and leads to the profile, where the phone is changed.
  await expect(page.getByTestId("quick-checkout-needs")).toHaveText(
    "Quick Checkout, to the places you saved in the mall, needs a phone number a runner can call. Add one in your profile.",
  );
  await page.getByRole("link", { name: "Add one in your profile." }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});

test("a member without an email on file is told Quick Checkout needs one, and one lacking both is told both", async ({
  page,
}) => {
  // Registered with a phone a runner can call, and no email: the receipt would have nowhere to go.
  const { email: _none, ...noEmail } = newMember();
  expect((await page.request.post("/api/register", { data: { ...noEmail, phone } })).status()).toBe(201);
  await cartWith(page, 1);
  await expect(page.getByRole("button", { name: /^Checkout w\/ / })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quick Checkout" })).toHaveCount(0);
  await expect(page.getByTestId("quick-checkout-needs")).toHaveText(
    "Quick Checkout, to the places you saved in the mall, needs an email address for your receipt. Add one in your profile.",
  );
  await page.getByRole("link", { name: "Add one in your profile." }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");

  // Neither an email nor a phone, in Somali: one line names both.
  await page.request.post("/api/logout");
  const { email: _neither, ...bare } = newMember();
  expect((await page.request.post("/api/register", { data: bare })).status()).toBe(201);
  await page.addInitScript(() => localStorage.setItem("language", "so"));
  await page.goto("/cart");
  await expect(page.getByTestId("quick-checkout-needs")).toHaveText(
    "Dalabka degdegga ah ee meelaha aad suuqa ku kaydsatay wuxuu u baahan yahay cinwaan iimayl oo rasiidka loo diro iyo lambar taleefan oo la wici karo. Labadaba ku dar boggaaga akoonka.",
  );
  await expect(page.getByRole("link", { name: "Labadaba ku dar boggaaga akoonka." })).toHaveAttribute(
    "href",
    "/profile",
  );
});
