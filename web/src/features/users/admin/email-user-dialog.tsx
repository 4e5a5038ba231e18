import { type UserEmail, userEmailSchema } from "@contract/admin-users.ts";
import type { PublicUser } from "@contract/users.ts";
import { Mail } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog, DialogSubmitActions } from "../../../components/ui/button-dialog.tsx";
import { Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useEmailUser } from "./users-api.ts";

/** Send Email to User: disabled with 'No email available' when the member has none. */
export function EmailUserDialog({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  if (!user.email) {
    return (
      <Button size="sm" variant="secondary" disabled title={t("adminUsers.noEmail")}>
        <Mail className="size-4" aria-hidden="true" />
        {t("adminUsers.noEmail")}
      </Button>
    );
  }
  return (
    <ButtonDialog
      title={t("adminUsers.email.title")}
      description={t("adminUsers.email.to", { email: user.email })}
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("adminUsers.email.openFor", { username: user.username })}
        >
          <Mail className="size-4" aria-hidden="true" />
          {t("adminUsers.email.open")}
        </Button>
      }
    >
      {(close) => <EmailForm user={user} onDone={close} />}
    </ButtonDialog>
  );
}

function EmailForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { t } = useTranslation();
  const send = useEmailUser(user.id);
  const form = useSchemaForm(userEmailSchema, { defaultValues: { subject: "", message: "" } });
  const submit = (values: UserEmail) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t("adminUsers.email.sent", { email: user.email }));
        onDone();
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast.error(t("adminUsers.email.failed"), { description: error.message });
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormField form={form} name="subject" label={t("adminUsers.email.subject")}>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="message" label={t("adminUsers.email.message")}>
        {(control) => <textarea {...control} rows={6} className={inputClass} />}
      </FormField>
      <p className="text-sm text-coffee-700">
        {t("adminUsers.email.languageNote", { language: t(`language.inText.${user.languagePreference}`) })}
      </p>
      <DialogSubmitActions pending={send.isPending}>{t("adminUsers.email.send")}</DialogSubmitActions>
    </Form>
  );
}
