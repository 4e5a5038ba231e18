import { blank, rowIdSchema } from "@contract/fields.ts";
import { localizedName } from "@contract/language.ts";
import type { AdminPromotion } from "@contract/loyalty-admin.ts";
import { type CreatePromotion, createPromotionSchema } from "@contract/promotion-schemas.ts";
import { DISCOUNT_PERCENT, promotionDurations, promotionTypes } from "@contract/promotions.ts";
import { Plus } from "lucide-react";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog } from "../../../components/ui/button-dialog.tsx";
import { ChoiceChip } from "../../../components/ui/choice-chip.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { useMenu } from "../../menu/public.ts";
import { useAdminPromotions, useCreatePromotion, useEndPromotion } from "./api/loyalty-admin.ts";
import { Section } from "./section.tsx";

/** The name of a free-item promotion's item, or "the cheapest item" when it names none. */
function usePromotionLabel() {
  const { t, i18n } = useTranslation();
  const menu = useMenu();
  return (promotion: Pick<AdminPromotion, "type" | "freeMenuItemId">) => {
    if (promotion.type !== "free_item")
      return t(`adminLoyalty.promotions.types.${promotion.type}`, { percent: DISCOUNT_PERCENT });
    const item = menu.data?.find((i) => i.id === promotion.freeMenuItemId);
    return item
      ? t("adminLoyalty.promotions.freeNamed", { item: localizedName(item, i18n.language) })
      : t("adminLoyalty.promotions.types.free_item");
  };
}

/** The select's first choice, "the cheapest item", is an empty value: no item named. */
const promotionFormSchema = createPromotionSchema.extend({
  freeMenuItemId: z.preprocess(blank, rowIdSchema.optional()),
});

/** Start one: the kind, how long, and for a free item which one. It starts at once. */
function CreatePromotionDialog() {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      title={t("adminLoyalty.promotions.dialogTitle")}
      description={t("adminLoyalty.promotions.dialogText")}
      trigger={
        <Button size="sm">
          <Plus className="size-4" aria-hidden="true" />
          {t("adminLoyalty.promotions.create")}
        </Button>
      }
    >
      {(close) => <CreatePromotionForm onCreated={close} />}
    </ButtonDialog>
  );
}

