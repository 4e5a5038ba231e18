import { OUTBOX_CHANNELS, type OutboxChannel, type OutboxViewEntry } from "@contract/outbox-viewer.ts";
import { useQuery } from "@tanstack/react-query";
import { Mail, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Pager } from "../../../components/admin/pager.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { compactSelectClass } from "../../../components/ui/field.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { Trans, useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { outboxQueries } from "./api/outbox.ts";

const statusTone: Record<string, string> = {
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  stored: "bg-crema-100 text-coffee-900",
};

/** Every email and SMS the shop sent or would have sent, newest first: a café without SMTP still sees its mail. */
export function OutboxViewer() {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<OutboxChannel | "all">("all");
  const [page, setPage] = useState(1);
  const outbox = useQuery(outboxQueries.page(channel, page));

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="outbox-title" className="text-xl font-semibold">
            {t("adminSettings.outbox.title")}
          </h2>
          <p className="text-coffee-700">{t("adminSettings.outbox.lead")}</p>
        </div>
        <label className="space-y-1">
          <span className="block text-sm font-medium">{t("adminSettings.outbox.channel")}</span>
          <select
            className={compactSelectClass}
            value={channel}
            onChange={(e) => {
              setChannel(e.target.value as OutboxChannel | "all");
              setPage(1);
            }}
          >
            <option value="all">{t("adminSettings.outbox.channels.all")}</option>
            {OUTBOX_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`adminSettings.outbox.channels.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView
        query={outbox}
        loadFailed={t("adminSettings.outbox.loadFailed")}
        empty={t("adminSettings.outbox.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <ul className="divide-y divide-crema-200" aria-busy={outbox.isFetching}>
              {data.items.map((entry) => (
                <OutboxRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Card>
  );
}

function OutboxRow({ entry }: { entry: OutboxViewEntry }) {
  const { t } = useTranslation();
  const Icon = entry.channel === "sms" ? MessageSquare : Mail;
  return (
    <li className="py-3">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-lg p-2 hover:bg-crema-50 md:flex-row md:items-center md:gap-4">
          <span className="flex min-w-0 flex-1 items-start gap-2">
            <Icon
              className="mt-0.5 size-4 shrink-0 text-coffee-700"
              aria-label={t(`adminSettings.outbox.channels.${entry.channel === "sms" ? "sms" : "email"}`)}
            />
            <span className="min-w-0">
              <span className="block font-medium break-words">
                {entry.subject || t("adminSettings.outbox.noSubject")}
              </span>
              <span className="block text-sm text-coffee-700">
                <Trans
                  i18nKey="adminSettings.outbox.to"
                  components={{ recipient: <EmailText email={entry.recipient} /> }}
                />
              </span>
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", statusTone[entry.status])}>
              {t(`adminSettings.outbox.status.${entry.status}`, { defaultValue: entry.status })}
            </span>
            <time dateTime={entry.createdAt} className="text-coffee-700">
              {formatDateTime(entry.createdAt)}
            </time>
          </span>
        </summary>
        <div className="mt-2 space-y-2 px-2">
          {entry.error && <p className="text-sm text-status-cancelled break-words">{entry.error}</p>}
          <p className="rounded-lg bg-crema-50 p-3 text-sm whitespace-pre-wrap break-words">
            {entry.textBody}
          </p>
        </div>
      </details>
    </li>
  );
}
