import { CONTACT_STATUSES, type ContactMessageSummary, type ContactStatus } from "@contract/contact-inbox.ts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "../../../components/admin/pager.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FilterChip } from "../../../components/ui/filter-chip.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { contactInboxQueries } from "./api/contact-inbox.ts";
import { ContactMessageDialog } from "./contact-message-dialog.tsx";

export const contactStatusTone: Record<ContactStatus, string> = {
  new: "bg-somali-blue-dark text-white",
  read: "bg-crema-100 text-coffee-900",
  answered: "bg-green-100 text-green-900",
};

/** Contact messages, newest first: new, read, answered; opening one marks it read. */
export function ContactInbox() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ContactStatus | "all">("all");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number>();
  const inbox = useQuery(contactInboxQueries.page(status, page));
  const choose = (next: ContactStatus | "all") => {
    setStatus(next);
    setPage(1);
  };

  return (
    <Card className="space-y-4">
      <CardHeading title={t("contactInbox.title")} lead={t("contactInbox.lead")} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("contactInbox.filter")}</legend>
        {(["all", ...CONTACT_STATUSES] as const).map((s) => (
          <FilterChip key={s} tone="category" pressed={status === s} onClick={() => choose(s)}>
            {t(`contactInbox.statuses.${s}`)}
          </FilterChip>
        ))}
      </fieldset>
      <QueryView
        query={inbox}
        loadFailed={t("contactInbox.loadFailed")}
        empty={t("contactInbox.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <ul className="space-y-2" aria-busy={inbox.isFetching}>
              {data.items.map((message) => (
                <li key={message.id}>
                  <MessageRow message={message} onOpen={() => setOpenId(message.id)} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
      <Dialog open={openId !== undefined} onOpenChange={(open) => !open && setOpenId(undefined)}>
        {openId !== undefined && <ContactMessageDialog id={openId} />}
      </Dialog>
    </Card>
  );
}

function MessageRow({ message, onOpen }: { message: ContactMessageSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const isNew = message.status === "new";
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t("contactInbox.open", { name: message.name })}
      className={cn(
        "flex w-full flex-col gap-1 rounded-xl border p-3 text-left transition-colors hover:bg-crema-50 md:flex-row md:items-start md:gap-4",
        isNew ? "border-somali-blue bg-white" : "border-crema-200 bg-white",
      )}
    >
      <span className="min-w-0 flex-1">
        <span className={cn("block break-words", isNew ? "font-semibold" : "font-medium")}>
          {message.name}
        </span>
        <span className="block text-sm text-coffee-700">
          <EmailText email={message.email} />
        </span>
        <span className="mt-1 line-clamp-2 block text-sm break-words">{message.message}</span>
      </span>
      <span className="flex flex-wrap items-center gap-2 text-sm md:flex-col md:items-end">
        <span
          className={cn("rounded-full px-2 py-0.5 text-xs font-medium", contactStatusTone[message.status])}
        >
          {t(`contactInbox.statuses.${message.status}`)}
        </span>
        <time dateTime={message.createdAt} className="text-coffee-700">
          {formatDateTime(message.createdAt)}
        </time>
      </span>
    </button>
  );
}
