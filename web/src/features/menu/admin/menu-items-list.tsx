import { localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { itemImage } from "@contract/menu-categories.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { AvailabilitySwitch, FeaturedBadge, PricingSource } from "./item-badges.tsx";

interface ListProps {
  items: MenuItem[];
  /** Whether a search narrowed the list, so an empty one says nothing matched rather than nothing exists. */
  searched?: boolean;
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
  const { t, i18n } = useTranslation();
  const name = localizedName(item, i18n.language);
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(item)}
        aria-label={t("adminMenu.editNamed", { name })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {t("adminMenu.edit")}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(item)}
        aria-label={t("adminMenu.deleteNamed", { name })}
      >
        <Trash2 className="size-4 text-status-cancelled" aria-hidden="true" />
        {t("adminMenu.delete.action")}
      </Button>
    </div>
  );
}

/** The menu table from 768 px up (docs/architecture.md#product-rules), cards below it. */
export function MenuItemsList(props: ListProps) {
  const { t, i18n } = useTranslation();
  // The panel's language leads: a Somali panel names a dish as its Somali menu does, the English name below.
  const otherName = (item: MenuItem) =>
    i18n.language === "so" ? (item.nameSo ? item.name : null) : item.nameSo;
  const columns: Column<MenuItem>[] = [
    {
      key: "image",
      header: t("adminMenu.table.image"),
      cell: (item) => <Thumbnail item={item} />,
      onPhone: "bare",
    },
    {
      key: "name",
      header: t("adminMenu.table.name"),
      rowHeader: true,
      cell: (item) => (
        <>
          {localizedName(item, i18n.language)}
          {otherName(item) && (
            <span
              className="block text-xs font-normal text-coffee-700"
              lang={i18n.language === "so" ? "en" : "so"}
            >
              {otherName(item)}
            </span>
          )}
        </>
      ),
    },
    {
      key: "category",
      header: t("adminMenu.table.category"),
      cell: (item) => t(`categories.${item.category}`),
    },
    {
      key: "price",
      header: t("adminMenu.table.price"),
      cell: (item) => formatMoney(toCents(item.price)),
      nowrap: true,
    },
    { key: "source", header: t("adminMenu.table.source"), cell: (item) => <PricingSource item={item} /> },
    {
      key: "status",
      header: t("adminMenu.table.status"),
      cell: (item) => <AvailabilitySwitch item={item} />,
    },
    { key: "featured", header: t("adminMenu.table.featured"), cell: (item) => <FeaturedBadge item={item} /> },
    {
      key: "actions",
      header: t("adminMenu.table.actions"),
      cell: (item) => <Actions {...props} item={item} />,
      onPhone: "bare",
    },
  ];
  return (
    // Eight columns with their buttons: on a tablet held upright the table ran past the screen's edge, its
    // Delete buttons cut off, so it is cards until a large screen.
    <DataTable
      caption={t("adminMenu.table.caption")}
      columns={columns}
      rows={props.items}
      empty={props.searched ? t("adminMenu.noneFound") : t("adminMenu.none")}
      tableFrom="lg"
    />
  );
}
