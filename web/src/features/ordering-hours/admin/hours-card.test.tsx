import type { orderingSettingsSchema } from "@contract/ordering-hours-schemas.ts";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import type { z } from "zod";
import en from "../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { openNow } from "../../../testing/shop.ts";
import { HoursCard } from "./hours-card.tsx";

type Settings = z.input<typeof orderingSettingsSchema>;
const day = { opens: "10:00", closes: "21:00" };
let stored: Settings;
const sent = () => sentTo("PUT /api/admin/ordering-settings");

beforeEach(() => {
  stored = {
    timeZone: "America/Chicago",
    weekly: [{ opens: "11:00", closes: "18:00" }, day, day, day, day, day, day],
    closures: [],
    leadMinutes: 20,
    slotMinutes: 15,
    pausedUntil: null,
  };
  server.use(
    answer("GET /api/ordering-hours", openNow),
    answer("GET /api/admin/ordering-settings", () => stored),
    answer("PUT /api/admin/ordering-settings", ({ body }) => {
      stored = { ...stored, ...(body as Partial<Settings>) };
      return stored;
    }),
  );
});

describe("the opening hours", () => {
  test("a day that closes before it opens is explained in Somali, marked, and nothing is sent", async () => {
    const { user } = await renderScreen(<HoursCard />, { language: "so" });
    const closes = (await screen.findAllByLabelText(new RegExp(so.orderingAdmin.hours.closes)))[1]!;
    await user.clear(closes);
    await user.type(closes, "09:00");
    await user.click(screen.getByRole("button", { name: so.orderingAdmin.hours.save }));
    expect(await screen.findByText(so.errors.hoursClosesBeforeOpens)).toBeTruthy();
    expect(closes.getAttribute("aria-invalid")).toBe("true");
    expect(sent()).toEqual([]);
  });

  test("a closed Sunday, a longer lead time and a closure date are saved as the server's request", async () => {
    const { user } = await renderScreen(<HoursCard />);
    const closed = await screen.findAllByRole("checkbox", { name: en.orderingAdmin.hours.closedDay });
    await user.click(closed[0]!);
    const lead = screen.getByRole("spinbutton", { name: en.orderingAdmin.hours.leadMinutes });
    await user.clear(lead);
    await user.type(lead, "30");
    await user.selectOptions(
      screen.getByRole("combobox", { name: en.orderingAdmin.hours.slotMinutes }),
      "30",
    );
    await user.type(screen.getByLabelText(en.orderingAdmin.hours.closures), "2026-12-25");
    await user.click(screen.getByRole("button", { name: en.orderingAdmin.hours.addClosure }));
    await user.click(screen.getByRole("button", { name: en.orderingAdmin.hours.save }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          weekly: [null, day, day, day, day, day, day],
          closures: ["2026-12-25"],
          leadMinutes: 30,
          slotMinutes: 30,
        },
      ]),
    );
    expect(await screen.findByText(en.orderingAdmin.hours.saved)).toBeTruthy();
  });
});
