import { FlaskConical } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { usePaymentsConfig } from "../api/use-payments-config.ts";

/**
 * Said wherever the owner reads of Stripe (the menu's "Connected to Stripe" count, the sync page) while no
 * Stripe key is set: a new café's shop takes cards through the built-in test gateway, and "Connected to
 * Stripe 0" beside a Sync button read as a broken connection.
 */
export function TestGatewayNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
  if (config.data?.provider !== "test") return null;
  return (
    <p
      className={cn("flex items-start gap-2 rounded-lg bg-crema-100 p-3 text-sm text-coffee-900", className)}
      data-testid="test-gateway-note"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t("adminMenu.sync.testGateway")}
    </p>
  );
}
