import { optionGroupsInputSchema } from "@contract/menu-option-schemas.ts";
import { MAX_CHOICES_PER_GROUP, type OptionGroupView } from "@contract/menu-options.ts";
import { ArrowUp, Plus, Trash2 } from "lucide-react";
import { type Ref, useEffect, useId, useImperativeHandle, useState } from "react";
import { LabeledInput } from "../../../components/admin/labeled-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useErrorText } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useOptionGroups, useSaveOptionGroups } from "./api/menu-option-groups.ts";

interface ChoiceDraft {
  /** Kept so orders and carts that name the choice still find it. */
  id?: number;
  key: string;
  name: string;
  nameSo: string;
  price: string;
  isDefault: boolean;
  isAvailable: boolean;
}
interface GroupDraft {
  id?: number;
  key: string;
  name: string;
  nameSo: string;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}

let keys = 0;
const nextKey = () => `new-${++keys}`;

const toDraft = (groups: OptionGroupView[]): GroupDraft[] =>
  groups.map((group) => ({
    id: group.id,
    key: `g${group.id}`,
    name: group.name,
    nameSo: group.nameSo ?? "",
    min: String(group.min),
    max: String(group.max),
    choices: group.choices.map((choice) => ({
      id: choice.id,
      key: `c${choice.id}`,
      name: choice.name,
      nameSo: choice.nameSo ?? "",
      price: choice.price.toFixed(2),
      isDefault: choice.isDefault,
      isAvailable: choice.isAvailable,
    })),
  }));

const blankChoice = (): ChoiceDraft => ({
  key: nextKey(),
  name: "",
  nameSo: "",
  price: "0.00",
  isDefault: false,
  isAvailable: true,
});

/** PUT's body from the drafts: also what tells whether the admin changed anything. */
const toBody = (groups: GroupDraft[]) => ({
  groups: groups.map((group) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name,
    nameSo: group.nameSo,
    min: Number(group.min),
    max: Number(group.max),
    choices: group.choices.map((choice) => ({
      ...(choice.id ? { id: choice.id } : {}),
      name: choice.name,
      nameSo: choice.nameSo,
      price: Number(choice.price),
      isDefault: choice.isDefault,
      isAvailable: choice.isAvailable,
    })),
  })),
});

/** What the item's dialog asks of the editor when the admin saves the item. */
export interface OptionGroupsSaver {
  /** True when the admin changed the options since they were loaded or last saved. */
  hasChanges: () => boolean;
  /** Saves the options if the admin changed them; false when they are invalid or the save failed. */
  saveIfChanged: () => Promise<boolean>;
}

/**
 * The option groups of one menu item (size, sugar, milk…): names in both languages, how many choices a
 * customer takes, and each choice's price change, default and availability. Saved on its own, through
 * PUT /api/menu/{id}/option-groups, and checked first with the server's own rules. The item's "Save changes"
 * saves them too (through `ref`), so that an admin who edits both and saves once loses nothing.
 */
