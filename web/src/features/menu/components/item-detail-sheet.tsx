import { inLanguage, localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import { itemImage } from "@contract/menu-categories.ts";
import { LINE_NOTE_MAX } from "@contract/order-notes.ts";
import { formatMoney, MAX_QUANTITY_PER_ITEM } from "@contract/pricing.ts";
import { Plus } from "lucide-react";
import { useState } from "react";
import { NoteField } from "../../../components/order/note-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent, DialogStickyFooter } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useAddToOrder } from "../hooks/use-add-to-order.ts";
import { parseDietaryIds } from "../menu-filters.ts";
import { DietaryTags } from "./dietary-tags.tsx";
import { GroupField, useOptionPicks } from "./options-chooser.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";

/**
 * A dish opened from the menu: the bigger picture, the full description, its dietary tags, its
 * options, how many, and special instructions that go onto the cart line.
 */
export function ItemDetailSheet({ item, onAdded }: { item: MenuItem; onAdded: () => void }) {
  const { t, i18n } = useTranslation();
  const description = inLanguage(item.description, item.descriptionSo, i18n.language);
  const { picked, toggle, unitCents, problem, chosen } = useOptionPicks(item);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const add = useAddToOrder(item);

  return (
    <DialogContent title={localizedName(item, i18n.language)}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen && add({ options: chosen, unitPrice: unitCents / 100, quantity, note })) onAdded();
        }}
      >
        <img
          src={itemImage(item)}
          alt=""
          width={400}
          height={300}
          className="aspect-[4/3] w-full rounded-lg bg-crema-100 object-cover"
        />
        {description && <p className="break-words text-coffee-900">{description}</p>}
        <DietaryTags tags={parseDietaryIds(item.dietaryTags)} />
        {item.optionGroups.map((group) => (
          <GroupField key={group.id} group={group} picked={picked} onToggle={toggle} />
        ))}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <QuantityStepper value={quantity} max={MAX_QUANTITY_PER_ITEM} onChange={setQuantity} />
        <NoteField
          label={t("menuPage.detail.note")}
          value={note}
          onChange={setNote}
          max={LINE_NOTE_MAX}
          placeholder={t("menuPage.detail.notePlaceholder")}
        />
        <DialogStickyFooter>
          <Button type="submit" disabled={!chosen} className="w-full">
            <Plus className="size-5 shrink-0" aria-hidden="true" />
            {t("options.add", { price: formatMoney(unitCents * quantity) })}
          </Button>
        </DialogStickyFooter>
      </form>
    </DialogContent>
  );
}
