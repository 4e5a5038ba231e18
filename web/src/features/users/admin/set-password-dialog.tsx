import { setPasswordFormSchema } from "@contract/account.ts";
import type { PublicUser } from "@contract/users.ts";
import { KeyRound } from "lucide-react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog, DialogSubmitActions } from "../../../components/ui/button-dialog.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useSetUserPassword } from "./users-api.ts";

/**
 * The owner's way back in for a barista or a member who forgot their password. An admin's account has none
 * here: its password is its holder's alone (the server refuses it too).
 */
export function SetPasswordDialog({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  if (user.role === "admin") return null;
  const name = user.fullName || user.username;
  return (
    <ButtonDialog
      title={t("adminUsers.password.title", { name })}
      description={t("adminUsers.password.text")}
      trigger={
        <Button size="sm" variant="secondary" aria-label={t("adminUsers.password.actionFor", { name })}>
          <KeyRound className="size-4" aria-hidden="true" />
          {t("adminUsers.password.action")}
        </Button>
      }
    >
      {(close) => <SetPasswordForm user={user} name={name} onDone={close} />}
    </ButtonDialog>
  );
}

function SetPasswordForm({ user, name, onDone }: { user: PublicUser; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetUserPassword(user.id);
  const form = useSchemaForm(setPasswordFormSchema, {
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const submit = ({ newPassword }: z.output<typeof setPasswordFormSchema>) =>
    save.mutate(
      { newPassword },
      {
        onSuccess: () => {
          toast.success(t("adminUsers.password.saved", { name }));
          onDone();
        },
        onError: (error) => {
          showServerErrors(form, error);
          toast.error(t("adminUsers.password.failed"), { description: error.message });
        },
      },
    );
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormField form={form} name="newPassword" label={t("adminUsers.password.newPassword")}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField form={form} name="confirmPassword" label={t("adminUsers.password.confirm")}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <DialogSubmitActions pending={save.isPending}>{t("adminUsers.password.save")}</DialogSubmitActions>
    </Form>
  );
}
