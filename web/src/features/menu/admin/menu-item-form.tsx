import { type MenuItem, type MenuItemInput, menuItemInputSchema } from "@contract/menu.ts";
import { categoryImage, type DietaryId, dietaryIds, menuCategories } from "@contract/menu-categories.ts";
import { type ReactNode, type Ref, useImperativeHandle } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { ImageField } from "../../../components/admin/image-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ToggleSwitch } from "./toggle-switch.tsx";

type FormInput = z.input<typeof menuItemInputSchema>;

function initialValues(item?: MenuItem): FormInput {
  return {
    name: item?.name ?? "",
    nameSo: item?.nameSo ?? "",
    description: item?.description ?? "",
    descriptionSo: item?.descriptionSo ?? "",
    price: item ? String(item.price) : "",
    category: item?.category ?? ("" as MenuItem["category"]),
    imageUrl: item?.imageUrl ?? "",
    isAvailable: item?.isAvailable ?? true,
    isFeatured: item?.isFeatured ?? false,
    dietaryTags: (item?.dietaryTags ?? "").split(",").filter(Boolean) as DietaryId[],
  };
}

/** What the item's dialog asks of the form before it closes. */
export interface MenuItemFormState {
  /** True when the admin changed a field since the dialog opened. */
  isDirty: () => boolean;
}

interface MenuItemFormProps {
  item?: MenuItem;
  ref?: Ref<MenuItemFormState>;
  pending: boolean;
  onSubmit: (values: MenuItemInput) => void;
  onCancel: () => void;
  /** Room for more of the item's settings (its option groups), shown above the buttons. */
  children?: ReactNode;
}

/**
 * The Add and Edit Menu Item dialogs' form (docs/architecture.md#product-rules), validated by the server's own
 * schema.
 */
export function MenuItemForm({ item, ref, pending, onSubmit, onCancel, children }: MenuItemFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(menuItemInputSchema, { defaultValues: initialValues(item) });
  // Reading isDirty here subscribes the form to it, so the handle below answers with the current value.
  const { errors, isDirty } = form.formState;
  useImperativeHandle(ref, () => ({ isDirty: () => isDirty }), [isDirty]);
  const category = form.watch("category");

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" label={t("adminMenu.form.name")}>
          {(control) => <Input {...control} />}
        </FormField>
        <FormField form={form} name="nameSo" label={t("adminMenu.form.nameSo")}>
          {(control) => <Input {...control} lang="so" />}
        </FormField>
        <FormField form={form} name="description" label={t("adminMenu.form.description")}>
          {(control) => <textarea {...control} rows={3} className={inputClass} />}
        </FormField>
        <FormField form={form} name="descriptionSo" label={t("adminMenu.form.descriptionSo")}>
          {(control) => <textarea {...control} lang="so" rows={3} className={inputClass} />}
        </FormField>
        <FormField form={form} name="price" label={t("adminMenu.form.price")}>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} />}
        </FormField>
        <FormField form={form} name="category" label={t("adminMenu.form.category")}>
          {(control) => (
            <select {...control} className={inputClass}>
              <option value="">{t("adminMenu.form.chooseCategory")}</option>
              {menuCategories.map((id) => (
                <option key={id} value={id}>
                  {t(`categories.${id}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("adminMenu.form.dietaryTags")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {dietaryIds.map((id) => (
            <CheckboxField key={id} label={t(`dietary.${id}`)} value={id} {...form.register("dietaryTags")} />
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-x-8">
        <Controller
          control={form.control}
          name="isAvailable"
          render={({ field }) => (
            <ToggleSwitch
              label={t("adminMenu.form.available")}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="isFeatured"
          render={({ field }) => (
            <ToggleSwitch
              label={t("adminMenu.form.featured")}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>

      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField
            label={t("adminMenu.form.image")}
            value={field.value ?? ""}
            onChange={field.onChange}
            fallback={categoryImage(category || "default")}
            use="menu"
            removable
          />
        )}
      />
      {errors.imageUrl?.message && (
        <p role="alert" className="text-sm text-status-cancelled">
          {t(errors.imageUrl.message)}
        </p>
      )}

      {children}

      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {item ? t("adminMenu.form.saveChanges") : t("adminMenu.form.create")}
        </Button>
      </div>
    </Form>
  );
}
