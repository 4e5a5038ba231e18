import { ArrowLeft, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner, Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useMenu } from "../menu/public.ts";
import { useSyncProducts } from "./api/sync-products.ts";
import { SyncedItems } from "./components/synced-items.tsx";
import { TestGatewayNote } from "./components/test-gateway-note.tsx";

/** /admin/stripe-sync: brings the payment provider's products and prices into the menu (admins only). */
export function StripeSyncPage() {
  const { t } = useTranslation();
  const sync = useSyncProducts();
  const menu = useMenu();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: ({ synced }) => toast.success(t("payments.sync.done", { count: synced })),
      onError: (error) => toast.error(error.message || t("errors.syncFailed")),
    });
  return (
    <Page>
      <PageHeader title={t("payments.sync.title")} lead={t("payments.sync.lead")} />
      <TestGatewayNote className="mb-6" />
      <Card className="mb-6 flex flex-wrap items-center gap-4">
        <Button onClick={run} disabled={sync.isPending}>
          {sync.isPending ? <Spinner /> : <RefreshCw className="size-5" aria-hidden="true" />}
          {t("payments.sync.button")}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/admin">
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t("adminMenu.sync.backToMenu")}
          </Link>
        </Button>
        {sync.data && (
          <p role="status" className="basis-full text-coffee-700">
            {t("payments.sync.done", { count: sync.data.synced })}
          </p>
        )}
        {sync.error && (
          <p role="alert" className="basis-full text-status-cancelled">
            {t("errors.syncFailed")}
          </p>
        )}
      </Card>
      {menu.isLoading ? (
        <PageSpinner />
      ) : menu.error || !menu.data ? (
        <LoadError
          message={t("adminMenu.loadFailed")}
          retry={{ run: () => menu.refetch(), running: menu.isFetching }}
        />
      ) : (
        <SyncedItems items={menu.data} />
      )}
    </Page>
  );
}
