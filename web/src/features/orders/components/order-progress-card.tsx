import type { OrderView } from "@contract/order-views.ts";
import { awaitsPayment, readyDisplay } from "@contract/ready-estimate.ts";
import { Clock } from "lucide-react";
import { useId } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatStepTime } from "../../../lib/format-date.ts";
import { useNow } from "../../../lib/use-now.ts";
import { LiveStatus } from "../../live/public.ts";
import { useReadySentence } from "../../ordering-hours/public.ts";
import { orderProgress } from "../order-progress.ts";
import { FinishPayingButton } from "./finish-paying.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { StatusTimeline } from "./status-timeline.tsx";

/** Where the order is: a sentence that screen readers hear when it changes, the estimate and the timeline. */
export function OrderProgressCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Once ready, completed or cancelled the estimate has nothing left to say.
  const now = new Date(useNow(30_000));
  const awaitingPayment = awaitsPayment(order, now);
  const waiting = !awaitingPayment && (order.status === "received" || order.status === "in_progress");
  // Never a time that has passed: once it is reached, "any minute now" until the next update moves it.
  const ready = readyDisplay(order.estimatedReadyAt, now);
  // An order for later says when it will be ready; its headline follows its status, as the counter may start
  // it early ("Start now" on the board).
  const readyLater = useReadySentence(waiting ? order.scheduledFor : null, order.isDelivery);
  const headline = t(`track.headline.${order.status}`);

  return (
    <Card aria-labelledby={titleId} role="region">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {t("track.progressTitle")}
        </h2>
        <StatusBadge status={order.status} awaitingPayment={awaitingPayment} />
      </div>
      <p role="status" aria-live="polite" className="mt-3 text-lg" data-testid="track-headline">
        {awaitingPayment ? t("track.awaitingPayment") : readyLater ? `${headline} ${readyLater}` : headline}
      </p>
      {awaitingPayment && (
        <div className="mt-3">
          <FinishPayingButton order={order} />
        </div>
      )}
      {waiting && (
        <p className="mt-3 flex items-center gap-2 rounded-[10px] bg-crema-100 px-4 py-3">
          <Clock className="size-5 shrink-0 text-coffee-700" aria-hidden="true" />
          <span>
            {t("track.estimatedReady")}{" "}
            {ready.kind === "at" ? (
              <time dateTime={ready.at} className="font-semibold">
                {formatStepTime(ready.at)}
              </time>
            ) : (
              <strong className="font-semibold">{t("track.anyMinute")}</strong>
            )}
          </span>
        </p>
      )}
      <div className="mt-6">
        <StatusTimeline steps={orderProgress(order)} label={t("track.timelineLabel")} />
      </div>
      {waiting || order.status === "ready" ? <LiveStatus className="mt-6" /> : null}
    </Card>
  );
}
