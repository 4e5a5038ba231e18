import type { MenuItem } from "@contract/menu.ts";
import { itemImage } from "@contract/menu-categories.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { AvailabilitySwitch, FeaturedBadge, PricingSource } from "./item-badges.tsx";

interface ListProps {
  items: MenuItem[];
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

function Thumbnail({ item }: { item: MenuItem }) {
  return (
    <img
      src={itemImage(item)}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      className="h-12 w-16 shrink-0 rounded-md bg-crema-100 object-cover"
    />
  );
}

function Actions({ item, onEdit, onDelete }: { item: MenuItem } & Omit<ListProps, "items">) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(item)}
        aria-label={t("adminMenu.editNamed", { name: item.name })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {t("adminMenu.edit")}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(item)}
        aria-label={t("adminMenu.deleteNamed", { name: item.name })}
      >
        <Trash2 className="size-4 text-status-cancelled" aria-hidden="true" />
        {t("adminMenu.delete.action")}
      </Button>
    </div>
  );
}

/** The menu table from 768 px up (docs/architecture.md#product-rules), cards below it. */
export function MenuItemsList(props: ListProps) {
  const { t } = useTranslation();
  const { items } = props;
  const price = (item: MenuItem) => formatMoney(toCents(item.price));
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4 shadow-soft">
            <div className="flex gap-3">
              <Thumbnail item={item} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{item.name}</p>
                <p className="text-sm text-coffee-700">
                  {t(`categories.${item.category}`)} · {price(item)}
                </p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <PricingSource item={item} />
              <FeaturedBadge item={item} />
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <AvailabilitySwitch item={item} />
              <Actions {...props} item={item} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-soft md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("adminMenu.table.caption")}</caption>
          <thead className="border-b border-crema-200 text-coffee-700">
            <tr>
              {(
                ["image", "name", "category", "price", "source", "status", "featured", "actions"] as const
              ).map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-medium">
                  {t(`adminMenu.table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-crema-100 last:border-0">
                <td className="px-3 py-2">
                  <Thumbnail item={item} />
                </td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {item.name}
                  {item.nameSo && (
                    <span className="block text-xs font-normal text-coffee-700" lang="so">
                      {item.nameSo}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2">{t(`categories.${item.category}`)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{price(item)}</td>
                <td className="px-3 py-2">
                  <PricingSource item={item} />
                </td>
                <td className="px-3 py-2">
                  <AvailabilitySwitch item={item} />
                </td>
                <td className="px-3 py-2">
                  <FeaturedBadge item={item} />
                </td>
                <td className="px-3 py-2">
                  <Actions {...props} item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
