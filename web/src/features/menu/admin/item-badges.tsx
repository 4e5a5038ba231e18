import { localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { Star } from "lucide-react";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdateMenuItem } from "./api/menu-item-mutations.ts";
import { ToggleSwitch } from "./toggle-switch.tsx";

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Pricing Source: Stripe when the provider prices the item, else Manual. */
export function PricingSource({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  return item.stripeProductId ? (
    <span className={`${badge} bg-somali-blue-dark text-white`}>{t("adminMenu.source.stripe")}</span>
  ) : (
    <span className={`${badge} bg-crema-100 text-coffee-900`}>{t("adminMenu.source.manual")}</span>
  );
}

export function FeaturedBadge({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  return item.isFeatured ? (
    <span className={`${badge} bg-saffron text-coffee-900`}>
      <Star className="size-3 fill-current" aria-hidden="true" />
      {t("adminMenu.featured")}
    </span>
  ) : (
    <span className={`${badge} bg-crema-100 text-coffee-700`}>{t("adminMenu.standard")}</span>
  );
}

/** Sold out or back in one tap: the most frequent change at a counter. */
export function AvailabilitySwitch({ item }: { item: MenuItem }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMenuItem();
  // The dish by the name the list beside it shows: in Somali, its Somali name.
  const name = localizedName(item, i18n.language);
  const toggle = (isAvailable: boolean) =>
    update.mutate(
      { id: item.id, patch: { isAvailable } },
      {
        onSuccess: () => toast.success(t(isAvailable ? "adminMenu.backIn" : "adminMenu.soldOut", { name })),
        onError: (error) => toast.error(t("adminMenu.saveFailed"), { description: error.message }),
      },
    );
  const checked = update.isPending ? Boolean(update.variables?.patch.isAvailable) : item.isAvailable;
  return (
    <ToggleSwitch
      label={checked ? t("adminMenu.available") : t("adminMenu.unavailable")}
      accessibleName={t("adminMenu.availableNamed", { name })}
      checked={checked}
      onCheckedChange={toggle}
      disabled={update.isPending}
    />
  );
}
