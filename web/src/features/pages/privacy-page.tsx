import { business } from "@contract/business.ts";
import { formatDate } from "@contract/date-format.ts";
import type { CatalogKey } from "@contract/translate.ts";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { useTranslation } from "../../i18n/react.tsx";

const LAST_UPDATED = new Date(2025, 4, 9);

/**
 * Each section: paragraphs before a list, list items, paragraphs after, each by its whole catalog key, so a
 * missing text fails `tsc`.
 */
const sections = [
  {
    id: "introduction",
    before: ["privacy.introduction.p1", "privacy.introduction.p2"],
    items: [],
    after: [],
  },
  {
    id: "collect",
    before: ["privacy.collect.intro"],
    items: [
      "privacy.collect.items.account",
      "privacy.collect.items.orders",
      "privacy.collect.items.loyalty",
      "privacy.collect.items.preferences",
      "privacy.collect.items.messages",
      "privacy.collect.items.technical",
    ],
    after: ["privacy.collect.noCards"],
  },
  {
    id: "use",
    before: ["privacy.use.intro"],
    items: [
      "privacy.use.items.orders",
      "privacy.use.items.loyalty",
      "privacy.use.items.account",
      "privacy.use.items.messages",
      "privacy.use.items.marketing",
      "privacy.use.items.security",
      "privacy.use.items.legal",
    ],
    after: ["privacy.use.noSale"],
  },
  { id: "security", before: ["privacy.security.p1", "privacy.security.p2"], items: [], after: [] },
  {
    id: "cookies",
    before: ["privacy.cookies.intro"],
    items: ["privacy.cookies.items.session", "privacy.cookies.items.language"],
    after: ["privacy.cookies.noTracking"],
  },
  {
    id: "thirdParties",
    before: ["privacy.thirdParties.intro"],
    items: [
      "privacy.thirdParties.items.payments",
      "privacy.thirdParties.items.email",
      "privacy.thirdParties.items.sms",
      "privacy.thirdParties.items.google",
    ],
    after: ["privacy.thirdParties.outro"],
  },
  {
    id: "rights",
    before: ["privacy.rights.intro"],
    items: [
      "privacy.rights.items.access",
      "privacy.rights.items.correct",
      "privacy.rights.items.delete",
      "privacy.rights.items.marketing",
      "privacy.rights.items.export",
    ],
    after: ["privacy.rights.outro"],
  },
  { id: "contact", before: ["privacy.contact.text"], items: [], after: [] },
  { id: "changes", before: ["privacy.changes.text"], items: [], after: [] },
] as const satisfies readonly {
  id: string;
  before: readonly CatalogKey[];
  items: readonly CatalogKey[];
  after: readonly CatalogKey[];
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
                {t(key, { name })}
              </p>
            ))}
            {section.items.length > 0 && (
              <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-terracotta">
                {section.items.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            )}
            {section.after.map((key) => (
              <p key={key} className="mt-4">
                {t(key)}
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
