import { business } from "@contract/business.ts";
import { formatDate } from "@contract/date-format.ts";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";

const LAST_UPDATED = new Date(2025, 4, 9);

/** Each section: paragraphs before a list, list items, paragraphs after (keys under privacy.<id>). */
const sections = [
  { id: "introduction", before: ["p1", "p2"], items: [], after: [] },
  {
    id: "collect",
    before: ["intro"],
    items: ["account", "orders", "loyalty", "preferences", "messages", "technical"],
    after: ["noCards"],
  },
  {
    id: "use",
    before: ["intro"],
    items: ["orders", "loyalty", "account", "messages", "marketing", "security", "legal"],
    after: ["noSale"],
  },
  { id: "security", before: ["p1", "p2"], items: [], after: [] },
  { id: "cookies", before: ["intro"], items: ["session", "language"], after: ["noTracking"] },
  { id: "thirdParties", before: ["intro"], items: ["payments", "email", "sms", "google"], after: ["outro"] },
  {
    id: "rights",
    before: ["intro"],
    items: ["access", "correct", "delete", "marketing", "export"],
    after: ["outro"],
  },
  { id: "contact", before: ["text"], items: [], after: [] },
  { id: "changes", before: ["text"], items: [], after: [] },
] as const satisfies readonly {
  id: string;
  before: readonly string[];
  items: readonly string[];
  after: readonly string[];
}[];

export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const date = formatDate(i18n.language, LAST_UPDATED, { dateStyle: "long" });
  const name = business.name;

  return (
    <Page>
      <PageHeader title={t("privacy.title")} lead={t("privacy.lead", { name })}>
        <p className="mt-4 text-sm text-coffee-700">{t("privacy.lastUpdated", { date })}</p>
      </PageHeader>

      <div className="max-w-3xl space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={`privacy-${section.id}`}
            aria-labelledby={`privacy-${section.id}-title`}
          >
            <h2 id={`privacy-${section.id}-title`} className="text-2xl font-semibold">
              {t(`privacy.${section.id}.title`)}
            </h2>
            {section.before.map((key) => (
              <p key={key} className="mt-4">
                {t(`privacy.${section.id}.${key}`, { name })}
              </p>
            ))}
            {section.items.length > 0 && (
              <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-terracotta">
                {section.items.map((key) => (
                  <li key={key}>{t(`privacy.${section.id}.items.${key}`)}</li>
                ))}
              </ul>
            )}
            {section.after.map((key) => (
              <p key={key} className="mt-4">
                {t(`privacy.${section.id}.${key}`)}
              </p>
            ))}
            {section.id === "contact" && (
              <address className="mt-4 rounded-xl bg-crema-100 p-6 not-italic">
                <p className="font-semibold">{name}</p>
                <p>{business.street}</p>
                <p>{business.city}</p>
                <p className="mt-2">
                  {t("contact.details.email")}:{" "}
                  <a href={`mailto:${business.email}`} className="underline underline-offset-4">
                    {business.email}
                  </a>
                </p>
                <p>
                  {t("contact.details.phone")}:{" "}
                  <a href={business.phoneHref} className="underline underline-offset-4">
                    {business.phone}
                  </a>
                </p>
              </address>
            )}
          </section>
        ))}
      </div>
    </Page>
  );
}
