import { expect, type Page } from "@playwright/test";
import { addMenuItemToCart, e2eAdmin, signIn, test } from "./fixtures.ts";

/** Card payments and donations through the built-in test gateway, as a customer goes through them. */

async function cartWithTwoItems(page: Page) {
  await page.goto("/menu");
  await addMenuItemToCart(page, 0);
  await addMenuItemToCart(page, 1);
  await page.goto("/cart");
  return page.getByTestId("order-total").textContent();
}

/** Guest checkout by card, up to the hosted test payment page. */
async function checkOutByCard(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && page.url().includes("/test-gateway/")) errors.push(message.text());
  });
  const total = await cartWithTwoItems(page);
  await page.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Ayaan Hassan");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ayaan@example.com");
  await dialog.getByRole("radio", { name: /Card/ }).check();
  await dialog.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\/cs_test_/);
  await expect(page.getByRole("note")).toContainText("TEST");
  await expect(page.getByText(total!, { exact: true })).toBeVisible();
  // The payment page names the shop's icon: without it the browser asked for /favicon.ico and logged a 404.
  expect(errors).toEqual([]);
  return total!;
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
}

test("a guest pays by card with 4242… and sees the order confirmed", async ({ page }) => {
  const total = await checkOutByCard(page);
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/order-success\?session_id=cs_test_\w+&order_id=\d+/);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/^SS-\d+$/);
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await expect(page.getByTestId("cart-badge")).toBeHidden();
});

test("an in-mall delivery is paid by card, and the runner's ticket says there is no cash to collect", async ({
  page,
  browser,
}) => {
  test.slow();
  await cartWithTwoItems(page);
  await page.getByRole("button", { name: "Request In-Mall Delivery" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Ayaan Hassan");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ayaan.delivery@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("612-555-0100");
  await dialog.getByLabel("Delivery location").fill("Hooyo Fashion, shop 12");
  await dialog.getByRole("radio", { name: /Card/ }).check();
  const total = (await dialog.getByTestId("order-total").textContent())!;
  await dialog.getByRole("button", { name: /Request delivery/ }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\/cs_test_/);
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent())!.trim();

  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin/dashboard");
  await admin.getByRole("tab", { name: "Live board" }).click();
  const ticket = admin.getByTestId("board-column-received").locator(`[data-order-number="${number}"]`);
  await expect(ticket).toContainText("Card, paid: nothing to collect");
  await admin.close();
});

test("a declined card shows its message and leaves the order unpaid", async ({ page }) => {
  await checkOutByCard(page);
  await typeCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please use another card.");
  await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
  const cancel = await page.getByRole("link", { name: "Cancel" }).getAttribute("href");
  const orderId = new URL(cancel!).searchParams.get("order_id");
  const order = await page.request.get(`/api/orders/${orderId}`);
  expect(await order.json()).toMatchObject({ paymentMethod: "card", paymentStatus: "pending" });

  // The order's page says what it waits for and takes the guest back to pay it, with another card.
  await page.goto(`/track/${orderId}`);
  await expect(page.getByTestId("track-headline")).toHaveText(/^We are waiting for your card payment\./);
  await page.getByRole("button", { name: "Finish paying" }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\/cs_test_/);
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  expect(await (await page.request.get(`/api/orders/${orderId}`)).json()).toMatchObject({
    paymentStatus: "completed",
  });
});

test("cancelling on the payment page lands on /order-cancelled with ways back", async ({ page }) => {
  await checkOutByCard(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/order-cancelled/);
  await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/cart");
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL("/menu");
});

test("a donation of $7 reaches /donation-success showing $7.00", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Donate" }).first().click();
  await expect(page).toHaveURL("/donate");
  await page.getByText("Custom", { exact: true }).click();
  await page.getByLabel("Other amount ($)").fill("7");
  await page.getByLabel(/Your name/).fill("Faadumo Warsame");
  await page.getByRole("button", { name: "Donate Now" }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
  await typeCard(page, "4242424242424242");
  await page.getByRole("button", { name: "Pay $7.00" }).click();
  await expect(page).toHaveURL(/\/donation-success\?session_id=cs_test_/);
  const details = page.getByTestId("donation-details");
  await expect(details).toContainText("$7.00");
  await expect(details).toContainText("Completed");
  await expect(details).toContainText("Faadumo Warsame");
  await expect(page.getByRole("link", { name: "Make another donation" })).toHaveAttribute("href", "/donate");
});

test("the donation journey works in Somali, the mosque named and an address for the receipt, the test payment page too", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/donate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Masjidka ugu deeq");
  // The mosque by name (the default of the admin's setting), and a receipt for a donor who gives an address.
  await expect(page.getByRole("main")).toContainText("Masjid Abubakar As-Saddique");
  await page.getByText("$20.00", { exact: true }).click();
  await page.getByLabel(/Iimaylka rasiidkaaga/).fill("not an address");
  await page.getByRole("button", { name: "Hadda deeq bixi" }).click();
  await expect(page.getByText("Fadlan geli cinwaan iimayl oo sax ah")).toBeVisible();
  await page.getByLabel(/Iimaylka rasiidkaaga/).fill("xaliimo.donor@example.com");
  await page.getByRole("button", { name: "Hadda deeq bixi" }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
  await expect(page.getByRole("note")).toContainText("TIJAABO");
  await page.getByLabel("Lambarka kaarka").fill("4242 4242 4242 4242");
  await page.getByLabel("Taariikhda dhicitaanka (BB/SS)").fill("12/34");
  await page.getByLabel("Koodhka ammaanka (CVC)").fill("123");
  await page.getByRole("button", { name: "Bixi $20.00" }).click();
  await expect(page.getByTestId("donation-details")).toContainText("Dhammaystiran");
  await expect(page.getByTestId("donation-details")).toContainText("$20.00");
});

test("/dynamic-checkout takes the card for an order's payment intent and shows the receipt", async ({
  page,
}) => {
  await page.goto("/menu");
  const menu = await (await page.request.get("/api/menu")).json();
  const item = menu.find((entry: { isAvailable: boolean }) => entry.isAvailable);
  const placed = await page.request.post("/api/orders/guest", {
    data: {
      name: "Hodan Cali",
      email: "hodan@example.com",
      paymentMethod: "card",
      items: [{ id: item.id, quantity: 1 }],
    },
  });
  const order = await placed.json();
  const intent = await (
    await page.request.post("/api/create-payment-intent", { data: { orderId: order.id } })
  ).json();
  await page.goto(`/dynamic-checkout?client_secret=${intent.clientSecret}&total=${order.total / 100}`);
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please use another card.");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_intent_id=pi_test_\w+&order_id=\d+/);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toContainText(order.orderNumber);
  await page.getByRole("button", { name: "Send receipt" }).click();
  await expect(page.getByText("We've sent the receipt to your email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send receipt" })).toBeHidden();
});
