import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

/** Name, email and phone: the same three fields on every checkout form; delivery needs the phone. */
export function CustomerFields<T extends FieldValues>({
  register,
  errors,
  phoneRequired = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  phoneRequired?: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: "name" | "email" | "phone") => register(name as Path<T>);
  const error = (name: "name" | "email" | "phone") => errors[name]?.message as string | undefined;
  return (
    <>
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
