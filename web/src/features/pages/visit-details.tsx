import { business } from "@contract/business.ts";
import { Clock, MapPin } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { OpeningHours } from "./hours.tsx";

/** Address and opening hours, as the home and about pages show them. */
export function VisitDetails() {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex gap-4">
        <MapPin className="mt-1 size-5 shrink-0 text-terracotta" aria-hidden="true" />
        <div>
          <h3 className="text-lg font-semibold">{t("home.visit.addressTitle")}</h3>
          <address className="mt-2 not-italic text-coffee-700">
            {business.street}
            <br />
            {business.city}
          </address>
        </div>
      </div>
      <div className="flex gap-4">
        <Clock className="mt-1 size-5 shrink-0 text-terracotta" aria-hidden="true" />
        <div>
          <h3 className="text-lg font-semibold">{t("hours.title")}</h3>
          <OpeningHours className="mt-2" />
        </div>
      </div>
    </>
  );
}
