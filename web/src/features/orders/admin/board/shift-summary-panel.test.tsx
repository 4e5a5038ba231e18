import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { answer } from "../../../../testing/answers.ts";
import { renderScreen } from "../../../../testing/render.tsx";
import { server } from "../../../../testing/server.ts";
import { ShiftSummaryPanel } from "./shift-summary-panel.tsx";

const day = (hour: number) => ({
  date: "2026-06-03",
  timeZone: "America/Chicago",
  orders: 6,
  byStatus: { received: 0, in_progress: 0, ready: 1, completed: 4, cancelled: 1 },
  cancelledOrders: 1,
  itemsMade: 11,
  averageMinutesToReady: 7.5,
  p90MinutesToReady: 12,
  slowestItem: { name: "Canjeero", averageMinutes: 9, orders: 2 },
  busiestHour: { hour, orders: 3 },
});

test("the busiest hour reads on the café's clock as the rest of the panel, in both languages", async () => {
  server.use(answer("GET /api/admin/shift-summary", () => day(14)));
  const { user, unmount } = await renderScreen(<ShiftSummaryPanel />);
  await user.click(screen.getByText("Shift summary"));
  expect(await screen.findByText("2 PM – 3 PM, 3 orders")).toBeTruthy();
  unmount();

  server.use(answer("GET /api/admin/shift-summary", () => day(23)));
  const somali = await renderScreen(<ShiftSummaryPanel />, { language: "so" });
  await somali.user.click(screen.getByTestId("shift-summary").querySelector("summary")!);
  expect(await screen.findByText(/^11 GD – 12 GH, 3 dalab$/)).toBeTruthy();
});

test("the figures name their day in the page's language, today's before any day is picked", async () => {
  server.use(answer("GET /api/admin/shift-summary", () => day(14)));
  const { user, unmount } = await renderScreen(<ShiftSummaryPanel />);
  await user.click(screen.getByText("Shift summary"));
  expect((await screen.findByTestId("shift-summary-day")).textContent).toBe("Wednesday, June 3, 2026");
  unmount();

  const somali = await renderScreen(<ShiftSummaryPanel />, { language: "so" });
  await somali.user.click(screen.getByTestId("shift-summary").querySelector("summary")!);
  expect((await screen.findByTestId("shift-summary-day")).textContent).toBe("Arbaco, Juun 3, 2026");
});
