import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react.tsx";
import { contactInboxQueries } from "./api/contact-inbox.ts";

/** The admin panel header's count of new contact messages; nothing when there are none. */
export function NewMessagesBadge() {
  const { t } = useTranslation();
  const count = useQuery(contactInboxQueries.newCount()).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      role="status"
      aria-label={t("contactInbox.newBadgeLabel", { count })}
      className="ml-3 inline-flex items-center rounded-full bg-somali-blue-dark px-3 py-1 align-middle font-sans text-sm font-medium text-white"
    >
      {t("contactInbox.newBadge", { count })}
    </span>
  );
}
