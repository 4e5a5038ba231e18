import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import so from "../../../../i18n/so.json" with { type: "json" };
import { SessionEndedBanner } from "../../app/layout/session-ended-banner.tsx";
import { LiveStatus } from "../../features/live/public.ts";
import { BoardToolbar } from "../../features/orders/admin/board/board-toolbar.tsx";
import { answer } from "../../testing/answers.ts";
import { FakeWebSocket, useFakeWebSocket } from "../../testing/fake-socket.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { openNow } from "../../testing/shop.ts";
import { socketClient, useSocketState } from "./use-socket.ts";

/** What the counter and a customer see of the page's socket: the board's live line, the tracking page's, the banner. */
function SocketViews() {
  const socket = useSocketState();
  const fullscreen = { active: false, supported: false, toggle: () => {} };
  return (
    <>
      <SessionEndedBanner />
      <BoardToolbar
        socket={socket}
        muted={false}
        blocked={false}
        fullscreen={fullscreen}
        onMute={() => {}}
        onEnableSound={() => {}}
      />
      <LiveStatus />
    </>
  );
}

const boardLine = () => screen.getByTestId("board-live");

beforeAll(() => useFakeWebSocket());
afterAll(() => {
  socketClient.stop();
  vi.unstubAllGlobals();
});

// One page's socket through its life, in order: the session ending is the end of it until a reload.
describe("the socket's states on screen", () => {
  test("connecting: the board says it is not live yet, a customer's page says nothing", async () => {
    server.use(answer("GET /api/ordering-hours", openNow));
    await renderScreen(<SocketViews />);
    socketClient.start({ role: "admin" });
    await waitFor(() => expect(boardLine().textContent).toContain(en.kitchenBoard.live.off));
    expect(boardLine().dataset.live).toBe("false");
    expect(screen.queryByText(en.realtime.liveOff)).toBeNull();
  });

  test("live: the board says Live", async () => {
    server.use(answer("GET /api/ordering-hours", openNow));
    await renderScreen(<SocketViews />);
    FakeWebSocket.latest().accept();
    expect(boardLine().textContent).toBe(en.kitchenBoard.live.on);
    expect(boardLine().dataset.live).toBe("true");
    expect(screen.queryByText(en.realtime.liveOff)).toBeNull();
  });

  test("reconnecting, in Somali: both pages say live updates are off until a new socket opens", async () => {
    server.use(answer("GET /api/ordering-hours", openNow));
    await renderScreen(<SocketViews />, { language: "so" });
    const lost = FakeWebSocket.latest();
    lost.drop();
    expect(boardLine().textContent).toContain(so.kitchenBoard.live.off);
    expect(screen.getByText(so.realtime.liveOff)).toBeTruthy();

    // The client tries again a second later (docs/architecture.md#product-rules) with a new socket.
    await waitFor(() => expect(FakeWebSocket.latest()).not.toBe(lost), { timeout: 5_000 });
    FakeWebSocket.latest().accept();
    expect(boardLine().textContent).toBe(so.kitchenBoard.live.on);
    expect(screen.queryByText(so.realtime.liveOff)).toBeNull();
  });

  test("session ended: a banner says so, no new socket is tried, and it leads to the sign-in page", async () => {
    server.use(answer("GET /api/ordering-hours", openNow));
    const { user } = await renderScreen(<SocketViews />, { path: "/admin/dashboard" });
    expect(screen.queryByRole("alert")).toBeNull();
    const sockets = FakeWebSocket.opened.length;
    FakeWebSocket.latest().drop(4401);

    expect(screen.getByRole("alert").textContent).toContain(en.common.sessionEnded);
    await user.click(screen.getByRole("button", { name: en.common.signInAgain }));
    expect(screen.getByTestId("current-path").textContent).toBe("/login");
    expect(FakeWebSocket.opened.length).toBe(sockets);
  });
});
