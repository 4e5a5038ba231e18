import { monthNames } from "@contract/date-format.ts";
import { BIRTHDAY_BONUS } from "@contract/loyalty.ts";
import { type PublicUser, profileUpdateSchema } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

const months = Array.from({ length: 12 }, (_, i) => i + 1);
const days = Array.from({ length: 31 }, (_, i) => i + 1);
const toNumber = (value: unknown) => (value === "" || value == null ? null : Number(value));

export function AccountForm({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileUpdateSchema>, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    values: {
      username: user.username,
      fullName: user.fullName ?? "",
      email: user.email ?? "",
      phone: user.phone ?? "",
      birthMonth: user.birthMonth,
      birthDay: user.birthDay,
    },
  });
  const { errors } = form.formState;
  const monthName = monthNames(i18n.language);

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t("profile.saved")),
      onError: (error) => toast.error(t("profile.saveFailed"), { description: error.message }),
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Field label={t("fields.username")} error={errors.username?.message}>
        {(a11y) => <Input {...a11y} autoComplete="username" {...form.register("username")} />}
      </Field>
      <Field label={t("fields.fullName")} error={errors.fullName?.message}>
        {(a11y) => <Input {...a11y} autoComplete="name" {...form.register("fullName")} />}
      </Field>
      <Field label={t("fields.email")} error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register("email")} />}
      </Field>
      <Field
        label={t("fields.phone")}
        error={errors.phone?.message}
        hint={
          user.phone
            ? user.phoneVerified
              ? t("profile.phoneVerified")
              : t("profile.phoneNotVerified")
            : undefined
        }
      >
        {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </Field>
      <Field
        label={t("fields.birthMonth")}
        error={errors.birthMonth?.message}
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
      <Field label={t("fields.birthDay")} error={errors.birthDay?.message}>
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
    </form>
  );
}
