import { localizedName } from "@contract/language.ts";
import type { MenuItem } from "@contract/menu.ts";
import {
  defaultChoiceIds,
  groupsFromView,
  type OptionGroupView,
  optionLabel,
  resolveOptions,
  unitPriceWithOptions,
} from "@contract/menu-options.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent, DialogStickyFooter } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import type { CartOption } from "../../cart/public.ts";

/** Radio buttons for a single choice, checkboxes for several: the browser's own controls, drawn as rows. */
export function GroupField({
  group,
  picked,
  onToggle,
}: {
  group: OptionGroupView;
  picked: Set<number>;
  /** A choice tapped; null is an optional single choice's "None". */
  onToggle: (group: OptionGroupView, choiceId: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const single = group.max === 1;
  const name = useId();
  const rule =
    group.min > 0
      ? single
        ? t("options.required")
        : t("options.chooseBetween", { min: group.min, max: group.max })
      : single
        ? t("options.optional")
        : t("options.upTo", { max: group.max });
  const full = !single && group.choices.filter((choice) => picked.has(choice.id)).length >= group.max;
  // A radio button cannot be unticked: an optional single choice (an extra shot) offers "None" to take it back.
  const offersNone = single && group.min === 0;
  const row =
    "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-crema-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60";
  return (
    <fieldset className="rounded-lg border border-crema-200 bg-white p-3">
      <legend className="px-1 font-semibold">
        {optionLabel(group, i18n.language)}{" "}
        <span className="text-sm font-normal text-coffee-700">({rule})</span>
      </legend>
      <div className="mt-1 grid gap-1">
        {offersNone && (
          <label className={row}>
            <input
              type="radio"
              name={name}
              className="size-5 accent-coffee-900"
              checked={!group.choices.some((choice) => picked.has(choice.id))}
              onChange={() => onToggle(group, null)}
            />
            <span className="flex-1">{t("options.none")}</span>
          </label>
        )}
        {group.choices.map((choice) => {
          const checked = picked.has(choice.id);
          const disabled = !choice.isAvailable || (!checked && full);
          return (
            <label key={choice.id} className={row}>
              <input
                type={single ? "radio" : "checkbox"}
                name={name}
                className="size-5 accent-coffee-900"
                checked={checked}
                disabled={disabled}
                onChange={() => onToggle(group, choice.id)}
              />
              <span className="flex-1">{optionLabel(choice, i18n.language)}</span>
              <span className="text-sm text-coffee-700">
                {!choice.isAvailable
                  ? t("options.unavailable")
                  : choice.price > 0
                    ? `+${formatMoney(toCents(choice.price))}`
                    : ""}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The choices made for an item with option groups: defaults preselected, the unit price following them, and the
 * same rules the server checks (a problem to show while they are not met). Shared by the chooser and the
 * item's detail sheet.
 */
export function useOptionPicks(item: MenuItem) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(() => new Set(defaultChoiceIds(groupsFromView(item.optionGroups))));
  const result = useMemo(
    () => resolveOptions(groupsFromView(item.optionGroups), [...picked]),
    [item.optionGroups, picked],
  );
  const unitCents = unitPriceWithOptions(toCents(item.price), result.ok ? result.chosen : []);

  const toggle = (group: OptionGroupView, choiceId: number | null) => {
    setPicked((current) => {
      const next = new Set(current);
      if (group.max === 1 || choiceId === null) {
        for (const choice of group.choices) next.delete(choice.id);
        if (choiceId !== null) next.add(choiceId);
      } else if (next.has(choiceId)) next.delete(choiceId);
      else next.add(choiceId);
      return next;
    });
  };

  return {
    picked,
    toggle,
    unitCents,
    problem: result.ok ? null : t(`errors.${result.problem.key}`, result.problem.params),
    /** The chosen options as the cart keeps them (dollars), or null while the rules are not met. */
    chosen: result.ok
      ? result.chosen.map((option): CartOption => ({ ...option, price: option.price / 100 }))
      : null,
  };
}

/**
 * The small chooser a menu card opens for an item with option groups: defaults preselected, the price
 * following the choices, and the same rules the server checks before "Add to order" is enabled.
 */
export function OptionsChooser({
  item,
  onAdd,
}: {
  item: MenuItem;
  onAdd: (options: CartOption[], unitPrice: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { picked, toggle, unitCents, problem, chosen } = useOptionPicks(item);
  return (
    <DialogContent title={localizedName(item, i18n.language)} description={t("options.description")}>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onAdd(chosen, unitCents / 100);
        }}
      >
        {item.optionGroups.map((group) => (
          <GroupField key={group.id} group={group} picked={picked} onToggle={toggle} />
        ))}
        <DialogStickyFooter>
          <p role="alert" className="min-h-6 text-sm text-red-700">
            {problem}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-semibold" aria-live="polite" data-testid="chooser-price">
              {formatMoney(unitCents)}
            </p>
            <Button type="submit" disabled={!chosen}>
              <Plus className="size-5 shrink-0" aria-hidden="true" />
              {t("options.add", { price: formatMoney(unitCents) })}
            </Button>
          </div>
        </DialogStickyFooter>
      </form>
    </DialogContent>
  );
}
