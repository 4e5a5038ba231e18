import { useDeferredValue } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { LoadError } from "../../components/ui/load-error.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { ApiError } from "../../lib/api.ts";
import { useTrackingToken } from "../../lib/socket/use-socket.ts";
import { useOrder } from "./api/use-order.ts";
import { TrackedOrder } from "./components/tracked-order.tsx";

/** /track/{orderId}: one order's progress, kept fresh while the cafe works on it. */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  const order = useOrder(orderId, token);
  // A guest on another device follows the order live by its signed link.
  useTrackingToken(order.data?.id, token);

  // The order's arrival is an urgent update (the query's store); deferred, the page renders in slices rather
  // than in one long task on a phone (docs/architecture.md#budgets), as the menu's cards do.
  const shown = useDeferredValue(order.data);

  // A failed background refresh keeps showing the order it already has.
  if (shown) {
    return (
      <Page>
        <PageHeader title={t("track.title", { number: shown.orderNumber })} />
        <TrackedOrder order={shown} token={token} />
      </Page>
    );
  }
  if (order.isError && !order.data) {
    // 404 means missing or not this visitor's (the server does not say which): trying again will not help.
    const denied = order.error instanceof ApiError && order.error.status < 500;
    return (
      <Page>
        <LoadError
          message={t("track.loadError")}
          hint={denied ? t("track.notFoundHint") : undefined}
          retry={denied ? undefined : { run: () => order.refetch(), running: order.isFetching }}
        >
          <Button asChild variant="outline">
            <Link to="/track">{t("track.find.title")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/orders">{t("nav.orders")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/menu">{t("orders.browseMenu")}</Link>
          </Button>
        </LoadError>
      </Page>
    );
  }

  return <PageSpinner />;
}
