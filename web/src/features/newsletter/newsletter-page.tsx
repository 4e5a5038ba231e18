import { CalendarDays, Gift, Sparkles, Users } from "lucide-react";
import { useSearchParams } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { NewsletterForm } from "./components/newsletter-form.tsx";

const perks = [
  { key: "monthly", icon: CalendarDays },
  { key: "menu", icon: Sparkles },
  { key: "offers", icon: Users },
] as const;

/** /newsletter, and /newsletter?ref=CODE from a friend's link (docs/architecture.md#product-rules). */
export function NewsletterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const referralCode = params.get("ref")?.trim() || undefined;

  return (
    <Page>
      <PageHeader title={t("newsletter.title")} lead={t("newsletter.lead")}>
        {referralCode && (
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-crema-100 p-3">
            <Gift className="size-5 shrink-0 text-terracotta" aria-hidden="true" />
            {t("newsletter.referralNotice", { code: referralCode })}
          </p>
        )}
      </PageHeader>
      <div className="grid items-start gap-8 md:grid-cols-2">
        <Card>
          <NewsletterForm referralCode={referralCode} />
        </Card>
        <section aria-labelledby="newsletter-perks" className="space-y-4">
          <h2 id="newsletter-perks" className="text-2xl font-semibold">
            {t("newsletter.perks.title")}
          </h2>
          <ul className="space-y-3">
            {perks.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-terracotta" aria-hidden="true" />
                <span>{t(`newsletter.perks.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
