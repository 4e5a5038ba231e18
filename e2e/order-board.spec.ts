import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { BOARD_TIMING } from "../contract/order-board.ts";
import { addMenuItemToCart, e2eAdmin, signIn, test } from "./fixtures.ts";

/** A guest in a browser of its own places a cash pickup order through the API and gets its number. */
async function guestOrder(browser: Browser, name = "Ayaan Warsame") {
  const guest = await browser.newContext();
  const request: APIRequestContext = guest.request;
  const menu = (await (await request.get("/api/menu")).json()) as { id: number; isAvailable: boolean }[];
  const item = menu.find((m) => m.isAvailable)!;
  const res = await request.post("/api/orders/simple", {
    data: {
      name,
      email: "ayaan@example.com",
      items: [{ menuItemId: item.id, quantity: 2 }],
      paymentMethod: "cash",
    },
  });
  expect(res.status()).toBe(201);
  const placed = (await res.json()) as { id: number; orderNumber: string };
  await guest.close();
  return placed;
}

/** The admin opens the live board on a counter tablet; the tab's tap is the gesture that unlocks sound. */
async function openBoard(page: Page) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Live board" }).click();
  const board = page.getByTestId("order-board");
  await expect(board.getByTestId("board-live")).toHaveAttribute("data-live", "true", { timeout: 15_000 });
  // Its columns show once it has read the orders: an order placed while that read was still on its way (738 ms
  // on a crowded machine) came with a second read of the whole list, not over the live channel being timed.
  await expect(board.getByTestId("board-column-received")).toBeVisible({ timeout: 15_000 });
  return board;
}

// Journeys of a busy counter: several pages, a five-second undo window each time, on a shared machine.
test.describe.configure({ timeout: 180_000 });

const ticketOf = (page: Page, number: string) =>
  page.locator(`[data-testid=board-ticket][data-order-number="${number}"]`);

test("the board shows a new order within a second of its placement and the chime fires", async ({
  browser,
  page,
}) => {
  const board = await openBoard(page);
  await expect(board).toHaveAttribute("data-sound", "on");
  const chimesBefore = Number(await board.getAttribute("data-chime-count"));

  const order = await guestOrder(browser);
  const ticket = ticketOf(page, order.orderNumber);
  // The target is one second (about 0.9 s measured on a machine loaded thirty deep); the bound leaves room for
  // such load and stays far below the 30-second fallback refetch, so only the live channel can pass it.
  await expect(ticket).toBeVisible({ timeout: 3_000 });
  await expect(page.getByTestId("board-column-received").getByText(order.orderNumber)).toBeVisible();
  await expect
    .poll(async () => Number(await board.getAttribute("data-chime-count")))
    .toBeGreaterThan(chimesBefore);
  await expect(ticket).toHaveAttribute("data-age", "new");
  await expect(ticket.getByText("Cash to collect")).toBeVisible();

  // A tap on the ticket takes it: the acknowledge prompt goes.
  const prompt = ticket.getByRole("button", { name: "New order: tap to stop the chime" });
  await prompt.click();
  await expect(prompt).toHaveCount(0);
});

test("a guest orders, the café moves the ticket on the board, and the guest's tracking page shows ready without a reload", async ({
  browser,
  page,
}) => {
  const board = await openBoard(page);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto("/menu");
  await addMenuItemToCart(guest);
  await guest.goto("/cart");
  await guest.getByRole("button", { name: "Guest Checkout" }).click();
  const dialog = guest.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Sahra Ali");
  await dialog.getByRole("textbox", { name: "Email" }).fill("sahra@example.com");
  await dialog.getByRole("button", { name: /Place order/ }).click();
  const number = (await guest.getByTestId("order-number").textContent())!.trim();
  await guest.getByRole("link", { name: "Track Order Status" }).click();
  const status = guest.getByRole("region").locator("[data-status]").first();
  await expect(status).toHaveAttribute("data-status", "received");

  const ticket = ticketOf(page, number);
  await expect(ticket).toBeVisible({ timeout: 5_000 });
  const moveWithin = BOARD_TIMING.undoWindowMs + 10_000;
  await ticket.getByRole("button", { name: `Start: order ${number}` }).click();
  await expect(
    board.getByTestId("board-column-in_progress").locator(`[data-order-number="${number}"]`),
  ).toBeVisible({
    timeout: moveWithin,
  });
  await ticket.getByRole("button", { name: `Mark ready: order ${number}` }).click();
  await expect(
    board.getByTestId("board-column-ready").locator(`[data-order-number="${number}"]`),
  ).toBeVisible({
    timeout: moveWithin,
  });

  // Well inside the 30-second fallback refetch: only the live channel can bring it this fast.
  await expect(status).toHaveAttribute("data-status", "ready", { timeout: 10_000 });
  await expect(status).toHaveText("Ready");
  await guestContext.close();
});
