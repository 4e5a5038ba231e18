import { business } from "@contract/business.ts";
import { AtSign, Clock, ExternalLink, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { OpeningHours } from "./hours.tsx";
import { MapIllustration } from "./map-illustration.tsx";

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <Icon className="mt-1 size-5 shrink-0 text-terracotta" aria-hidden="true" />
      <div className="min-w-0">
        <h3 className="text-lg font-semibold">{label}</h3>
        <div className="mt-1 break-words text-coffee-700">{children}</div>
      </div>
    </div>
  );
}

/** The contact page. The message form is built elsewhere and passed in as `form`. */
export function ContactPage({ form }: { form?: ReactNode }) {
  const { t } = useTranslation();

  return (
    <Page>
      <PageHeader title={t("contact.title")} lead={t("contact.lead")} />

      <div className="grid items-start gap-8 md:grid-cols-2">
        <div className="space-y-8">
          <section aria-labelledby="contact-details">
            <Card className="space-y-6">
              <h2 id="contact-details" className="text-2xl font-semibold">
                {t("contact.details.title")}
              </h2>
              <Detail icon={MapPin} label={t("contact.details.address")}>
                <address className="not-italic">
                  {business.name}
                  <br />
                  {business.street}
                  <br />
                  {business.city}
                </address>
              </Detail>
              <Detail icon={Clock} label={t("hours.title")}>
                <OpeningHours />
              </Detail>
              <Detail icon={Phone} label={t("contact.details.phone")}>
                <a
                  href={business.phoneHref}
                  className="inline-flex min-h-11 items-center underline underline-offset-4"
                >
                  {business.phone}
                </a>
              </Detail>
              <Detail icon={Mail} label={t("contact.details.email")}>
                <a
                  href={`mailto:${business.email}`}
                  className="inline-flex min-h-11 items-center underline underline-offset-4"
                >
                  {business.email}
                </a>
              </Detail>
              <Detail icon={AtSign} label={t("contact.details.social")}>
                <a
                  href={business.socialUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center underline underline-offset-4"
                >
                  {business.socialHandle}
                  <span className="sr-only"> {t("contact.map.newTab")}</span>
                </a>
              </Detail>
            </Card>
          </section>

          <section aria-labelledby="contact-map">
            <Card padding="p-0 sm:p-6" className="overflow-hidden">
              <h2 id="contact-map" className="sr-only">
                {t("contact.map.title")}
              </h2>
              <MapIllustration />
              <div className="flex flex-wrap items-center justify-between gap-4 p-6">
                <p className="text-coffee-700">
                  {business.street}, {business.city}
                </p>
                <Button asChild variant="secondary">
                  <a href={business.mapUrl} target="_blank" rel="noopener noreferrer">
                    <MapPin className="size-5" aria-hidden="true" />
                    {t("contact.map.open")}
                    <ExternalLink className="size-4" aria-hidden="true" />
                    <span className="sr-only">{t("contact.map.newTab")}</span>
                  </a>
                </Button>
              </div>
            </Card>
          </section>
        </div>

        <section aria-labelledby="contact-form">
          <Card>
            <h2 id="contact-form" className="text-2xl font-semibold">
              {t("contact.form.title")}
            </h2>
            {/* Slot for the contact form (built separately and passed in as `form`). */}
            <div className="mt-6">
              {form ?? <p className="text-coffee-700">{t("contact.form.fallback")}</p>}
            </div>
          </Card>
        </section>
      </div>
    </Page>
  );
}
