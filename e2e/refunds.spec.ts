import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { e2eAdmin, registerThroughForm, signIn, test } from "./fixtures.ts";

test("an admin refunds one latte of a card order, the customer sees it, and the Reports tab adds it up", async ({
  browser,
}) => {
  // Two browsers, a card payment and a refund: more than the default minute on a busy machine.
  test.slow();
  const customer = await browser.newPage();
  await registerThroughForm(customer);
  const menu = await (await customer.request.get("/api/menu")).json();
  const items = (Array.isArray(menu) ? menu : menu.items) as { id: number; name: string }[];
  const latte = items.find((item) => item.name === "Cardamom Latte")!;
  const placed = await customer.request.post("/api/orders/user", {
    data: {
      name: "Hodan Abdi",
      email: "hodan.refund@example.com",
      items: [{ id: latte.id, quantity: 2 }],
      paymentMethod: "card",
      deliveryLocation: "pickup",
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; orderNumber: string };
  const session = await customer.request.post("/api/stripe/create-checkout-session", {
    data: { orderId: order.id },
  });
  await customer.goto(new URL((await session.json()).url).pathname);
  await customer.getByLabel("Card number").fill("4242 4242 4242 4242");
  await customer.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await customer.getByLabel("Security code (CVC)").fill("123");
  await customer.getByRole("button", { name: /^Pay / }).click();
  await expect(customer).toHaveURL(/\/order-success/);

  const admin = await browser.newPage();
  await signIn(admin, e2eAdmin.username, e2eAdmin.password);
  await admin.goto("/admin");
  const card = admin.getByTestId("admin-order").filter({ hasText: order.orderNumber });
  await card.getByRole("button", { name: `Details of order ${order.orderNumber}` }).click();
  await admin.getByRole("button", { name: `Refund order ${order.orderNumber}` }).click();
  const dialog = admin.getByTestId("refund-dialog");
  await dialog.getByLabel(/How many Cardamom Latte/).fill("1");
  await dialog.getByLabel(/Reason/).fill("Cold latte");
  const will = (await dialog.getByRole("status").textContent())!;
  const amount = will.match(/\$\d+\.\d\d/)![0];
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(admin.getByText(`Refunded ${amount}`)).toBeVisible();

  await customer.goto("/orders");
  await expect(customer.getByTestId("order-refunds").first()).toHaveText(`Refunded ${amount}: Cold latte`);
  await customer.close();

  await admin.goto("/admin?tab=reports");
  await expect(admin.getByTestId("total-refunds")).toBeVisible();
  await expect(admin.getByTestId("total-refunds")).not.toContainText("$0.00");
  const download = admin.waitForEvent("download");
  await admin.getByTestId("export-sales").click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain(order.orderNumber);

  // In Somali the tab, its cards and the exports speak Somali, with the same figures.
  await admin.getByRole("button", { name: "Language" }).click();
  await admin.getByRole("menuitemradio", { name: "Soomaali" }).click();
  await expect(admin.getByRole("tab", { name: "Warbixinno" })).toBeVisible();
  await expect(admin.getByTestId("reports-tab")).toContainText("Lacag celin");
  await expect(admin.getByTestId("export-sales")).toHaveText("Soo deji iibka (CSV)");
  await admin.close();
});
