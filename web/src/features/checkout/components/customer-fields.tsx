import type { PublicUser } from "@contract/users.ts";
import { useState } from "react";
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormRegister,
  UseFormReturn,
} from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { forgetGuestInfo, hasSavedGuestInfo } from "../saved-details.ts";

/**
 * A guest's form starts from the details this browser kept of its last guest order (`contactDefaults`). On a
 * phone or tablet passed from one person to the next, the next guest must be able to clear them. While the
 * fields still hold the kept details this returns what does it (else nothing): it empties the three fields and
 * the consents that came with them, makes the browser forget them, and puts the focus on the name.
 */
export function useForgetKeptDetails<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  member: PublicUser | null | undefined,
): (() => void) | undefined {
  const [kept, setKept] = useState(() => !member && hasSavedGuestInfo());
  if (!kept || member) return undefined;
  return () => {
    forgetGuestInfo();
    const clear = (name: string, value: string | boolean) => {
      if (name in form.getValues())
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    };
    for (const name of ["name", "email", "phone"]) clear(name, "");
    for (const name of ["acceptEmailMarketing", "acceptSmsMarketing"]) clear(name, false);
    setKept(false);
    form.setFocus("name" as Path<T>);
  };
}

/** Name, email and phone: the same three fields on every checkout form; delivery needs the phone. */
export function CustomerFields<T extends FieldValues>({
  register,
  errors,
  phoneRequired = false,
  onForgetKept,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  phoneRequired?: boolean;
  /** Given while the fields hold what this browser kept of the last guest (`useForgetKeptDetails`). */
  onForgetKept?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const field = (name: "name" | "email" | "phone") => register(name as Path<T>);
  const error = (name: "name" | "email" | "phone") => errors[name]?.message as string | undefined;
  return (
    <>
      {onForgetKept && (
        <div className="rounded-lg border border-crema-200 bg-crema-50 px-3 py-2 text-sm text-coffee-700">
          <p>{t("checkout.keptDetails")}</p>
          <Button type="button" variant="link" size="inline" className="font-medium" onClick={onForgetKept}>
            {t("checkout.forgetKeptDetails")}
          </Button>
        </div>
      )}
      <Field label={t("fields.fullName")} error={error("name")}>
        {(a11y) => <Input {...a11y} autoComplete="name" {...field("name")} />}
      </Field>
      <Field label={t("fields.email")} error={error("email")}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...field("email")} />}
      </Field>
      <Field
        label={phoneRequired ? t("fields.phone") : `${t("fields.phone")} (${t("common.optional")})`}
        error={error("phone")}
        hint={phoneRequired ? t("checkout.deliveryPhoneHint") : undefined}
      >
        {(a11y) => (
          <Input
            {...a11y}
            type="tel"
            autoComplete="tel"
            aria-required={phoneRequired || undefined}
            {...field("phone")}
          />
        )}
      </Field>
    </>
  );
}
