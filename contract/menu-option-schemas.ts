import { z } from "zod";
import { dollarAmount, text } from "./fields.ts";
import { MAX_CHOICE_PRICE_CENTS, MAX_CHOICES_PER_GROUP, MAX_GROUPS_PER_ITEM } from "./menu-options.ts";

/** The zod shapes of item options (the rules are in menu-options.ts, which the first page loads without zod). */

/** A choice as GET /api/menu gives it: `price` is the change in dollars, like the item's own price. */
export const optionChoiceViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSo: z.string().nullable(),
  price: z.number(),
  isDefault: z.boolean(),
  isAvailable: z.boolean(),
});
export const optionGroupViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSo: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  choices: z.array(optionChoiceViewSchema),
});
export type OptionGroupView = z.infer<typeof optionGroupViewSchema>;

/** An order line's stored option, as order answers give it (price in cents, like the line's prices). */
export const chosenOptionSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  nameSo: z.string().nullable(),
  price: z.number(),
});
export type ChosenOptionView = z.infer<typeof chosenOptionSchema>;

const name = (max: number) => text().trim().min(1, "errors.optionNameRequired").max(max);
const nameSo = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  text().trim().max(80).nullable().optional(),
);

/** One choice as the admin's editor saves it; `id` keeps an existing choice (so old orders still name it). */
export const optionChoiceInputSchema = z.object({
  id: z.number().int().positive().optional(),
  name: name(80),
  nameSo,
  /** Price change in dollars, zero or more. */
  price: dollarAmount(
    z
      .number()
      .min(0, "errors.optionPriceNegative")
      .max(MAX_CHOICE_PRICE_CENTS / 100),
  ),
  isDefault: z.boolean().default(false),
  isAvailable: z.boolean().default(true),
});

export const optionGroupInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: name(80),
    nameSo,
    min: z.number().int().min(0).max(MAX_CHOICES_PER_GROUP),
    max: z.number().int().min(1).max(MAX_CHOICES_PER_GROUP),
    choices: z
      .array(optionChoiceInputSchema)
      .min(1, "errors.optionChoicesRequired")
      .max(MAX_CHOICES_PER_GROUP),
  })
  .superRefine((group, ctx) => {
    if (group.min > group.max) {
      ctx.addIssue({ code: "custom", path: ["min"], message: "errors.optionMinAboveMax" });
    }
    if (group.max > group.choices.length) {
      ctx.addIssue({ code: "custom", path: ["max"], message: "errors.optionMaxAboveChoices" });
    }
    const defaults = group.choices.filter((choice) => choice.isDefault).length;
    if (defaults > group.max || (group.min > 0 && defaults !== 0 && defaults < group.min)) {
      ctx.addIssue({ code: "custom", path: ["choices"], message: "errors.optionDefaultsOutOfRange" });
    }
  });

/** PUT /api/menu/{id}/option-groups: the item's whole list of groups, in the order shown. */
export const optionGroupsInputSchema = z.object({
  groups: z.array(optionGroupInputSchema).max(MAX_GROUPS_PER_ITEM),
});
export type OptionGroupsInput = z.input<typeof optionGroupsInputSchema>;
export type OptionGroupInput = z.output<typeof optionGroupInputSchema>;
