import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import en from "../../../../../../i18n/en.json" with { type: "json" };
import { answer } from "../../../../testing/answers.ts";
import { renderScreen } from "../../../../testing/render.tsx";
import { server } from "../../../../testing/server.ts";
import { openNow } from "../../../../testing/shop.ts";
import { BoardToolbar } from "./board-toolbar.tsx";

const sound = en.kitchenBoard.sound;
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
