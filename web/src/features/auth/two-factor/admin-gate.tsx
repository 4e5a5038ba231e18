import { ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { twoFactorSettled, useTwoFactorStatus } from "./api/two-factor-queries.ts";
import { TwoFactorDialog } from "./two-factor-dialog.tsx";

/**
 * Admins with two-factor enabled pass a code check before the admin page shows
 * (docs/architecture.md#product-rules); with REQUIRE_ADMIN_2FA an admin without it is led into the set-up
 * first. The server refuses the admin calls either way: this only leads the way.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus(true);
  const [open, setOpen] = useState(true);

  if (status.isPending) return <PageSpinner />;
  if (status.isError) {
    return (
      <Page>
        <LoadError
          message={t("twoFactor.loadFailed")}
          retry={{ run: () => void status.refetch(), running: status.isFetching }}
        />
      </Page>
    );
  }
  if (twoFactorSettled(status.data)) return children;

  const setup = status.data.setupRequired;
  return (
    <Page className="flex justify-center">
      <Card className="w-full max-w-lg space-y-4 text-center">
        <ShieldCheck className="mx-auto size-12 text-somali-blue-dark" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">
          {t(setup ? "twoFactor.requiredTitle" : "twoFactor.gateTitle")}
        </h1>
        <p className="text-coffee-700">{t(setup ? "twoFactor.requiredLead" : "twoFactor.gateLead")}</p>
        <Button onClick={() => setOpen(true)}>{t("twoFactor.continue")}</Button>
      </Card>
      <TwoFactorDialog flow={setup ? "enable" : "validate"} open={open} onOpenChange={setOpen} />
    </Page>
  );
}
