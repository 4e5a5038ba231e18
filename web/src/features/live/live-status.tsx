import { WifiOff } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { useSocketState } from "../../lib/socket/use-socket.ts";

/** A quiet line while the socket is down: the page still refreshes every 30 seconds meanwhile. */
export function LiveStatus({ className }: { className?: string }) {
  const { t } = useTranslation();
  const state = useSocketState();
  // Not before the page has opened it: a first render may come before the layout opens the socket.
  if (state !== "disconnected" && state !== "error") return null;
  return (
    <p
      className={`flex items-center gap-2 text-sm text-coffee-700 ${className ?? ""}`}
      title={t("realtime.liveOffHint")}
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {t("realtime.liveOff")}
        <span className="sr-only">: {t("realtime.liveOffHint")}</span>
      </span>
    </p>
  );
}
