import { changePasswordFormSchema, type ChangePasswordForm as FormValues } from "@contract/account.ts";
import type { PublicUser } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { PasswordStrength } from "../../../components/password/password-strength.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useChangePassword } from "../api/account-security.ts";

export function ChangePasswordForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<FormValues, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const newPassword = form.watch("newPassword");

  const submit = form.handleSubmit(({ currentPassword, newPassword: next }) =>
    change.mutate(
      { currentPassword, newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t("security.password.changed"), { description: t("security.password.othersEnded") });
        },
        onError: (error) => toast.error(t("security.password.failed"), { description: error.message }),
      },
    ),
  );

  return (
    <section aria-labelledby="change-password-title" className="space-y-4">
      <h2 id="change-password-title" className="text-xl font-semibold">
        {t("security.password.title")}
      </h2>
      <p className="text-coffee-700">{t("security.password.lead")}</p>
      <form onSubmit={submit} className="grid max-w-md gap-4" noValidate>
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        <Field label={t("security.password.current")} error={errors.currentPassword?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              type="password"
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </Field>
        <Field label={t("security.password.new")} error={errors.newPassword?.message}>
          {(a11y) => (
            <Input {...a11y} type="password" autoComplete="new-password" {...form.register("newPassword")} />
          )}
        </Field>
        <PasswordStrength
          password={newPassword}
          userInputs={[user.username, user.email ?? "", user.fullName ?? ""]}
        />
        <Field label={t("fields.confirmPassword")} error={errors.confirmPassword?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              type="password"
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner />}
            {t("security.password.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
