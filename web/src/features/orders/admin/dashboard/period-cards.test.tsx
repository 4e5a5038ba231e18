import type { DashboardPeriod } from "@contract/dashboard-stats.ts";
import { screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { pressedButtons, renderScreen } from "../../../../testing/render.tsx";
import { PeriodCards } from "./period-cards.tsx";

// Monday 1 June 2026: today, this week and this month are the same one day.
const today = "2026-06-01";
const emptyPeriod = (days: { from: string; to: string }): DashboardPeriod => ({
  timeZone: "America/Chicago",
  ...days,
  orders: 0,
  netSales: 0,
  grossSales: 0,
  discounts: 0,
  refunds: 0,
  tax: 0,
  tips: 0,
  totalCollected: 0,
  activeMembers: 0,
});

/** The cards as the dashboard holds them: the chosen days in state, the period answered for them. */
function Dashboard() {
  const [days, setDays] = useState({ from: today, to: today });
  return <PeriodCards period={emptyPeriod(days)} today={today} onChoose={setDays} />;
}

test("one chip shows as chosen when presets name the same days: the first at first, then the one tapped", async () => {
  const { user } = await renderScreen(<Dashboard />);
  expect(pressedButtons()).toEqual(["Today"]);
  await user.click(screen.getByRole("button", { name: "This week" }));
  expect(pressedButtons()).toEqual(["This week"]);
  await user.click(screen.getByRole("button", { name: "This month" }));
  expect(pressedButtons()).toEqual(["This month"]);
  await user.click(screen.getByRole("button", { name: "Yesterday" }));
  expect(pressedButtons()).toEqual(["Yesterday"]);
});
