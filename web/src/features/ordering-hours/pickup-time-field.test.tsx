import { screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { answer } from "../../testing/answers.ts";
import { renderScreen } from "../../testing/render.tsx";
import { server } from "../../testing/server.ts";
import { openNow } from "../../testing/shop.ts";
import { PickupTimeField } from "./pickup-time-field.tsx";

function Field() {
  const [value, setValue] = useState("");
  return <PickupTimeField value={value} onChange={setValue} />;
}

test("while closed, the time chosen in advance says its day under the field, which shows only the time", async () => {
  server.use(
    answer("GET /api/ordering-hours", () => ({
      ...openNow(),
      timeZone: "America/Chicago",
      open: false,
      asapAvailable: false,
      // Monday 8 June 2026, 10:15 and 10:30 AM in Minneapolis.
      slots: ["2026-06-08T15:15:00.000Z", "2026-06-08T15:30:00.000Z"],
    })),
  );
  await renderScreen(<Field />);
  expect((await screen.findByTestId("pickup-time-chosen")).textContent).toMatch(
    /^Pickup at 10:15\sAM, Monday, June 8$/,
  );
});

test("as soon as possible needs no day", async () => {
  server.use(answer("GET /api/ordering-hours", openNow));
  await renderScreen(<Field />);
  await screen.findByTestId("pickup-time");
  expect(screen.queryByTestId("pickup-time-chosen")).toBeNull();
});
