import { BOARD_TIMING } from "@contract/order-board.ts";
import type { OrderStatus } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import en from "../../../../../../i18n/en.json" with { type: "json" };
import { socketClient } from "../../../../lib/socket/use-socket.ts";
import { answer, refuse, sentTo } from "../../../../testing/answers.ts";
import { FakeAudioContext, useFakeAudio } from "../../../../testing/fake-audio.ts";
import { FakeWebSocket, useFakeWebSocket } from "../../../../testing/fake-socket.ts";
import { anOrder } from "../../../../testing/orders.ts";
import { renderScreen } from "../../../../testing/render.tsx";
import { server } from "../../../../testing/server.ts";
import { openNow } from "../../../../testing/shop.ts";
import { useLiveOrders } from "../api/use-live-orders.ts";
import { OrderBoard } from "./order-board.tsx";

/** A browser that keeps the board's sound suspended, whatever the page asks, as before any tap on it. */
class HeldBackAudioContext extends FakeAudioContext {
  override state: AudioContextState = "suspended";
}

/** The board as the dashboard shows it: kept live by the page's socket. */
function LiveBoard() {
  useLiveOrders();
  return <OrderBoard />;
}

/** A shop whose orders the board reads and moves: every PATCH is recorded and changes the stored order. */
function shopWith(orders: OrderView[]) {
  const moves: { id: number; status: OrderStatus }[] = [];
  server.use(
    answer("GET /api/admin/orders", () => orders),
    answer("GET /api/admin/orders/done", () => []),
    answer("GET /api/ordering-hours", openNow),
    answer("GET /api/menu", () => []),
    answer("PATCH /api/orders/:id/status", ({ params, body }) => {
      const id = Number(params.id);
      const { status } = body as { status: OrderStatus };
      moves.push({ id, status });
      const index = orders.findIndex((order) => order.id === id);
      const moved = { ...orders[index]!, status, orderStatus: status };
      orders[index] = moved;
      return moved;
    }),
  );
  return moves;
}

const ticket = (number: string) => screen.getByRole("article", { name: number });
const column = (status: OrderStatus) => screen.getByTestId(`board-column-${status}`);
const boardReady = () => screen.findByTestId("board-column-received");
/** The board on screen, its columns drawn. */
async function openBoard() {
  const view = await renderScreen(<LiveBoard />);
  await boardReady();
  return view;
}
/** The counter taps a new ticket's Start. */
const tapStart = (user: UserEvent, order: OrderView) =>
  user.click(
    within(ticket(order.orderNumber)).getByRole("button", { name: `Start: order ${order.orderNumber}` }),
  );

