import {
  type ChangePasswordForm as ChangeValues,
  changePasswordFormSchema,
  type SetPasswordForm as SetValues,
  setPasswordFormSchema,
} from "@contract/account.ts";
import type { PublicUser } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordStrength } from "../../../components/password/password-strength.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useChangePassword } from "../api/account-security.ts";

/**
 * "Change password" with the current one; "Set a password" for a member made by Google sign-in who has none
 * yet (`hasPassword` false), without it.
 */
export function ChangePasswordForm({ user }: { user: PublicUser }) {
  return user.hasPassword ? <ChangeForm user={user} /> : <SetForm user={user} />;
}

function ChangeForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const form = useForm<ChangeValues, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  return (
    <PasswordForm
      user={user}
      form={form as unknown as UseFormReturn<ChangeValues>}
      texts={{
        title: "security.password.title",
        lead: "security.password.lead",
        submit: "security.password.submit",
        done: "security.password.changed",
      }}
      current={
        <Field label={t("security.password.current")} error={form.formState.errors.currentPassword?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              type="password"
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </Field>
      }
    />
  );
}

function SetForm({ user }: { user: PublicUser }) {
  const form = useForm<SetValues, unknown, z.output<typeof setPasswordFormSchema>>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  return (
    <PasswordForm
      user={user}
      form={form as unknown as UseFormReturn<ChangeValues>}
      texts={{
        title: "security.password.setTitle",
        lead: "security.password.setLead",
        submit: "security.password.setSubmit",
        done: "security.password.set",
      }}
    />
  );
}

interface PasswordFormProps {
  user: PublicUser;
  /** Both forms share the new-password fields; the set form has no `currentPassword`. */
  form: UseFormReturn<ChangeValues>;
  texts: { title: string; lead: string; submit: string; done: string };
  current?: React.ReactNode;
}

function PasswordForm({ user, form, texts, current }: PasswordFormProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { errors } = form.formState;
  const newPassword = form.watch("newPassword");

  const submit = form.handleSubmit(({ currentPassword, newPassword: next }) =>
    change.mutate(
      { ...(currentPassword ? { currentPassword } : {}), newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t(texts.done), { description: t("security.password.othersEnded") });
        },
        onError: (error) => toast.error(t("security.password.failed"), { description: error.message }),
      },
    ),
  );

  return (
    <section aria-labelledby="change-password-title" className="space-y-4">
      <h2 id="change-password-title" className="text-xl font-semibold">
        {t(texts.title)}
      </h2>
      <p className="text-coffee-700">{t(texts.lead)}</p>
      <form onSubmit={submit} className="grid max-w-md gap-4" noValidate>
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        {current}
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
            {t(texts.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}
