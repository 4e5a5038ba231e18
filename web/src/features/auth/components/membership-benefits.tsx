import { POINTS_PER_DOLLAR, WELCOME_BONUS } from "@contract/loyalty.ts";
import { Award, Gift, History, Sparkles } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";

/** The numbers come from the loyalty rules, so the page can never promise other points than those credited. */
const benefits = [
  { icon: Sparkles, key: "earnPoints", points: POINTS_PER_DOLLAR },
  { icon: History, key: "orderHistory", points: undefined },
  { icon: Gift, key: "exclusiveOffers", points: undefined },
  { icon: Award, key: "welcomeBonus", points: WELCOME_BONUS },
] as const;

export function MembershipBenefits() {
  const { t } = useTranslation();
  return (
    <aside className="rounded-xl bg-coffee-900 p-8 text-crema-50">
      <h2 className="text-2xl font-semibold text-crema-50">{t("auth.benefits.title")}</h2>
      <p className="mt-2 text-crema-200">{t("auth.benefits.lead")}</p>
      <ul className="mt-6 space-y-5">
        {benefits.map(({ icon: Icon, key, points }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron text-coffee-900">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-crema-50">{t(`auth.benefits.${key}.title`, { points })}</p>
              <p className="text-sm text-crema-200">{t(`auth.benefits.${key}.text`, { points })}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