function CreatePromotionForm({ onCreated }: { onCreated: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreatePromotion();
  const menu = useMenu();
  const form = useSchemaForm(promotionFormSchema, {
    defaultValues: { type: "double_points", durationDays: "7", freeMenuItemId: "" },
  });
  const type = form.watch("type");
  const days = Number(form.watch("durationDays"));

  const submit = ({ freeMenuItemId, ...promotion }: CreatePromotion) => {
    const body = type === "free_item" && freeMenuItemId ? { ...promotion, freeMenuItemId } : promotion;
    create.mutate(body, {
      onSuccess: () => {
        toast.success(t("adminLoyalty.promotions.created"));
        onCreated();
      },
      onError: (error) =>
        toast.error(t("adminLoyalty.promotions.createFailed"), { description: error.message }),
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("adminLoyalty.promotions.type")}</legend>
        <div className="space-y-2">
          {promotionTypes.map((option) => (
            <label
              key={option}
              className={
                "flex cursor-pointer gap-3 rounded-lg border bg-white p-3 has-[:focus-visible]:ring-2 " +
                "has-[:focus-visible]:ring-somali-blue " +
                (type === option ? "border-coffee-900" : "border-crema-200")
              }
            >
              <input
                type="radio"
                value={option}
                className="mt-1 accent-coffee-900"
                {...form.register("type")}
              />
              <span>
                <span className="block font-medium">
                  {t(`adminLoyalty.promotions.types.${option}`, { percent: DISCOUNT_PERCENT })}
                </span>
                <span className="block text-sm text-coffee-700">
                  {t(`adminLoyalty.promotions.effects.${option}`, { percent: DISCOUNT_PERCENT })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {type === "free_item" && (
        <FormField form={form} name="freeMenuItemId" label={t("adminLoyalty.promotions.freeItem")}>
          {(control) => (
            <select {...control} className={inputClass}>
              <option value="">{t("adminLoyalty.promotions.cheapest")}</option>
              {(menu.data ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {localizedName(item, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("adminLoyalty.promotions.duration")}</legend>
        <div className="flex flex-wrap gap-2">
          {promotionDurations.map((option) => (
            <ChoiceChip
              key={option}
              value={option}
              selected={days === option}
              {...form.register("durationDays")}
            >
              {t("adminLoyalty.promotions.days", { count: option })}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-coffee-700">{t("adminLoyalty.promotions.membersOnly")}</p>
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending && <Spinner />}
        {t("adminLoyalty.promotions.start")}
      </Button>
    </Form>
  );
}

/** Running and past promotions, newest first; a running one can be ended early. */
export function PromotionsSection() {
  const { t } = useTranslation();
  const promotions = useAdminPromotions();
  const end = useEndPromotion();
  const label = usePromotionLabel();

  const endNow = (promotion: AdminPromotion) => {
    if (!window.confirm(t("adminLoyalty.promotions.confirmEnd", { name: label(promotion) }))) return;
    end.mutate(promotion.id, {
      onSuccess: () => toast.success(t("adminLoyalty.promotions.ended")),
      onError: (error) => toast.error(t("adminLoyalty.promotions.endFailed"), { description: error.message }),
    });
  };
  const state = (promotion: AdminPromotion) => (
    <span
      className={
        "inline-block rounded-full px-2 py-0.5 text-xs font-medium " +
        (promotion.active ? "bg-status-ready/15 text-coffee-900" : "bg-crema-100 text-coffee-700")
      }
    >
      {promotion.active ? t("adminLoyalty.promotions.running") : t("adminLoyalty.promotions.over")}
    </span>
  );
  const endButton = (promotion: AdminPromotion) =>
    promotion.active ? (
      <Button
        size="sm"
        variant="ghost"
        disabled={end.isPending}
        onClick={() => endNow(promotion)}
        aria-label={t("adminLoyalty.promotions.endNamed", { name: label(promotion) })}
      >
        {t("adminLoyalty.promotions.end")}
      </Button>
    ) : null;
  const columns: Column<AdminPromotion>[] = [
    {
      key: "promotion",
      header: t("adminLoyalty.promotions.columns.promotion"),
      cell: label,
      rowHeader: true,
    },
    { key: "status", header: t("adminLoyalty.promotions.columns.status"), cell: state, onPhone: "bare" },
    {
      key: "starts",
      header: t("adminLoyalty.promotions.columns.starts"),
      cell: (promotion) => formatDateTime(promotion.startsAt),
    },
    {
      key: "ends",
      header: t("adminLoyalty.promotions.columns.ends"),
      cell: (promotion) => formatDateTime(promotion.endsAt),
    },
    {
      key: "by",
      header: t("adminLoyalty.promotions.columns.by"),
      cell: (promotion) => promotion.createdBy ?? "—",
    },
    {
      key: "actions",
      header: t("adminLoyalty.promotions.columns.actions"),
      cell: endButton,
      align: "end",
      headerHidden: true,
      onPhone: "bare",
    },
  ];

  return (
    <Section
      title={t("adminLoyalty.promotions.title")}
      action={<CreatePromotionDialog />}
      testId="promotions"
    >
      <QueryView
        compact
        query={promotions}
        loadFailed={t("adminLoyalty.loadFailed")}
        empty={t("adminLoyalty.promotions.empty")}
      >
        {(list) => (
          <DataTable
            nested
            caption={t("adminLoyalty.promotions.title")}
            columns={columns}
            rows={list}
            rowTestId="promotion-row"
            cardTestId="promotion-card"
          />
        )}
      </QueryView>
    </Section>
  );
}
