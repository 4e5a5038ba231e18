import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { e2eAdmin, signIn, test } from "./fixtures.ts";

/** The counter's tablet (1024×768, landscape) as the best kitchen display systems run it. */

const tablet = { width: 1024, height: 768 };

interface Placed {
  id: number;
  orderNumber: string;
  trackingToken: string;
}

/** A guest in a browser of its own places a cash pickup order of two lines through the API. */
async function guestOrder(browser: Browser, name = "Ayaan Warsame"): Promise<Placed> {
  const guest = await browser.newContext();
  const menu = (await (await guest.request.get("/api/menu")).json()) as {
    id: number;
    isAvailable: boolean;
  }[];
  const [first, second] = menu.filter((m) => m.isAvailable);
  const res = await guest.request.post("/api/orders/simple", {
    data: {
      name,
      email: "ayaan@example.com",
      items: [
        { menuItemId: first!.id, quantity: 2 },
        { menuItemId: second!.id, quantity: 1 },
      ],
      paymentMethod: "cash",
    },
  });
  expect(res.status()).toBe(201);
  const placed = (await res.json()) as Placed;
  await guest.close();
  return placed;
}

async function openBoard(page: Page) {
  await page.setViewportSize(tablet);
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.goto("/admin/dashboard?view=board");
  const board = page.getByTestId("order-board");
  await expect(board.getByTestId("board-live")).toHaveAttribute("data-live", "true", { timeout: 15_000 });
  await expect(board.getByTestId("board-column-received")).toBeVisible();
  return board;
}

const statusOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/orders/${id}`)).json()) as { status: string }).status;

const ticketOf = (page: Page, number: string) =>
  page.locator(`[data-testid=board-ticket][data-order-number="${number}"]`);

test.describe.configure({ timeout: 180_000 });

test("on the tablet the board fills the screen without the shop's header, six of eight tickets in view", async ({
  browser,
  page,
}) => {
  await openBoard(page);
  const placed: Placed[] = [];
  for (let i = 0; i < 8; i++) placed.push(await guestOrder(browser, `Guest ${i + 1}`));
  // Three started, two ready: the counter's usual spread.
  for (const order of placed.slice(0, 5)) {
    expect(
      (await page.request.patch(`/api/orders/${order.id}/status`, { data: { status: "in_progress" } })).ok(),
    ).toBe(true);
  }
  for (const order of placed.slice(3, 5)) {
    expect(
      (await page.request.patch(`/api/orders/${order.id}/status`, { data: { status: "ready" } })).ok(),
    ).toBe(true);
  }
  for (const order of placed)
    await expect(ticketOf(page, order.orderNumber)).toHaveCount(1, { timeout: 35_000 });

  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const { scrollable, inView } = await page.evaluate(() => {
    const height = window.innerHeight;
    const tickets = [...document.querySelectorAll("[data-testid=board-ticket]")];
    return {
      // The board itself ends within the screen (what else the page holds for printing or screen readers may not).
      scrollable:
        (document.querySelector("[data-testid=order-board]")?.getBoundingClientRect().bottom ?? 0) >
        height + 1,
      inView: tickets.filter((ticket) => {
        const box = ticket.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= height && box.height > 0;
      }).length,
    };
  });
  expect(scrollable).toBe(false);
  expect(inView).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId("all-day")).toHaveCSS("flex-wrap", "nowrap");

  // Upright, a tablet gives the three columns 820 px: each ticket, its buttons with it, stays inside its column,
  // in both languages (the Somali labels are the longer).
  await page.setViewportSize({ width: 820, height: 1180 });
  await expectTicketsInsideColumns(page);
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.reload();
  await expect(page.getByRole("button", { name: /^U dhiib: dalabka / }).first()).toBeVisible();
  await expectTicketsInsideColumns(page);
});

async function expectTicketsInsideColumns(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-testid=board-ticket]")].flatMap((ticket) => {
          const column = ticket.closest("section")!.getBoundingClientRect();
          const parts = [ticket, ...ticket.querySelectorAll("button")];
          return parts
            .filter((part) => part.getBoundingClientRect().right > column.right + 0.5)
            .map((part) => `${ticket.getAttribute("data-order-number")}: ${part.textContent}`);
        }),
      ),
    )
    .toEqual([]);
}

test("landscape at 1180 px with Done today and the shift summary open, each column still shows its first ticket whole", async ({
  browser,
  page,
}) => {
  await openBoard(page);
  await page.setViewportSize({ width: 1180, height: 820 });
  const placed: Placed[] = [];
  for (let i = 0; i < 6; i++) placed.push(await guestOrder(browser, `Guest ${i + 1}`));
  // Four handed over, so that Done today is as tall as it gets, then one ready and one started.
  const handedOver = ["in_progress", "ready", "completed"];
  const steps = [handedOver, handedOver, handedOver, handedOver, ["in_progress", "ready"], ["in_progress"]];
  for (const [index, order] of placed.entries()) {
    for (const status of steps[index]!) {
      expect((await page.request.patch(`/api/orders/${order.id}/status`, { data: { status } })).ok()).toBe(
        true,
      );
    }
  }
  await expect(ticketOf(page, placed[4]!.orderNumber)).toHaveCount(1, { timeout: 35_000 });
  await expect(ticketOf(page, placed[5]!.orderNumber)).toHaveCount(1, { timeout: 35_000 });

  for (const [done, summary] of [
    ["Done today", "Shift summary"],
    ["Maanta la dhammeeyay", "Soo koobidda shiftka"],
  ] as const) {
    await page.getByRole("button", { name: done }).click();
    await expect(page.getByTestId("done-ticket").first()).toBeVisible();
    await page.getByTestId("shift-summary").getByText(summary).click();
    // Its figures, or the word that the day has none: what it shows once it has read the day.
    await expect(page.getByTestId("shift-summary").locator("dl, p").first()).toBeVisible();
    // Opened below the tickets, it is brought onto the screen rather than left under its bottom edge.
    await expect(page.getByTestId("shift-summary").locator("dl, p").last()).toBeInViewport({ ratio: 1 });
    await expectFirstTicketsWhole(page);
    await page.evaluate(() => localStorage.setItem("language", "so"));
    await page.reload();
    await expect(page.getByTestId("board-column-received")).toBeVisible();
  }
  // Full screen's larger tickets keep their buttons inside their columns too, and with the panels folded the
  // board fills the screen without scrolling.
  await page.getByRole("button", { name: "Shaashad buuxda" }).click();
  await expect(page.getByRole("button", { name: "Ka bax shaashadda buuxda" })).toBeVisible();
  await expectTicketsInsideColumns(page);
  const board = page.getByTestId("order-board");
  expect(await board.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(
    0,
  );
});

/**
 * The first ticket of every column, its buttons with it, inside what its column shows: the panels below the
 * columns take the board's scroll, never the tickets' room.
 */
async function expectFirstTicketsWhole(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-testid^=board-column-]")].flatMap((column) => {
          const ticket = column.querySelector("[data-testid=board-ticket]");
          if (!ticket) return [];
          const shown = ticket.closest("ol")!.getBoundingClientRect();
          return [ticket, ...ticket.querySelectorAll("button")]
            .filter((part) => {
              const box = part.getBoundingClientRect();
              return (
                box.top < shown.top - 0.5 || box.bottom > shown.bottom + 0.5 || box.right > shown.right + 0.5
              );
            })
            .map(
              (part) =>
                `${ticket.getAttribute("data-order-number")}: ${part.getAttribute("aria-label") ?? part.textContent}`,
            );
        }),
      ),
    )
    .toEqual([]);
}

test("a tap followed by closing the page at once leaves the move recorded; Undo is a recorded move back", async ({
  browser,
  page,
}) => {
  await openBoard(page);
  const order = await guestOrder(browser, "Faadumo Yuusuf");
  const ticket = ticketOf(page, order.orderNumber);
  await expect(ticket).toBeVisible({ timeout: 10_000 });
  await ticket.getByRole("button", { name: `Start: order ${order.orderNumber}` }).click();
  const tablet2 = page.context();
  await page.close();
  await expect.poll(() => statusOf(tablet2.request, order.id)).toBe("in_progress");

  const again = await tablet2.newPage();
  await again.setViewportSize(tablet);
  await again.goto("/admin/dashboard?view=board");
  const moved = ticketOf(again, order.orderNumber);
  await expect(moved).toBeVisible({ timeout: 15_000 });
  await moved.getByRole("button", { name: `Mark ready: order ${order.orderNumber}` }).click();
  await expect(moved).toHaveAttribute("data-pending", "ready");
  await expect.poll(() => statusOf(again.request, order.id)).toBe("ready");
  await moved.getByRole("button", { name: `Undo the move of order ${order.orderNumber}` }).click();
  await expect.poll(() => statusOf(again.request, order.id)).toBe("in_progress");
  const view = (await (await again.request.get(`/api/orders/${order.id}`)).json()) as {
    statusHistory: { status: string }[];
  };
  expect(view.statusHistory.map((entry) => entry.status)).toEqual([
    "received",
    "in_progress",
    "ready",
    "in_progress",
  ]);
});

test("lines ticked as made offer Ready, and the guest's tracking page shows it", async ({
  browser,
  page,
}) => {
  await openBoard(page);
  const order = await guestOrder(browser, "Sahra Ali");
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/track/${order.id}?token=${encodeURIComponent(order.trackingToken)}`);
  const status = guest.getByRole("region").locator("[data-status]").first();
  await expect(status).toHaveAttribute("data-status", "received");

  const ticket = ticketOf(page, order.orderNumber);
  await expect(ticket).toBeVisible({ timeout: 10_000 });
  const lines = ticket.getByTestId("board-line");
  await expect(lines).toHaveCount(2);
  await expect(ticket).toHaveAttribute("data-lines-done", "false");
  for (const button of await lines.getByRole("button").all()) {
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await expect(lines.first()).toHaveAttribute("data-done", "true");
  await expect(ticket).toHaveAttribute("data-lines-done", "true");
  // Stored on the server: another tablet sees the lines ticked. A line shows ticked as soon as it is tapped,
  // and its tick may still be on its way to the server.
  await expect
    .poll(async () => {
      const stored = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
        items: { done: boolean }[];
      };
      return stored.items.map((line) => line.done);
    }, "the lines as the server has them")
    .toEqual([true, true]);

  await ticket.getByRole("button", { name: `Mark ready: order ${order.orderNumber}` }).click();
  await expect(
    page.getByTestId("board-column-ready").locator(`[data-order-number="${order.orderNumber}"]`),
  ).toBeVisible({ timeout: 10_000 });
  await expect(status).toHaveAttribute("data-status", "ready", { timeout: 10_000 });
  await guestContext.close();
});

