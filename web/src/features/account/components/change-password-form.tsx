import {
  type ChangePasswordForm as ChangeValues,
  changePasswordFormSchema,
  setPasswordFormSchema,
} from "@contract/account.ts";
import type { PublicUser } from "@contract/users.ts";
import type { UseFormReturn } from "react-hook-form";
import { PasswordStrength } from "../../../components/password/password-strength.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
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
  const form = useSchemaForm(changePasswordFormSchema, {
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
        <FormField form={form} name="currentPassword" label={t("security.password.current")}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" />}
        </FormField>
      }
    />
  );
}

function SetForm({ user }: { user: PublicUser }) {
  const form = useSchemaForm(setPasswordFormSchema, {
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
  const newPassword = form.watch("newPassword");

  const submit = ({ currentPassword, newPassword: next }: ChangeValues) =>
    change.mutate(
      { ...(currentPassword ? { currentPassword } : {}), newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t(texts.done), { description: t("security.password.othersEnded") });
        },
        onError: (error) => toast.error(t("security.password.failed"), { description: error.message }),
      },
    );

  return (
    <section aria-labelledby="change-password-title" className="space-y-4">
      <h2 id="change-password-title" className="text-xl font-semibold">
        {t(texts.title)}
      </h2>
      <p className="text-coffee-700">{t(texts.lead)}</p>
      <Form form={form} onSubmit={submit} className="grid max-w-md gap-4">
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        {current}
        <FormField form={form} name="newPassword" label={t("security.password.new")}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <PasswordStrength
          password={newPassword}
          userInputs={[user.username, user.email ?? "", user.fullName ?? ""]}
        />
        <FormField form={form} name="confirmPassword" label={t("fields.confirmPassword")}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner />}
            {t(texts.submit)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
