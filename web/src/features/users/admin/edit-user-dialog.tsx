import { type AdminUserUpdate, adminUserUpdateSchema } from "@contract/admin-users.ts";
import type { PublicUser } from "@contract/users.ts";
import { Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog, DialogSubmitActions } from "../../../components/ui/button-dialog.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { RoleSelect } from "./role-select.tsx";
import { useUpdateUser } from "./users-api.ts";

/** Edit User: name, contact details and the role; the username is shown read-only, points are not here. */
export function EditUserDialog({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      title={t("adminUsers.edit.title")}
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("adminUsers.edit.openFor", { username: user.username })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("adminUsers.edit.open")}
        </Button>
      }
    >
      {(close) => <EditUserForm user={user} isSelf={isSelf} onDone={close} />}
    </ButtonDialog>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: PublicUser; isSelf: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const form = useSchemaForm(adminUserUpdateSchema, {
    defaultValues: {
      fullName: user.fullName ?? "",
      email: user.email ?? "",
      phone: user.phone ?? "",
      role: user.role,
    },
  });

  const submit = (values: AdminUserUpdate) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t("adminUsers.edit.saved"));
        onDone();
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast.error(t("adminUsers.edit.failed"), { description: error.message });
      },
    });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <Field label={t("fields.username")} hint={t("adminUsers.edit.usernameReadOnly")}>
        {(a11y) => <Input {...a11y} value={user.username} readOnly />}
      </Field>
      <FormField form={form} name="fullName" label={t("fields.fullName")}>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="email" label={t("fields.email")}>
        {(control) => <Input {...control} type="email" />}
      </FormField>
      <FormField form={form} name="phone" label={t("fields.phone")}>
        {(control) => <Input {...control} type="tel" />}
      </FormField>
      <RoleSelect
        value={form.watch("role") ?? user.role}
        disabled={isSelf}
        hint={isSelf ? t("errors.ownRole") : undefined}
        {...form.register("role")}
      />
      <p className="text-sm text-coffee-700">{t("adminUsers.edit.pointsElsewhere")}</p>
      <DialogSubmitActions pending={update.isPending}>{t("common.save")}</DialogSubmitActions>
    </Form>
  );
}
