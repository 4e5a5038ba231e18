import { CAFE_TIME_ZONE } from "@contract/business.ts";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { cafeFormats } from "./format-times.ts";

/** "Pickup at 4:15 PM, Monday, June 8": an order's requested time, on tracking, history and the board. */
export function ScheduledTime({
  scheduledFor,
  isDelivery,
  className,
}: {
  scheduledFor: string | null;
  isDelivery: boolean;
  /** Replaces the element's own classes (decision 26): keep `inline-flex items-center` so the icon stays in line. */
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!scheduledFor) return null;
  const f = cafeFormats(i18n.language, CAFE_TIME_ZONE);
  const params = { time: f.time(scheduledFor), day: f.day(scheduledFor) };
  return (
    <p className={className ?? "inline-flex items-center gap-2 font-medium"} data-testid="scheduled-time">
      <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
      {isDelivery ? t("orderingHours.deliveryAt", params) : t("orderingHours.pickupAt", params)}
    </p>
  );
}
