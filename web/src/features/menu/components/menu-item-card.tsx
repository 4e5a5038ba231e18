import { inLanguage, localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { categoryImage } from "@contract/menu-categories.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Plus, Star } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { type CartOption, cart } from "../../cart/public.ts";
import { parseDietaryIds } from "../menu-filters.ts";
import { OptionsChooser } from "./options-chooser.tsx";

/** The item's name and description in the reader's language; Somali falls back to English where missing. */
function itemText(item: MenuItem, language: string) {
  return {
    name: localizedName(item, language),
    description: inLanguage(item.description, item.descriptionSo, language),
  };
}

export function MenuItemCard({ item }: { item: MenuItem }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { name, description } = itemText(item, i18n.language);
  const image = item.imageUrl || categoryImage(item.category);
  const tags = parseDietaryIds(item.dietaryTags);
  const [choosing, setChoosing] = useState(false);
  const hasOptions = item.optionGroups.length > 0;

  const addToOrder = (selectedOptions: CartOption[] = [], price = item.price) => {
    // The cart keeps the canonical (English) fields; the server prices the order from its own data anyway.
    const added = cart.add({
      id: item.id,
      name: item.name,
      price,
      category: item.category,
      image,
      description: item.description,
      ...(hasOptions ? { selectedOptions } : {}),
    });
    if (added) {
      setChoosing(false);
      toast.success(t("menuPage.item.added"), { description: name });
    } else toast.error(t("errors.quantityTooLarge"));
  };

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-soft"
    >
      <div className="relative aspect-[4/3] bg-crema-100">
        <img
          src={image}
          alt={name}
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="size-full object-cover"
        />
        {item.isFeatured && (
          <span className="absolute top-3 left-3 inline-flex max-w-[calc(100%-1.5rem)] items-center gap-1 rounded-2xl bg-saffron px-3 py-1 text-sm font-semibold text-coffee-900 shadow-soft">
            <Star className="size-4 shrink-0 fill-current" aria-hidden="true" />
            {t("menuPage.item.featured")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={nameId} className="text-xl font-semibold break-words">
          {name}
        </h3>
        {description && <p className="break-words text-coffee-700">{description}</p>}
        {tags.length > 0 && (
          <ul aria-label={t("menuPage.item.dietaryTags")} className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-xl border border-crema-200 bg-crema-50 px-2.5 py-0.5 text-sm text-coffee-700"
              >
                {t(`dietary.${tag}`)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-lg font-semibold text-coffee-900">{formatMoney(toCents(item.price))}</p>
          {hasOptions ? (
            // The chooser's trigger, so that closing it gives focus back to this button.
            <Dialog open={choosing} onOpenChange={setChoosing}>
              <DialogTrigger asChild>
                <AddButton name={name} />
              </DialogTrigger>
              {choosing && <OptionsChooser item={item} onAdd={addToOrder} />}
            </Dialog>
          ) : (
            <AddButton name={name} onClick={() => addToOrder()} />
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * Many buttons share the visible words; the accessible name adds the item's, starting with those words. As the
 * chooser's trigger it gets `aria-haspopup="dialog"` from Radix.
 */
function AddButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button aria-label={t("menuPage.item.addToOrderNamed", { name })} {...props}>
      <Plus className="size-5 shrink-0" aria-hidden="true" />
      {t("menuPage.item.addToOrder")}
    </Button>
  );
}
