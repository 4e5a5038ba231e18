import { Award, Gift, History, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";

const benefits = [
  { icon: Sparkles, key: "earnPoints" },
  { icon: History, key: "orderHistory" },
  { icon: Gift, key: "exclusiveOffers" },
  { icon: Award, key: "welcomeBonus" },
] as const;

export function MembershipBenefits() {
  const { t } = useTranslation();
  return (
    <aside className="rounded-xl bg-coffee-900 p-8 text-crema-50">
      <h2 className="text-2xl font-semibold text-crema-50">{t("auth.benefits.title")}</h2>
      <p className="mt-2 text-crema-200">{t("auth.benefits.lead")}</p>
      <ul className="mt-6 space-y-5">
        {benefits.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron text-coffee-900">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-crema-50">{t(`auth.benefits.${key}.title`)}</p>
              <p className="text-sm text-crema-200">{t(`auth.benefits.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
