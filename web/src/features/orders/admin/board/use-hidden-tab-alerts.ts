import type { OrderView } from "@contract/order-views.ts";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "../../../../i18n/react.tsx";

const ASKED_KEY = "somali-sips.board.notifications-asked";
const canNotify = () => typeof window !== "undefined" && "Notification" in window;

/**
 * A board in a background tab still alerts: each new ticket raises a system notification (when allowed) and
 * the tab's title counts the tickets that came in unseen, until the tab is shown again. `askOnce` asks for the
 * notification permission on the first tap on the board (browsers want a gesture), and never again.
 */
export function useHiddenTabAlerts(arrived: OrderView[]) {
  const { t } = useTranslation();
  const unseen = useRef(0);
  const title = useRef<string | null>(null);

  useEffect(() => {
    const shown = () => {
      if (document.visibilityState !== "visible" || title.current === null) return;
      document.title = title.current;
      title.current = null;
      unseen.current = 0;
    };
    document.addEventListener("visibilitychange", shown);
    return () => {
      document.removeEventListener("visibilitychange", shown);
      shown();
    };
  }, []);

  useEffect(() => {
    if (arrived.length === 0 || document.visibilityState === "visible") return;
    if (title.current === null) title.current = document.title;
    unseen.current += arrived.length;
    document.title = t("kitchenBoard.tabTitle", { count: unseen.current, title: title.current });
    if (canNotify() && Notification.permission === "granted") {
      const numbers = arrived.map((order) => order.orderNumber).join(", ");
      try {
        new Notification(t("kitchenBoard.notifyTitle", { count: arrived.length }), {
          body: numbers,
          tag: "somali-sips-board",
        });
      } catch {
        // Some mobile browsers only notify through a service worker: the title and the chime still tell.
      }
    }
  }, [arrived, t]);

  const askOnce = useCallback(() => {
    if (!canNotify() || Notification.permission !== "default") return;
    try {
      if (localStorage.getItem(ASKED_KEY)) return;
      localStorage.setItem(ASKED_KEY, "1");
    } catch {
      // Without storage the browser's own answer (granted or denied) still stops a second question.
    }
    void Notification.requestPermission();
  }, []);

  return { askOnce };
}
