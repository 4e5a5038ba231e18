import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useSyncProducts } from "./api/sync-products.ts";

/** /admin/stripe-sync: brings the payment provider's products and prices into the menu (admins only). */
export function StripeSyncPage() {
  const { t } = useTranslation();
  const sync = useSyncProducts();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: ({ synced }) => toast.success(t("payments.sync.done", { count: synced })),
      onError: (error) => toast.error(error.message || t("errors.syncFailed")),
    });
  return (
    <Page>
      <PageHeader title={t("payments.sync.title")} lead={t("payments.sync.lead")} />
      <Card className="max-w-xl">
        <Button onClick={run} disabled={sync.isPending}>
          {sync.isPending ? <Spinner /> : <RefreshCw className="size-5" aria-hidden="true" />}
          {t("payments.sync.button")}
        </Button>
        {sync.data && (
          <p role="status" className="mt-4 text-coffee-700">
            {t("payments.sync.done", { count: sync.data.synced })}
          </p>
        )}
      </Card>
    </Page>
  );
}
