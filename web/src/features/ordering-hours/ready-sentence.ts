import { CAFE_TIME_ZONE } from "@contract/business.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { cafeFormats } from "./format-times.ts";

/**
 * "It will be ready at 10:15 AM, Monday, June 8." (or when a delivery is brought) on the café's clock, for an
 * order placed for later; null for one as soon as possible, which is being made now.
 */
export function useReadySentence(
  scheduledFor: string | null | undefined,
  isDelivery: boolean,
): string | null {
  const { t, i18n } = useTranslation();
  if (!scheduledFor) return null;
  const f = cafeFormats(i18n.language, CAFE_TIME_ZONE);
  const params = { time: f.time(scheduledFor), day: f.day(scheduledFor) };
  return isDelivery ? t("orderingHours.deliveredAt", params) : t("orderingHours.readyAt", params);
}