test("a ticket prints as an 80 mm kitchen ticket; a handed-over ticket is recalled from Done and reprinted", async ({
  browser,
  page,
}) => {
  await page.addInitScript(() => {
    const printed: string[] = [];
    Object.assign(window, { printed });
    window.print = () => {
      printed.push(
        document.querySelector("[data-testid=kitchen-ticket]")?.getAttribute("data-order-number") ?? "",
      );
    };
  });
  await openBoard(page);
  const order = await guestOrder(browser, "Hodan Cali");
  const ticket = ticketOf(page, order.orderNumber);
  await expect(ticket).toBeVisible({ timeout: 10_000 });
  await ticket.getByRole("button", { name: `Print order ${order.orderNumber}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed))
    .toEqual([order.orderNumber]);
  const paper = page.getByTestId("kitchen-ticket");
  await expect(paper).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(paper).toBeVisible();
  await expect(paper).toContainText(order.orderNumber);
  await expect(paper).toContainText("Hodan Cali");
  await expect(paper).toContainText("Cash to collect");
  await expect(page.getByTestId("order-board")).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // Each new ticket prints itself once the tablet is told to.
  await page.getByTestId("auto-print").check();
  const next = await guestOrder(browser, "Maryan Axmed");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed))
    .toContain(next.orderNumber);

  for (const status of ["in_progress", "ready", "completed"]) {
    expect((await page.request.patch(`/api/orders/${order.id}/status`, { data: { status } })).ok()).toBe(
      true,
    );
  }
  await expect(ticket).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Done today" }).click();
  const done = page.locator(`[data-testid=done-ticket][data-order-number="${order.orderNumber}"]`);
  await expect(done).toBeVisible();
  await done.getByRole("button", { name: `Print order ${order.orderNumber}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.at(-1)))
    .toBe(order.orderNumber);
  await done.getByRole("button", { name: `Send order ${order.orderNumber} back to ready` }).click();
  await expect(
    page.getByTestId("board-column-ready").locator(`[data-order-number="${order.orderNumber}"]`),
  ).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => statusOf(page.request, order.id)).toBe("ready");
});

test("in a background tab, in Somali, a new ticket raises a notification and the tab's title counts it", async ({
  browser,
  page,
}) => {
  await page.context().grantPermissions(["notifications"]);
  await page.addInitScript(() => {
    const shown: string[] = [];
    let hidden = false;
    Object.assign(window, {
      shown,
      hideTab: (value: boolean) => {
        hidden = value;
        document.dispatchEvent(new Event("visibilitychange"));
      },
    });
    Object.defineProperty(document, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
    class FakeNotification {
      static permission = "granted";
      static requestPermission = async () => "granted";
      constructor(title: string) {
        shown.push(title);
      }
    }
    Object.assign(window, { Notification: FakeNotification });
  });
  await page.setViewportSize(tablet);
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  await page.evaluate(() => localStorage.setItem("language", "so"));
  await page.goto("/admin/dashboard?view=board");
  const board = page.getByTestId("order-board");
  await expect(board.getByTestId("board-live")).toHaveAttribute("data-live", "true", { timeout: 15_000 });
  await expect(board.getByTestId("board-column-received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Maanta la dhammeeyay" })).toBeVisible();
  const title = await page.title();

  await page.evaluate(() => (window as unknown as { hideTab: (hidden: boolean) => void }).hideTab(true));
  const order = await guestOrder(browser, "Cawo Nuur");
  await expect(ticketOf(page, order.orderNumber)).toHaveCount(1, { timeout: 10_000 });
  await expect(page).toHaveTitle(`(1) ${title}`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown))
    .toEqual(["1 dalab cusub"]);
  await expect(
    ticketOf(page, order.orderNumber).getByRole("button", { name: `Daabac dalabka ${order.orderNumber}` }),
  ).toBeVisible();

  await page.evaluate(() => (window as unknown as { hideTab: (hidden: boolean) => void }).hideTab(false));
  await expect(page).toHaveTitle(title);
});
