import { screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { pressedButtons, renderScreen } from "../../../testing/render.tsx";
import { RangePicker } from "./range-picker.tsx";

// Monday 1 June 2026: today, this week and this month are the same one day.
const today = "2026-06-01";

function Reports() {
  const [range, setRange] = useState({ from: today, to: today });
  return <RangePicker range={range} today={today} onChange={setRange} />;
}

test("one range chip shows as chosen when presets name the same days, in both languages", async () => {
  const { user, unmount } = await renderScreen(<Reports />);
  expect(pressedButtons()).toEqual(["Today"]);
  await user.click(screen.getByRole("button", { name: "This week" }));
  expect(pressedButtons()).toEqual(["This week"]);
  unmount();

  const somali = await renderScreen(<Reports />, { language: "so" });
  expect(pressedButtons()).toEqual(["Maanta"]);
  await somali.user.click(screen.getByRole("button", { name: "Bishan" }));
  expect(pressedButtons()).toEqual(["Bishan"]);
});
