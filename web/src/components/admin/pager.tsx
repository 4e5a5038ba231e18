import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "../../i18n/react.tsx";
import { Button } from "../ui/button.tsx";

/** Previous and next for a paged admin list; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("adminPanel.pager.label")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t("adminPanel.pager.previous")}
      </Button>
      <p className="text-sm text-coffee-700" aria-live="polite">
        {t("adminPanel.pager.page", { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("adminPanel.pager.next")}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
