import { localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../../i18n/react.tsx";
import { cn } from "../../../../lib/cn.ts";
import { toast } from "../../../../lib/toast.ts";
import { useUpdateMenuItem } from "../../../menu/admin/public.ts";
import { useMenu } from "../../../menu/public.ts";
import { revealOpened } from "./reveal-opened.ts";

/** Sold out / back in one tap per dish; open menus and carts hear of it over the socket. */
export function SoldOutPanel() {
  const { t } = useTranslation();
  const menu = useMenu();
  const soldOut = (menu.data ?? []).filter((item) => !item.isAvailable).length;
  return (
    <details
      className="rounded-xl bg-crema-100/60 p-2"
      data-testid="sold-out-panel"
      onToggle={(event) => revealOpened(event.currentTarget)}
    >
      <summary className="cursor-pointer px-1 font-semibold">
        {t("kitchenBoard.soldOut.title")}
        {soldOut > 0 && (
          <span className="ml-2 text-sm font-normal">
            {t("kitchenBoard.soldOut.count", { count: soldOut })}
          </span>
        )}
      </summary>
      <div className="mt-2 px-1">
        {menu.isLoading ? (
          <Spinner />
        ) : menu.error ? (
          <p role="alert">{t("kitchenBoard.soldOut.loadFailed")}</p>
        ) : (menu.data ?? []).length === 0 ? (
          <p className="text-sm">{t("kitchenBoard.soldOut.empty")}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {(menu.data ?? []).map((item) => (
              <li key={item.id}>
                <AvailabilityRow item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

function AvailabilityRow({ item }: { item: MenuItem }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMenuItem();
  const name = localizedName(item, i18n.language);
  const available = update.isPending ? Boolean(update.variables?.patch.isAvailable) : item.isAvailable;
  const toggle = () =>
    update.mutate(
      { id: item.id, patch: { isAvailable: !item.isAvailable } },
      {
        onSuccess: () =>
          toast.success(
            t(item.isAvailable ? "kitchenBoard.soldOut.markedOut" : "kitchenBoard.soldOut.markedBack", {
              name,
            }),
          ),
        onError: () => toast.error(t("kitchenBoard.soldOut.failed", { name })),
      },
    );
  return (
    <div
      className={cn(
        "flex min-h-12 items-center justify-between gap-2 rounded-lg bg-white px-2 py-1 shadow-soft",
        !available && "bg-crema-200",
      )}
      data-testid="sold-out-row"
    >
      <span className={cn("font-medium", !available && "line-through")}>{name}</span>
      <button
        type="button"
        onClick={toggle}
        disabled={update.isPending}
        aria-label={t(available ? "kitchenBoard.soldOut.markOut" : "kitchenBoard.soldOut.markBack", { name })}
        className={cn(
          // At most 9rem wide, its words balanced over two lines when longer ("U calaamadee dhammaaday"), so
          // three columns at a landscape tablet leave the dish's name its line.
          "min-h-11 max-w-36 shrink-0 rounded-full px-3 py-1 text-sm leading-tight font-semibold text-balance",
          available ? "border border-coffee-300 bg-white text-coffee-900" : "bg-coffee-900 text-white",
        )}
      >
        {available ? t("kitchenBoard.soldOut.out") : t("kitchenBoard.soldOut.back")}
      </button>
    </div>
  );
}
