import { type UserEmail, userEmailSchema } from "@contract/admin-users.ts";
import type { PublicUser } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useEmailUser } from "./users-api.ts";

/** Send Email to User: disabled with 'No email available' when the member has none. */
export function EmailUserDialog({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!user.email) {
    return (
      <Button size="sm" variant="secondary" disabled title={t("admin.users.noEmail")}>
        <Mail className="size-4" aria-hidden="true" />
        {t("admin.users.noEmail")}
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("adminUsers.email.openFor", { username: user.username })}
        >
          <Mail className="size-4" aria-hidden="true" />
          {t("adminUsers.email.open")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("adminUsers.email.title")}
        description={t("adminUsers.email.to", { email: user.email })}
      >
        <EmailForm user={user} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EmailForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { t } = useTranslation();
  const send = useEmailUser(user.id);
  const form = useForm<z.input<typeof userEmailSchema>, unknown, UserEmail>({
    resolver: zodResolver(userEmailSchema),
    defaultValues: { subject: "", message: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t("adminUsers.email.sent", { email: user.email }));
        onDone();
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast.error(t("adminUsers.email.failed"), { description: error.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t("adminUsers.email.subject")} error={errors.subject?.message}>
        {(a11y) => <Input {...a11y} {...form.register("subject")} />}
      </Field>
      <Field label={t("adminUsers.email.message")} error={errors.message?.message}>
        {(a11y) => <textarea {...a11y} rows={6} className={inputClass} {...form.register("message")} />}
      </Field>
      <p className="text-sm text-coffee-700">
        {t("adminUsers.email.languageNote", { language: t(`language.names.${user.languagePreference}`) })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Spinner />}
          {t("adminUsers.email.send")}
        </Button>
      </div>
    </form>
  );
}
