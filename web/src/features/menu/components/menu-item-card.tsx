import { inLanguage, localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { itemImage } from "@contract/menu-categories.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Plus, Star } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DeferredDialog } from "../../../components/ui/deferred-dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddToOrder } from "../hooks/use-add-to-order.ts";
import { parseDietaryIds } from "../menu-filters.ts";
import { DietaryTags } from "./dietary-tags.tsx";

// The detail sheet and the options chooser are only needed once a dish is opened or added: they load then (or
// when the pointer or the focus comes near), with the dialog's code (DeferredDialog).
const loadDetailSheet = () => import("./item-detail-sheet.tsx");
const ItemDetailSheet = lazy(() => loadDetailSheet().then((module) => ({ default: module.ItemDetailSheet })));
const loadOptionsChooser = () => import("./options-chooser.tsx");
const OptionsChooser = lazy(() =>
  loadOptionsChooser().then((module) => ({ default: module.OptionsChooser })),
);

const featuredPlacements = {
  /** Over the photo of a wide card (from sm). */
  photo: "absolute top-3 left-3 hidden px-3 py-1 shadow-soft sm:inline-flex",
  /** Above the name, where a phone shows the photo small: a little tighter. */
  text: "inline-flex self-start px-2 py-0.5 sm:hidden",
} as const;

function FeaturedBadge({ placement }: { placement: keyof typeof featuredPlacements }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "max-w-full items-center gap-1 rounded-2xl bg-saffron text-sm font-semibold text-coffee-900",
        featuredPlacements[placement],
      )}
    >
      <Star className="size-4 shrink-0 fill-current" aria-hidden="true" />
      {t("menuPage.item.featured")}
    </span>
  );
}

/**
 * Many buttons share this label; the accessible name adds the item's, starting with the visible words. On a
 * phone's row the label is the short "Add": beside the price in the narrow column beside the photo, "Add to
 * order" fitted for some prices and not others, so the rows wrapped unevenly (in Somali, almost all of them).
 */
function AddButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button
      className="relative z-10"
      aria-label={t("menuPage.item.addToOrderNamed", { name })}
      data-testid="dish-add"
      {...props}
    >
      <Plus className="size-5 shrink-0" aria-hidden="true" />
      <span className="sm:hidden">{t("menuPage.item.addShort")}</span>
      <span className="hidden sm:inline">{t("menuPage.item.addToOrder")}</span>
    </Button>
  );
}

/**
 * A dish on the menu: a compact row on phones, a card from small tablets up. Its name opens the detail sheet
 * (the whole card is its target); "Add to order" adds it at once, or through the options chooser.
 */
export function MenuItemCard({ item }: { item: MenuItem }) {
  const { i18n } = useTranslation();
  const nameId = useId();
  const name = localizedName(item, i18n.language);
  const description = inLanguage(item.description, item.descriptionSo, i18n.language);
  const tags = parseDietaryIds(item.dietaryTags);
  // Each dialog has its trigger, so that closing it puts focus back on the button that opened it.
  const [detailOpen, setDetailOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  // The last dish's "Added" notice is put away as the next dish's dialog opens: on a phone it sat across the
  // dialog's footer, over its Add button, for the notice's few seconds.
  const opening = (set: (open: boolean) => void) => (open: boolean) => {
    if (open) toast.dismiss();
    set(open);
  };
  const hasOptions = item.optionGroups.length > 0;
  const add = useAddToOrder(item);

  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full gap-3 overflow-hidden rounded-xl bg-white p-3 shadow-soft sm:flex-col sm:gap-0 sm:p-0"
    >
      <div className="relative order-last size-24 shrink-0 overflow-hidden rounded-lg bg-crema-100 sm:order-none sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none">
        <img
          src={itemImage(item)}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={300}
          className="size-full object-cover"
        />
        {item.isFeatured && <FeaturedBadge placement="photo" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:gap-3 sm:p-5">
        {item.isFeatured && <FeaturedBadge placement="text" />}
        <h3 id={nameId} className="text-lg font-semibold break-words sm:text-xl">
          {/* The whole card opens the sheet: the button's ::after covers it, under the Add button. */}
          <DeferredDialog
            open={detailOpen}
            onOpenChange={opening(setDetailOpen)}
            prefetch={loadDetailSheet}
            trigger={
              <button
                type="button"
                className="block min-h-6 w-full rounded-sm text-left after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {name}
              </button>
            }
          >
            <Suspense fallback={null}>
              <ItemDetailSheet item={item} onAdded={() => setDetailOpen(false)} />
            </Suspense>
          </DeferredDialog>
        </h3>
        {description && (
          <p className="line-clamp-2 break-words text-coffee-700 sm:line-clamp-3">{description}</p>
        )}
        <DietaryTags tags={tags} display="hidden sm:flex" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-1 sm:pt-2">
          <p className="text-lg font-semibold text-coffee-900" data-testid="dish-price">
            {formatMoney(toCents(item.price))}
          </p>
          {hasOptions ? (
            <DeferredDialog
              open={chooserOpen}
              onOpenChange={opening(setChooserOpen)}
              prefetch={loadOptionsChooser}
              trigger={<AddButton name={name} />}
            >
              <Suspense fallback={null}>
                <OptionsChooser
                  item={item}
                  onAdd={(options, unitPrice) => add({ options, unitPrice }) && setChooserOpen(false)}
                />
              </Suspense>
            </DeferredDialog>
          ) : (
            <AddButton name={name} onClick={() => add()} />
          )}
        </div>
      </div>
    </article>
  );
}
