import type { OptionGroupView } from "./menu-option-schemas.ts";

export type {
  ChosenOptionView,
  OptionGroupInput,
  OptionGroupsInput,
  OptionGroupView,
} from "./menu-option-schemas.ts";

/**
 * Item options: each menu item has option groups, each group a
 * minimum and maximum number of choices, each choice a price change in cents. The pure rules here price and
 * check a cart line the same way in the browser and on the server; the server is the judge. No zod here: the
 * menu page and the cart use these rules, and the validator stays out of the first load (menu-option-schemas.ts).
 */

export const MAX_GROUPS_PER_ITEM = 8;
export const MAX_CHOICES_PER_GROUP = 12;
export const MAX_CHOICE_PRICE_CENTS = 50_00;
/** How many option references one order line may carry. */
export const MAX_OPTIONS_PER_LINE = 40;

/** A choice as the shop's menu holds it (prices in cents). */
export interface OptionChoice {
  id: number;
  name: string;
  nameSo: string | null;
  priceCents: number;
  isDefault: boolean;
  isAvailable: boolean;
}

export interface OptionGroup {
  id: number;
  name: string;
  nameSo: string | null;
  min: number;
  max: number;
  choices: OptionChoice[];
}

/** A choice as an order line stores it, names and price as they were when ordered. */
export interface ChosenOption {
  id: number;
  name: string;
  nameSo: string | null;
  /** Price change in cents. */
  price: number;
}

/** Why a line's choices were refused: a key under `errors.` in the shared catalog, and its parameters. */
export interface OptionProblem {
  key: "unknownOption" | "optionUnavailable" | "optionRequired" | "optionTooMany";
  params: Record<string, string | number>;
}

export type OptionResult = { ok: true; chosen: ChosenOption[] } | { ok: false; problem: OptionProblem };

const normal = (value: string) => value.trim().toLowerCase();

/**
 * Finds the choice a reference names among an item's groups: its id (a number or decimal digits) or, for
 * clients written against the specification, its English or Somali name. A name two groups share is
 * ambiguous and names nothing.
 */
export function findChoice(
  groups: OptionGroup[],
  reference: string | number,
): { group: OptionGroup; choice: OptionChoice } | undefined {
  const all: Array<{ group: OptionGroup; choice: OptionChoice }> = [];
  for (const group of groups) for (const choice of group.choices) all.push({ group, choice });
  const asId = typeof reference === "number" ? reference : /^\d+$/.test(reference) ? Number(reference) : NaN;
  const byId = all.find(({ choice }) => choice.id === asId);
  if (byId) return byId;
  if (typeof reference !== "string") return undefined;
  const wanted = normal(reference);
  const byName = all.filter(
    ({ choice }) =>
      normal(choice.name) === wanted || (choice.nameSo !== null && normal(choice.nameSo) === wanted),
  );
  return byName.length === 1 ? byName[0] : undefined;
}

/**
 * The choices a line gets when it names none: each group's available defaults. Plain loops: every line of
 * every order asks, and V8's flatMap cost several times more than the rest of pricing a line (bench/orders.ts).
 */
export function defaultChoiceIds(groups: OptionGroup[]): number[] {
  const ids: number[] = [];
  for (const group of groups) {
    for (const choice of group.choices) if (choice.isDefault && choice.isAvailable) ids.push(choice.id);
  }
  return ids;
}

const groupName = (group: OptionGroup) => group.name;

/**
 * Checks a line's references against its item's groups and answers the chosen options in menu order. No
 * references means the defaults (so clients that know nothing of options keep working); references must
 * then satisfy every group's minimum and maximum.
 */
export function resolveOptions(groups: OptionGroup[], references: Array<string | number>): OptionResult {
  const picked = new Set<number>();
  if (references.length === 0) {
    for (const id of defaultChoiceIds(groups)) picked.add(id);
  } else {
    for (const reference of references) {
      const found = findChoice(groups, reference);
      if (!found)
        return { ok: false, problem: { key: "unknownOption", params: { option: String(reference) } } };
      if (!found.choice.isAvailable) {
        return { ok: false, problem: { key: "optionUnavailable", params: { option: found.choice.name } } };
      }
      picked.add(found.choice.id);
    }
  }
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const inGroup = group.choices.filter((choice) => picked.has(choice.id));
    if (inGroup.length < group.min) {
      return { ok: false, problem: { key: "optionRequired", params: { group: groupName(group) } } };
    }
    if (inGroup.length > group.max) {
      return {
        ok: false,
        problem: { key: "optionTooMany", params: { group: groupName(group), max: group.max } },
      };
    }
    for (const choice of inGroup) {
      chosen.push({ id: choice.id, name: choice.name, nameSo: choice.nameSo, price: choice.priceCents });
    }
  }
  return { ok: true, chosen };
}

/** A line's unit price: the item's price plus its choices' changes, in cents. */
export function unitPriceWithOptions(itemPriceCents: number, chosen: Array<{ price: number }>): number {
  return chosen.reduce((sum, option) => sum + option.price, itemPriceCents);
}

/**
 * One collator for every key: `localeCompare` with a locale builds a new one on each comparison, which cost
 * order placement more than pricing the order did (bench/orders.ts).
 */
const numericOrder = new Intl.Collator("en", { numeric: true });

/** The key that tells two cart lines of one item apart: the same choices in any order are the same line. */
export function optionsKey(choiceIds: Array<number | string>): string {
  return choiceIds.map(String).sort(numericOrder.compare).join(",");
}

/** A stored option's name in the reader's language. */
export function optionLabel(option: { name: string; nameSo: string | null }, language: string): string {
  return language === "so" && option.nameSo ? option.nameSo : option.name;
}

/** A menu answer's groups in the shape the pure rules take (cents). */
export function groupsFromView(groups: OptionGroupView[]): OptionGroup[] {
  return groups.map((group) => ({
    ...group,
    choices: group.choices.map(({ price, ...choice }) => ({
      ...choice,
      priceCents: Math.round(price * 100),
    })),
  }));
}

/** A line's choices as one short text in the reader's language: "Large, Camel milk, Less sugar". */
export function optionsSummary(
  options: ReadonlyArray<{ name: string; nameSo: string | null }> | undefined,
  language: string,
): string {
  return (options ?? []).map((option) => optionLabel(option, language)).join(", ");
}
