import type { SocketState } from "@contract/realtime.ts";
import { Bell, BellOff, Maximize, Minimize, Volume2, Wifi, WifiOff } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { LanguageMenu } from "../../../account/public.ts";
import { PauseControl } from "../../../ordering-hours/admin/public.ts";

interface ToolbarProps {
  socket: SocketState;
  muted: boolean;
  blocked: boolean;
  fullscreen: { active: boolean; supported: boolean; toggle: () => void };
  /** The full-screen element while the board is in full-screen mode: the open language menu goes there. */
  menuContainer?: HTMLElement | null;
  onMute: (muted: boolean) => void;
  onEnableSound: () => void;
}

/**
 * Live state, the chime's switches, the language and full-screen mode: everything the counter sets once and
 * forgets.
 */
export function BoardToolbar(props: ToolbarProps) {
  const { socket, muted, blocked, fullscreen, menuContainer, onMute, onEnableSound } = props;
  const { t } = useTranslation();
  const live = socket === "connected";
  return (
    // From the left, as the switches before it: its rows kept to the right left a phone's first one ragged, the
    // pause control pushed off the left edge and the live state against the right one.
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("kitchenBoard.title")}</h2>
      <PauseControl compact />
      {/* Whole or on the next line, never squeezed beside the pause on a phone: offline, the Somali is "Toos ma
          aha", three words that would otherwise break into a column. */}
      <p
        className="flex shrink-0 items-center gap-1 text-sm whitespace-nowrap text-coffee-700"
        data-testid="board-live"
        data-live={live}
      >
        {live ? (
          <Wifi className="size-4 text-green-800" aria-hidden="true" />
        ) : (
          <WifiOff className="size-4" aria-hidden="true" />
        )}
        {live ? t("kitchenBoard.live.on") : t("kitchenBoard.live.off")}
        {!live && <span className="sr-only">{t("kitchenBoard.live.offHint")}</span>}
      </p>
      {/* One sound button: while the browser holds the chime back, the one that lets it ring; a Mute beside it
          would say the chime is on when it is not. */}
      {blocked && !muted ? (
        <Button variant="accent" onClick={onEnableSound} title={t("kitchenBoard.sound.blocked")}>
          <Volume2 className="size-5" aria-hidden="true" />
          {t("kitchenBoard.sound.enable")}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => onMute(!muted)}>
          {muted ? (
            <BellOff className="size-5" aria-hidden="true" />
          ) : (
            <Bell className="size-5" aria-hidden="true" />
          )}
          {muted ? t("kitchenBoard.sound.unmute") : t("kitchenBoard.sound.mute")}
        </Button>
      )}
      {/* The board has no shop header: a barista switches the language here, not on another page first. */}
      <LanguageMenu container={menuContainer} />
      {/* Its words only from 1280 px: the icon is the one every screen uses for it, and the toolbar then fits one
          row beside the switch on a tablet. */}
      {fullscreen.supported && (
        <Button
          variant="secondary"
          onClick={fullscreen.toggle}
          title={fullscreen.active ? t("kitchenBoard.fullscreen.exit") : t("kitchenBoard.fullscreen.enter")}
        >
          {fullscreen.active ? (
            <Minimize className="size-5" aria-hidden="true" />
          ) : (
            <Maximize className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only xl:not-sr-only">
            {fullscreen.active ? t("kitchenBoard.fullscreen.exit") : t("kitchenBoard.fullscreen.enter")}
          </span>
        </Button>
      )}
    </div>
  );
}
