import type { PublicUser } from "@contract/users.ts";
import { useEffect, useState } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegister,
  type UseFormReturn,
  useWatch,
} from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { forgetGuestInfo, hasSavedGuestInfo, savedGuestInfo } from "../saved-details.ts";

/**
 * A guest's form starts from the details this browser kept of its last guest order (`contactDefaults`). On a
 * phone or tablet passed from one person to the next, the next guest must be able to clear them. While the
 * fields still hold any of the kept details this returns what does it (else nothing): it empties the three fields
 * and the consents that came with them, makes the browser forget them, and puts the focus on the name.
 *
 * A guest who types over all three instead is someone else too: the notice goes, and the last guest's consents
 * to news by email or text are unticked, since they were given for the last guest's address and number. A
 * consent this guest ticked or unticked themselves stays as they left it.
 */
export function useForgetKeptDetails<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  member: PublicUser | null | undefined,
): (() => void) | undefined {
  // Kept details the form no longer holds when it opens (a guest's own, restored from this visit's draft) are
  // not offered for clearing, and the consents beside them are that guest's own.
  const [kept, setKept] = useState(() => {
    if (member || !hasSavedGuestInfo()) return null;
    const saved = savedGuestInfo();
    const values = form.getValues() as Record<string, unknown>;
    return contactFields.some((name) => saved[name] && values[name] === saved[name]) ? saved : null;
  });
  const typed = useWatch({ control: form.control, name: contactFields as unknown as Path<T>[] }) as unknown[];
  const stillKept =
    kept !== null && contactFields.some((name, i) => Boolean(kept[name]) && typed[i] === kept[name]);
  const typedOver = kept !== null && !stillKept;
  useEffect(() => {
    if (!typedOver || member) return;
    for (const name of consentFields)
      if (name in form.getValues() && !form.getFieldState(name as Path<T>).isDirty)
        form.setValue(name as Path<T>, false as PathValue<T, Path<T>>);
    setKept(null);
  }, [typedOver, member, form]);
  if (!stillKept || member) return undefined;
  return () => {
    forgetGuestInfo();
    const clear = (name: string, value: string | boolean) => {
      if (name in form.getValues())
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    };
    for (const name of contactFields) clear(name, "");
    for (const name of consentFields) clear(name, false);
    setKept(null);
    form.setFocus("name" as Path<T>);
  };
}

const contactFields = ["name", "email", "phone"] as const;
const consentFields = ["acceptEmailMarketing", "acceptSmsMarketing"] as const;

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
