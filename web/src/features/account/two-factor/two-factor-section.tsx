import { worksAtCafe } from "@contract/permissions.ts";
import type { PublicUser } from "@contract/users.ts";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { TwoFactorDialog, type TwoFactorFlow } from "../../auth/public.ts";

/** The profile's two-factor controls for admins (docs/architecture.md#product-rules, "Two-factor dialog"). */
export function TwoFactorSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<TwoFactorFlow | null>(null);
  if (!worksAtCafe(user.role)) return null;
  const enabled = user.twoFactorEnabled;
  const Icon = enabled ? ShieldCheck : ShieldOff;

  return (
    <Card className="mt-6" aria-labelledby="two-factor-title">
      <section className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <h2 id="two-factor-title" className="flex flex-wrap items-center gap-3 text-xl font-semibold">
            <Icon className="size-6 text-somali-blue-dark" aria-hidden="true" />
            {t("twoFactor.title")}
            <span
              className={cn(
                "rounded-full px-3 py-0.5 text-sm font-medium",
                enabled ? "bg-status-ready/15 text-green-800" : "bg-crema-100 text-coffee-700",
              )}
            >
              {enabled ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
            </span>
          </h2>
          <p className="text-coffee-700">{t("twoFactor.lead")}</p>
        </div>
        <Button
          variant={enabled ? "secondary" : "primary"}
          className="shrink-0"
          onClick={() => setFlow(enabled ? "disable" : "enable")}
        >
          {enabled ? t("twoFactor.disableButton") : t("twoFactor.enable")}
        </Button>
      </section>
      <TwoFactorDialog
        flow={flow ?? "enable"}
        open={flow !== null}
        onOpenChange={(open) => !open && setFlow(null)}
      />
    </Card>
  );
}
