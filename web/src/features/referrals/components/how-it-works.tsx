import { REFERRAL_BONUS } from "@contract/loyalty.ts";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

const steps = ["share", "join", "earn"] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("referrals.how.title")}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-somali-blue-dark font-semibold text-white">
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold">{t(`referrals.how.steps.${step}.title`)}</span>
              <span className="text-coffee-700">
                {t(`referrals.how.steps.${step}.text`, { points: REFERRAL_BONUS })}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
