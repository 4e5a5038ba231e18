import { useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useSocketMessages } from "../../lib/socket/use-socket.ts";

/** Tells screen readers, politely, that one of the listed orders moved: "Order SS-… : Ready". */
export function OrderAnnouncer() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  useSocketMessages((message) => {
    if (message.type !== "order_update") return;
    const status = t(`orderStatus.${message.data.status}`);
    setText(t("realtime.orderNow", { number: message.data.orderNumber, status }));
  });
  return (
    <p className="sr-only" aria-live="polite">
      {text}
    </p>
  );
}