export function OptionGroupsEditor({ itemId, ref }: { itemId: number; ref?: Ref<OptionGroupsSaver> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const loaded = useOptionGroups(itemId);
  const save = useSaveOptionGroups(itemId);
  const [groups, setGroups] = useState<GroupDraft[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (loaded.data && groups === null) setGroups(toDraft(loaded.data.groups));
  }, [loaded.data, groups]);

  /** The body to save, or null with the reason shown at the options when the server's rules refuse it. */
  const checkedBody = (drafts: GroupDraft[]) => {
    const body = toBody(drafts);
    const checked = optionGroupsInputSchema.safeParse(body);
    if (!checked.success) {
      setError(errorText(checked.error.issues[0]?.message) ?? t("errors.invalidInput"));
      return null;
    }
    setError(null);
    return body;
  };

  const saveDrafts = async (drafts: GroupDraft[]) => {
    const body = checkedBody(drafts);
    if (!body) return false;
    try {
      const saved = await save.mutateAsync(body);
      setGroups(toDraft(saved.groups));
      toast.success(t("orderingAdmin.options.saved"));
      return true;
    } catch (failure) {
      toast.error(t("orderingAdmin.options.saveFailed"), { description: (failure as Error).message });
      return false;
    }
  };

  const hasChanges = () =>
    groups !== null &&
    loaded.data !== undefined &&
    JSON.stringify(toBody(groups)) !== JSON.stringify(toBody(toDraft(loaded.data.groups)));

  useImperativeHandle(ref, () => ({
    hasChanges,
    saveIfChanged: async () => !groups || !hasChanges() || saveDrafts(groups),
  }));

  if (loaded.isPending) return <Spinner />;
  if (loaded.isError || !groups) return <p role="alert">{t("orderingAdmin.options.loadFailed")}</p>;

  const setGroup = (index: number, change: Partial<GroupDraft>) =>
    setGroups(groups.map((group, i) => (i === index ? { ...group, ...change } : group)));
  const setChoice = (groupIndex: number, choiceIndex: number, change: Partial<ChoiceDraft>) =>
    setGroup(groupIndex, {
      choices: groups[groupIndex]!.choices.map((choice, i) =>
        i === choiceIndex ? { ...choice, ...change } : choice,
      ),
    });

  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid="option-groups-editor">
      <div>
        <h3 id={titleId} className="font-semibold">
          {t("orderingAdmin.options.title")}
        </h3>
        <p className="text-sm text-coffee-700">{t("orderingAdmin.options.lead")}</p>
      </div>
      {groups.length === 0 && <p className="text-sm">{t("orderingAdmin.options.empty")}</p>}
      {groups.map((group, groupIndex) => {
        const label = group.name || String(groupIndex + 1);
        return (
          <fieldset key={group.key} className="space-y-2 rounded-lg border border-crema-200 bg-white p-3">
            <legend className="px-1 font-medium">{label}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <LabeledInput
                label={t("orderingAdmin.options.groupName")}
                value={group.name}
                maxLength={80}
                onChange={(e) => setGroup(groupIndex, { name: e.target.value })}
              />
              <LabeledInput
                label={t("orderingAdmin.options.groupNameSo")}
                value={group.nameSo}
                maxLength={80}
                onChange={(e) => setGroup(groupIndex, { nameSo: e.target.value })}
              />
              <LabeledInput
                label={t("orderingAdmin.options.min")}
                type="number"
                min={0}
                max={MAX_CHOICES_PER_GROUP}
                inputMode="numeric"
                value={group.min}
                onChange={(e) => setGroup(groupIndex, { min: e.target.value })}
              />
              <LabeledInput
                label={t("orderingAdmin.options.max")}
                type="number"
                min={1}
                max={MAX_CHOICES_PER_GROUP}
                inputMode="numeric"
                value={group.max}
                onChange={(e) => setGroup(groupIndex, { max: e.target.value })}
              />
            </div>
            <ul className="space-y-2">
              {group.choices.map((choice, choiceIndex) => (
                // The names get a row of their own, side by side once the row has room for two readable fields:
                // beside the price and the switches, in the dialog's 32rem, each was three letters wide.
                <li key={choice.key} className="@container space-y-2 rounded-md bg-crema-50 p-2">
                  <div className="grid gap-2 @xs:grid-cols-2">
                    <LabeledInput
                      label={t("orderingAdmin.options.choiceName")}
                      value={choice.name}
                      maxLength={80}
                      onChange={(e) => setChoice(groupIndex, choiceIndex, { name: e.target.value })}
                    />
                    <LabeledInput
                      label={t("orderingAdmin.options.choiceNameSo")}
                      value={choice.nameSo}
                      maxLength={80}
                      onChange={(e) => setChoice(groupIndex, choiceIndex, { nameSo: e.target.value })}
                    />
                  </div>
                  <div className="flex flex-wrap items-end gap-x-3 gap-y-1 text-sm">
                    <div className="w-28">
                      <LabeledInput
                        label={t("orderingAdmin.options.price")}
                        type="number"
                        min={0}
                        step={0.05}
                        inputMode="decimal"
                        value={choice.price}
                        onChange={(e) => setChoice(groupIndex, choiceIndex, { price: e.target.value })}
                      />
                    </div>
                    <label className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-coffee-900"
                        checked={choice.isDefault}
                        onChange={(e) => setChoice(groupIndex, choiceIndex, { isDefault: e.target.checked })}
                      />
                      {t("orderingAdmin.options.isDefault")}
                    </label>
                    <label className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-coffee-900"
                        checked={choice.isAvailable}
                        onChange={(e) =>
                          setChoice(groupIndex, choiceIndex, { isAvailable: e.target.checked })
                        }
                      />
                      {t("orderingAdmin.options.isAvailable")}
                    </label>
                    <button
                      type="button"
                      className="flex size-11 items-center justify-center rounded-full hover:bg-crema-200"
                      aria-label={t("orderingAdmin.options.removeChoice", {
                        name: choice.name || choiceIndex + 1,
                      })}
                      onClick={() =>
                        setGroup(groupIndex, { choices: group.choices.filter((_, i) => i !== choiceIndex) })
                      }
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                disabled={group.choices.length >= MAX_CHOICES_PER_GROUP}
                onClick={() => setGroup(groupIndex, { choices: [...group.choices, blankChoice()] })}
              >
                <Plus className="size-5" aria-hidden="true" />
                {t("orderingAdmin.options.addChoice")}
              </Button>
              {groupIndex > 0 && (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t("orderingAdmin.options.moveUp", { name: label })}
                  onClick={() => {
                    const next = [...groups];
                    [next[groupIndex - 1], next[groupIndex]] = [next[groupIndex]!, next[groupIndex - 1]!];
                    setGroups(next);
                  }}
                >
                  <ArrowUp className="size-5" aria-hidden="true" />
                </Button>
              )}
              <Button
                type="button"
                variant="ghost"
                onClick={() => setGroups(groups.filter((_, i) => i !== groupIndex))}
              >
                <Trash2 className="size-5" aria-hidden="true" />
                {t("orderingAdmin.options.removeGroup", { name: label })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <p role="alert" className="min-h-6 text-sm text-status-cancelled">
        {error}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setGroups([
              ...groups,
              { key: nextKey(), name: "", nameSo: "", min: "0", max: "1", choices: [blankChoice()] },
            ])
          }
        >
          <Plus className="size-5" aria-hidden="true" />
          {t("orderingAdmin.options.addGroup")}
        </Button>
        <Button type="button" onClick={() => saveDrafts(groups)} disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t("orderingAdmin.options.save")}
        </Button>
      </div>
    </section>
  );
}
