import { type DeleteAccountInput, deleteAccountSchema } from "@contract/account.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteAccount } from "../api/account-security.ts";

/** "Delete my account": a second step with the password; orders stay for the café's books, unnamed. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(deleteAccountSchema, { defaultValues: { password: "" } });

  const submit = (values: DeleteAccountInput) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast.success(t("security.delete.done"));
        navigate("/", { replace: true });
      },
      onError: (error) => toast.error(t("security.delete.failed"), { description: error.message }),
    });

  return (
    <section aria-labelledby="delete-account-title" className="space-y-4">
      <h2 id="delete-account-title" className="text-xl font-semibold">
        {t("security.delete.title")}
      </h2>
      <p className="text-coffee-700">{t("security.delete.lead")}</p>
      {open ? (
        <Form
          form={form}
          onSubmit={submit}
          className="grid max-w-md gap-4 rounded-[10px] border border-status-cancelled/40 p-4"
        >
          <p className="font-medium">{t("security.delete.confirm")}</p>
          <FormField form={form} name="password" label={t("fields.password")}>
            {(control) => <Input {...control} type="password" autoComplete="current-password" />}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              {t("security.delete.submit")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("security.delete.start")}
        </Button>
      )}
    </section>
  );
}
