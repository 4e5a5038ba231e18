import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import en from "../../../../../../i18n/en.json" with { type: "json" };
import so from "../../../../../../i18n/so.json" with { type: "json" };
import { answer, sentTo } from "../../../../testing/answers.ts";
import { renderScreen } from "../../../../testing/render.tsx";
import { server } from "../../../../testing/server.ts";
import { openNow } from "../../../../testing/shop.ts";
import { aMember, signedInAs } from "../../../../testing/users.ts";
import { BoardToolbar } from "./board-toolbar.tsx";

const sound = en.kitchenBoard.sound;
const pause = en.orderingAdmin.pause;
const fullscreen = { active: false, supported: false, toggle: () => {} };

function toolbar(state: { muted: boolean; blocked: boolean }, onEnableSound = vi.fn(), onMute = vi.fn()) {
  server.use(answer("GET /api/ordering-hours", openNow));
  return renderScreen(
    <BoardToolbar
      socket="connected"
      fullscreen={fullscreen}
      onMute={onMute}
      onEnableSound={onEnableSound}
      {...state}
    />,
  );
}

test("while the browser holds the chime back, the one sound button is the one that lets it ring", async () => {
  const onEnableSound = vi.fn();
  const { user } = await toolbar({ muted: false, blocked: true }, onEnableSound);
  expect(screen.queryByRole("button", { name: sound.mute })).toBeNull();
  await user.click(screen.getByRole("button", { name: sound.enable }));
  expect(onEnableSound).toHaveBeenCalledOnce();
});

test.each([
  [{ muted: false, blocked: false }, sound.mute],
  [{ muted: true, blocked: false }, sound.unmute],
  [{ muted: true, blocked: true }, sound.unmute],
])("otherwise it mutes or turns the chime on (%o)", async (state, name) => {
  const onMute = vi.fn();
  const { user } = await toolbar(state, vi.fn(), onMute);
  expect(screen.queryByRole("button", { name: sound.enable })).toBeNull();
  await user.click(screen.getByRole("button", { name }));
  expect(onMute).toHaveBeenCalledWith(!state.muted);
});

test("pausing online orders takes two taps: the button opens the lengths, a length pauses", async () => {
  const until = "2026-06-03T17:15:00.000Z";
  // Mogadishu's clock (UTC+3): paused until 8:15 PM, and the kitchen's lead time makes 8:45 the first slot.
  server.use(
    answer("POST /api/admin/ordering-pause", () => ({
      ...openNow(),
      now: "2026-06-03T16:45:00.000Z",
      pausedUntil: until,
      slots: ["2026-06-03T17:45:00.000Z"],
    })),
  );
  const { user } = await toolbar({ muted: false, blocked: false });
  const opener = screen.getByRole("button", { name: pause.legend });
  await user.click(opener);
  expect(sentTo("POST /api/admin/ordering-pause")).toEqual([]);
  // A second tap on the same spot closes the lengths again, and pauses nothing.
  await user.click(opener);
  expect(screen.queryByRole("menuitem")).toBeNull();
  expect(sentTo("POST /api/admin/ordering-pause")).toEqual([]);

  await user.click(opener);
  expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
    "15 min",
    "30 min",
    "60 min",
    pause.untilOpening,
  ]);
  await user.click(screen.getByRole("menuitem", { name: "30 min" }));
  await vi.waitFor(() => expect(sentTo("POST /api/admin/ordering-pause")).toEqual([{ pause: "30" }]));
  // The counter sees the pause's end and what customers are offered.
  expect(await screen.findByText("Customers can order for 8:45 PM or later.")).toBeDefined();
  expect(screen.getByTestId("pause-control").textContent).toContain("Online orders paused until 8:15 PM");
});

test("the board has the language switch of its own, by keyboard: a barista turns it Somali where it stands", async () => {
  server.use(
    signedInAs(aMember({ role: "staff" })),
    answer("PATCH /api/user/preferences", () => aMember({ role: "staff", languagePreference: "so" })),
  );
  const { user } = await toolbar({ muted: false, blocked: false });
  const button = screen.getByRole("button", { name: en.language.button.replace("{{code}}", "EN") });
  button.focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("menuitemradio", { name: so.language.names.so });
  await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
  expect(await screen.findByRole("button", { name: so.kitchenBoard.sound.mute })).toBeTruthy();
  expect(screen.getByRole("button", { name: so.language.button.replace("{{code}}", "SO") })).toBeTruthy();
  await vi.waitFor(() =>
    expect(sentTo("PATCH /api/user/preferences")).toEqual([{ languagePreference: "so" }]),
  );
});
