import { monthNames } from "@contract/date-format.ts";
import { BIRTHDAY_BONUS } from "@contract/loyalty.ts";
import { type PublicUser, profileUpdateSchema } from "@contract/users.ts";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useFieldError, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

const months = Array.from({ length: 12 }, (_, i) => i + 1);
const days = Array.from({ length: 31 }, (_, i) => i + 1);
type ProfileUpdate = z.output<typeof profileUpdateSchema>;
const toNumber = (value: unknown) => (value === "" || value == null ? null : Number(value));

export function AccountForm({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, {
    values: {
      username: user.username,
      fullName: user.fullName ?? "",
      email: user.email ?? "",
      phone: user.phone ?? "",
      birthMonth: user.birthMonth,
      birthDay: user.birthDay,
    },
  });
  const birthMonthError = useFieldError(form, "birthMonth");
  const birthDayError = useFieldError(form, "birthDay");
  const monthName = monthNames(i18n.language);

  const submit = (values: ProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t("profile.saved")),
      onError: (error) => toast.error(t("profile.saveFailed"), { description: error.message }),
    });

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <FormField form={form} name="username" label={t("fields.username")}>
        {(control) => <Input {...control} autoComplete="username" />}
      </FormField>
      <FormField form={form} name="fullName" label={t("fields.fullName")}>
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      {/* Without an email, a member who forgets the password can only ask at the counter: the hint says so. */}
      <FormField form={form} name="email" label={t("fields.email")} hint={t("emailVerification.hint")}>
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </FormField>
      <FormField
        form={form}
        name="phone"
        label={t("fields.phone")}
        hint={
          user.phone
            ? user.phoneVerified
              ? t("profile.phoneVerified")
              : t("profile.phoneNotVerified")
            : undefined
        }
      >
        {(control) => <Input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      {/* The month and the day are numbers in the schema: their selects convert what they hold. */}
      <Field
        label={t("fields.birthMonth")}
        error={birthMonthError}
        hint={t("profile.birthdayHint", { points: BIRTHDAY_BONUS })}
      >
        {(a11y) => (
          <select {...a11y} className={inputClass} {...form.register("birthMonth", { setValueAs: toNumber })}>
            <option value="">—</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName[m - 1]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("fields.birthDay")} error={birthDayError}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...form.register("birthDay", { setValueAs: toNumber })}>
            <option value="">—</option>
            {days.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {t("common.save")}
        </Button>
      </div>
    </Form>
  );
}
