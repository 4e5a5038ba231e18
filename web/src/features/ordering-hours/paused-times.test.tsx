import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import en from "../../../../i18n/en.json" with { type: "json" };
import { answer } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { openNow } from "../../testing/shop.ts";
import { OpenStatus } from "./open-status.tsx";
import { PickupTimeField } from "./pickup-time-field.tsx";

// Paused until 8:24 PM in Mogadishu's time; the lead time and the 15-minute steps make 8:45 the first choice.
const paused = {
  ...openNow(),
  now: "2026-06-03T17:10:00.000Z",
  asapAvailable: false,
  closesAt: "2026-06-03T19:00:00.000Z",
  pausedUntil: "2026-06-03T17:24:00.000Z",
  slots: ["2026-06-03T17:45:00.000Z", "2026-06-03T18:00:00.000Z"],
};

test("while orders are paused, the customer is told the first time they can pick, not the pause's end", async () => {
  server.use(answer("GET /api/ordering-hours", () => paused));
  await renderScreen(
    <>
      <OpenStatus />
      <PickupTimeField value="" onChange={() => {}} />
    </>,
  );
  expect(await screen.findByText("Very busy: orders for later only, from 8:45 PM")).toBeDefined();
  expect(
    screen.getByText(
      "We are very busy and have paused orders for now. The earliest time you can choose is 8:45 PM.",
    ),
  ).toBeDefined();
  expect(screen.queryByText(/8:24/)).toBeNull();
});

test("paused while closed, the closed note wins over the pause", async () => {
  server.use(
    answer("GET /api/ordering-hours", () => ({
      ...paused,
      open: false,
      closesAt: null,
      nextOpen: "2026-06-04T08:00:00.000Z",
      slots: ["2026-06-04T08:15:00.000Z"],
    })),
  );
  await renderScreen(<PickupTimeField value="" onChange={() => {}} />);
  expect(await screen.findByText(en.orderingHours.closedNote)).toBeDefined();
  expect(screen.queryByText(/very busy/)).toBeNull();
});

test("a first time on another day names its day", async () => {
  server.use(answer("GET /api/ordering-hours", () => ({ ...paused, slots: ["2026-06-04T08:15:00.000Z"] })));
  await renderScreen(<OpenStatus />);
  expect(await screen.findByText("Very busy: orders for later only, from 11:15 AM, Thursday")).toBeDefined();
});