beforeEach(() => {
  useFakeWebSocket();
  useFakeAudio();
});
afterEach(() => {
  socketClient.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the order board", () => {
  test("shows each ticket in its status's column", async () => {
    const fresh = anOrder();
    const cooking = anOrder({ status: "in_progress" });
    shopWith([fresh, cooking]);
    await openBoard();
    expect(within(column("received")).getByText(fresh.orderNumber)).toBeTruthy();
    expect(within(column("in_progress")).getByText(cooking.orderNumber)).toBeTruthy();
    expect(within(column("ready")).queryAllByTestId("board-ticket")).toHaveLength(0);
  });

  test("a tap moves the ticket on the server at once and offers Undo, which moves it back", async () => {
    const order = anOrder();
    const moves = shopWith([order]);
    const { user } = await openBoard();

    await tapStart(user, order);
    await waitFor(() => expect(moves).toEqual([{ id: order.id, status: "in_progress" }]));
    expect(ticket(order.orderNumber).dataset.pending).toBe("in_progress");
    expect(await screen.findByText(`${order.orderNumber} moved to In progress`)).toBeTruthy();
    await waitFor(() => expect(within(column("in_progress")).getByText(order.orderNumber)).toBeTruthy());

    await user.click(screen.getByRole("button", { name: `Undo the move of order ${order.orderNumber}` }));
    // Undo is a real move back, which the server records like any other.
    await waitFor(() =>
      expect(moves).toEqual([
        { id: order.id, status: "in_progress" },
        { id: order.id, status: "received" },
      ]),
    );
    await waitFor(() => expect(within(column("received")).getByText(order.orderNumber)).toBeTruthy());
    expect(ticket(order.orderNumber).dataset.pending).toBeUndefined();
  });

  test("a move made with the keyboard keeps the focus on the ticket in its new column", async () => {
    const order = anOrder();
    shopWith([order]);
    const { user } = await openBoard();
    within(ticket(order.orderNumber))
      .getByRole("button", { name: `Start: order ${order.orderNumber}` })
      .focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(column("in_progress")).getByText(order.orderNumber)).toBeTruthy());
    // Its Undo, in the place of the button just pressed: a second Enter takes the move back.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        `Undo the move of order ${order.orderNumber}`,
      ),
    );
    expect(ticket(order.orderNumber).contains(document.activeElement)).toBe(true);
  });

  test("a tap left alone past the undo window stays, and is not sent again", async () => {
    const order = anOrder();
    const moves = shopWith([order]);
    const { user } = await openBoard();

    // The board's timers on a clock the test moves past the undo window, rather than five seconds waited out;
    // it also keeps its own pace, so the screen's other waits go on as with the real one.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    await tapStart(user, order);
    const undo = { name: `Undo the move of order ${order.orderNumber}` };
    await screen.findByRole("button", undo);
    await vi.advanceTimersByTimeAsync(BOARD_TIMING.undoWindowMs);
    await waitFor(() => expect(screen.queryByRole("button", undo)).toBeNull());
    expect(ticket(order.orderNumber).dataset.pending).toBeUndefined();
    expect(within(column("in_progress")).getByText(order.orderNumber)).toBeTruthy();
    expect(moves).toEqual([{ id: order.id, status: "in_progress" }]);
  });

  test("Undo in the toast moves the ticket back too", async () => {
    const order = anOrder();
    const moves = shopWith([order]);
    const { user } = await openBoard();

    await tapStart(user, order);
    await user.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(moves.map((move) => move.status)).toEqual(["in_progress", "received"]));
    expect(ticket(order.orderNumber).dataset.pending).toBeUndefined();
  });

  test("a move the server refuses is said in a toast with the server's reason", async () => {
    const order = anOrder();
    shopWith([order]);
    server.use(refuse("PATCH /api/orders/:id/status", 403, "forbidden"));
    const { user } = await openBoard();

    await tapStart(user, order);
    expect(await screen.findByText(`Could not move order ${order.orderNumber}`)).toBeTruthy();
    expect(screen.getByText(en.errors.forbidden)).toBeTruthy();
    await waitFor(() => expect(within(column("received")).getByText(order.orderNumber)).toBeTruthy());
  });

  test("a new order pushed over the socket flashes, chimes, is announced and waits to be taken", async () => {
    const known = anOrder();
    shopWith([known]);
    const { user } = await renderScreen(<LiveBoard />);
    socketClient.start({ role: "admin" });
    FakeWebSocket.latest().accept();
    await boardReady();
    const board = screen.getByTestId("order-board");
    // What was on the board when it opened has not just arrived.
    expect(board.dataset.chimeCount).toBe("0");

    const fresh = anOrder();
    FakeWebSocket.latest().push({ type: "order_created", data: fresh });
    const arrived = await within(column("received")).findByRole("article", { name: fresh.orderNumber });
    // It rings from an effect after the ticket is drawn: on a busy machine a moment after the ticket shows.
    await waitFor(() => expect(board.dataset.chimeCount).toBe("1"));
    expect(arrived.className).toMatch(/animate-/);
    expect(screen.getByText(`New order ${fresh.orderNumber}`)).toBeTruthy();

    await user.click(within(arrived).getByRole("button", { name: "New order: tap to stop the chime" }));
    expect(within(arrived).queryByRole("button", { name: "New order: tap to stop the chime" })).toBeNull();
    // The tablet remembers what it has taken across reloads.
    expect(JSON.parse(localStorage.getItem("somali-sips.board.acknowledged") ?? "[]")).toContain(fresh.id);
  });

  test.each([
    ["the browser holds the sound back", () => vi.stubGlobal("AudioContext", HeldBackAudioContext)],
    ["the chime is muted", () => localStorage.setItem("somali-sips.board.muted", "true")],
  ])("while no chime can ring (%s), a new ticket asks to be seen, not to stop it", async (_, silence) => {
    silence();
    shopWith([]);
    const { user } = await renderScreen(<LiveBoard />);
    socketClient.start({ role: "admin" });
    FakeWebSocket.latest().accept();
    await boardReady();

    const fresh = anOrder();
    FakeWebSocket.latest().push({ type: "order_created", data: fresh });
    const arrived = await within(column("received")).findByRole("article", { name: fresh.orderNumber });
    expect(screen.getByTestId("order-board").dataset.chimeCount).toBe("0");
    expect(within(arrived).queryByText(en.kitchenBoard.acknowledge)).toBeNull();
    await user.click(within(arrived).getByRole("button", { name: en.kitchenBoard.acknowledgeSilent }));
    expect(within(arrived).queryByRole("button", { name: en.kitchenBoard.acknowledgeSilent })).toBeNull();
  });

  test.each([
    ["its first read", false],
    ["a later read", true],
  ])(
    "a new order pushed during %s of the list stays on the board when that read answers without it",
    async (_, later) => {
      const known = anOrder();
      const fresh = anOrder();
      shopWith([known]);
      // A read of the list that reached the server before the new order was stored, answering after its push.
      let answerStale: () => void = () => undefined;
      const staleAnswered = new Promise<void>((resolve) => (answerStale = resolve));
      let reads = 0;
      const holdNextRead = () =>
        server.use(
          answer("GET /api/admin/orders", async () => {
            reads += 1;
            await staleAnswered;
            return [known];
          }),
        );
      if (!later) holdNextRead();
      const { queryClient } = await renderScreen(<LiveBoard />);
      socketClient.start({ role: "admin" });
      FakeWebSocket.latest().accept();
      if (later) {
        await boardReady();
        holdNextRead();
        void queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
      }
      await waitFor(() => expect(reads).toBe(1));

      FakeWebSocket.latest().push({ type: "order_created", data: fresh });
      answerStale();
      await waitFor(() => expect(queryClient.isFetching({ queryKey: ["/api/admin/orders"] })).toBe(0));
      await within(column("received")).findByRole("article", { name: fresh.orderNumber });
      expect(within(column("received")).getByRole("article", { name: known.orderNumber })).toBeTruthy();
      // Without reading the list again: a rush of pushes costs no requests.
      expect(reads).toBe(1);
    },
  );

  test("a cancel is asked once in a dialog, then sent at once", async () => {
    const order = anOrder({ status: "in_progress" });
    const moves = shopWith([order]);
    const { user } = await openBoard();

    await user.click(screen.getByRole("button", { name: `Cancel order ${order.orderNumber}` }));
    const dialog = await screen.findByRole("dialog", { name: `Cancel order ${order.orderNumber}?` });
    expect(moves).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: en.kitchenBoard.cancelConfirm }));
    await waitFor(() => expect(moves).toEqual([{ id: order.id, status: "cancelled" }]));
  });

  test("Escape closes the cancel dialog, keeps the order, and gives the focus back to the ticket's Cancel", async () => {
    const order = anOrder({ status: "in_progress" });
    const moves = shopWith([order]);
    const { user } = await openBoard();
    const cancel = screen.getByRole("button", { name: `Cancel order ${order.orderNumber}` });

    cancel.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: `Cancel order ${order.orderNumber}?` });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(moves).toEqual([]);
  });

  test("two lines ticked in quick succession both stay struck through, whatever order their answers come in", async () => {
    const order = anOrder();
    const coffee = order.items[0]!;
    order.items = [coffee, { ...coffee, id: coffee.id + 1, name: "Sambuus", itemName: "Sambuus" }];
    const stored = order.items.map((item) => ({ ...item }));
    shopWith([order]);
    // The first tick's answer is held until the second's has gone out: the order as the server had it after
    // the first tick only, with the second line not yet made.
    let secondAnswered: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      secondAnswered = resolve;
    });
    let answered = 0;
    server.use(
      answer("PATCH /api/orders/:id/items/:itemId", async ({ params, body }) => {
        const index = stored.findIndex((item) => item.id === Number(params.itemId));
        stored[index] = { ...stored[index]!, done: body.done };
        const snapshot = { ...order, items: stored.map((item) => ({ ...item })) };
        answered += 1;
        if (answered === 1) await second;
        else secondAnswered();
        return snapshot;
      }),
    );
    const { user, queryClient } = await openBoard();
    const lines = within(ticket(order.orderNumber)).getAllByRole("button", { pressed: false });
    await user.click(lines[0]!);
    await user.click(lines[1]!);
    await waitFor(() => expect(sentTo("PATCH /api/orders/:id/items/:itemId")).toHaveLength(2));
    // Once both ticks have had their answers, neither has unticked a line.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(stored.every((item) => item.done)).toBe(true);
    const pressed = within(ticket(order.orderNumber))
      .getAllByRole("button")
      .filter((button) => button.hasAttribute("aria-pressed"))
      .map((button) => button.getAttribute("aria-pressed"));
    expect(pressed).toEqual(["true", "true"]);
  });
});
