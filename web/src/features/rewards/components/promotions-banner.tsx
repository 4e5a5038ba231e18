import { localizedName } from "@contract/language.ts";
import { Sparkles } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useMenu } from "../../menu/public.ts";
import { useActivePromotions } from "../api/use-active-promotions.ts";

/**
 * The member promotions running now, each with its end (docs/architecture.md "Points": promotions are shown
 * and applied).
 */
export function PromotionsBanner() {
  const { t, i18n } = useTranslation();
  const promotions = useActivePromotions();
  const menu = useMenu();
  if (!promotions.data?.length) return null;
  const itemName = (id: number | null) => {
    const item = menu.data?.find((i) => i.id === id);
    return item ? localizedName(item, i18n.language) : null;
  };
  return (
    <section
      className="rounded-xl border border-terracotta/40 bg-terracotta/10 p-4"
      aria-labelledby="promotions"
    >
      <h2 id="promotions" className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-5 text-terracotta" aria-hidden="true" />
        {t("rewards.promotions.title")}
      </h2>
      <ul className="mt-2 space-y-1">
        {promotions.data.map((promotion) => {
          const item = promotion.type === "free_item" ? itemName(promotion.freeMenuItemId) : null;
          return (
            <li key={promotion.id} data-testid="promotion">
              {item
                ? t("rewards.promotions.free_item_named", { item })
                : t(`rewards.promotions.${promotion.type}`)}{" "}
              <span className="text-sm text-coffee-700">
                {t("rewards.promotions.until", { date: formatDateTime(promotion.endsAt) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
