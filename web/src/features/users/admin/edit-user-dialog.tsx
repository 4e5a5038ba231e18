import { type AdminUserForm, type AdminUserUpdate, adminUserUpdateSchema } from "@contract/admin-users.ts";
import type { PublicUser } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { RoleSelect } from "./role-select.tsx";
import { useUpdateUser } from "./users-api.ts";

/** Edit User: name, contact details and the role; the username is shown read-only, points are not here. */
export function EditUserDialog({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("adminUsers.edit.openFor", { username: user.username })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("adminUsers.edit.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("adminUsers.edit.title")}>
        <EditUserForm user={user} isSelf={isSelf} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: PublicUser; isSelf: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const form = useForm<AdminUserForm, unknown, AdminUserUpdate>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: {
      fullName: user.fullName ?? "",
      email: user.email ?? "",
      phone: user.phone ?? "",
      role: user.role,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t("adminUsers.edit.saved"));
        onDone();
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast.error(t("adminUsers.edit.failed"), { description: error.message });
      },
    }),
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t("fields.username")} hint={t("adminUsers.edit.usernameReadOnly")}>
        {(a11y) => <Input {...a11y} value={user.username} readOnly />}
      </Field>
      <Field label={t("fields.fullName")} error={errors.fullName?.message}>
        {(a11y) => <Input {...a11y} {...form.register("fullName")} />}
      </Field>
      <Field label={t("fields.email")} error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" {...form.register("email")} />}
      </Field>
      <Field label={t("fields.phone")} error={errors.phone?.message}>
        {(a11y) => <Input {...a11y} type="tel" {...form.register("phone")} />}
      </Field>
      <RoleSelect
        value={form.watch("role") ?? user.role}
        disabled={isSelf}
        hint={isSelf ? t("errors.ownRole") : undefined}
        {...form.register("role")}
      />
      <p className="text-sm text-coffee-700">{t("adminUsers.edit.pointsElsewhere")}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
