import { loyaltyRules } from "@contract/loyalty.ts";
import { Download, FileText, Mail } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUser } from "../../auth/public.ts";
import { type ExportKind, useExportAll } from "./api/loyalty-admin.ts";
import { Section } from "./section.tsx";

/** The one rule set members read on the rewards page, in the same words (docs/architecture.md "Points"). */
export function RulesCard() {
  const { t } = useTranslation();
  return (
    <Section title={t("adminLoyalty.rules.title")}>
      <ul className="space-y-2 text-sm" data-testid="loyalty-rules">
        {loyaltyRules.map((rule) => (
          <li key={rule.key}>
            <span className="font-medium">{t(`loyalty.rules.${rule.key}.title`)}: </span>
            {t(`loyalty.rules.${rule.key}.text`, rule.params)}
          </li>
        ))}
        <li>
          <span className="font-medium">{t("adminLoyalty.rules.promotionsTitle")}: </span>
          {t("adminLoyalty.rules.promotionsText")}
        </li>
      </ul>
    </Section>
  );
}

/**
 * Every member's points history as CSV or PDF, or mailed: the server mails an export only to the asking
 * admin's own address, so the button names it and is off without one.
 */
export function ExportCard() {
  const { t } = useTranslation();
  const { user } = useUser();
  const exporter = useExportAll();
  const email = user?.email ?? null;
  const run = (kind: ExportKind) =>
    exporter.mutate(
      { kind, email: email ?? undefined },
      {
        onSuccess: () => {
          if (kind === "email")
            toast.success(t("rewards.export.requested"), {
              description: t("rewards.export.requestedText", { email }),
            });
        },
        onError: (error) =>
          toast.error(t("rewards.export.failed"), {
            description: error.message || t("rewards.export.failedFallback"),
          }),
      },
    );
  const busy = (kind: ExportKind) =>
    exporter.isPending && exporter.variables?.kind === kind ? <Spinner /> : null;
  return (
    <Section title={t("adminLoyalty.export.title")}>
      <p className="text-sm text-coffee-700">{t("adminLoyalty.export.text")}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={exporter.isPending} onClick={() => run("csv")}>
          {busy("csv") ?? <Download className="size-4" aria-hidden="true" />}
          {t("adminLoyalty.export.csv")}
        </Button>
        <Button variant="secondary" size="sm" disabled={exporter.isPending} onClick={() => run("pdf")}>
          {busy("pdf") ?? <FileText className="size-4" aria-hidden="true" />}
          {t("adminLoyalty.export.pdf")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={exporter.isPending || !email}
          onClick={() => run("email")}
        >
          {busy("email") ?? <Mail className="size-4" aria-hidden="true" />}
          {t("adminLoyalty.export.email")}
        </Button>
      </div>
      <p className="text-sm text-coffee-700">
        {email ? t("adminLoyalty.export.emailTo", { email }) : t("adminLoyalty.export.noEmail")}
      </p>
    </Section>
  );
}
