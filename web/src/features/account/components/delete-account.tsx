import { type DeleteAccountInput, deleteAccountSchema } from "@contract/account.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
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
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });

  const submit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast.success(t("security.delete.done"));
        navigate("/", { replace: true });
      },
      onError: (error) => toast.error(t("security.delete.failed"), { description: error.message }),
    }),
  );

  return (
    <section aria-labelledby="delete-account-title" className="space-y-4">
      <h2 id="delete-account-title" className="text-xl font-semibold">
        {t("security.delete.title")}
      </h2>
      <p className="text-coffee-700">{t("security.delete.lead")}</p>
      {open ? (
        <form
          onSubmit={submit}
          className="grid max-w-md gap-4 rounded-[10px] border border-status-cancelled/40 p-4"
          noValidate
        >
          <p className="font-medium">{t("security.delete.confirm")}</p>
          <Field label={t("fields.password")} error={form.formState.errors.password?.message}>
            {(a11y) => (
              <Input
                {...a11y}
                type="password"
                autoComplete="current-password"
                {...form.register("password")}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              {t("security.delete.submit")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("security.delete.start")}
        </Button>
      )}
    </section>
  );
}
