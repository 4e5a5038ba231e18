import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { answer } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { openNow } from "../../testing/shop.ts";
import { OpenStatus } from "./open-status.tsx";
import { PickupTimeField } from "./pickup-time-field.tsx";

// Paused until 8:24 PM in Mogadishu's time; the lead time and the 15-minute steps make 8:45 the first choice.
const paused = {
  ...openNow(),
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
