import { registerSchema } from "@contract/auth.ts";
import { UserPlus } from "lucide-react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog, DialogSubmitActions } from "../../../components/ui/button-dialog.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { RoleSelect } from "./role-select.tsx";
import { useCreateUser } from "./users-api.ts";

const addUserSchema = registerSchema.pick({
  username: true,
  password: true,
  fullName: true,
  email: true,
  phone: true,
  role: true,
});
type AddUserInput = z.input<typeof addUserSchema>;
type AddUserOutput = z.output<typeof addUserSchema>;
const empty: AddUserInput = {
  username: "",
  password: "",
  fullName: "",
  email: "",
  phone: "",
  role: "member",
};

/** Add User (docs/architecture.md#product-rules): the register call, made by an admin, who may grant a role. */
export function AddUserDialog() {
  const { t } = useTranslation();
  const create = useCreateUser();
  const form = useSchemaForm(addUserSchema, { defaultValues: empty });

  const submit = (values: AddUserOutput, close: () => void) =>
    create.mutate(
      { ...values, role: values.role ?? "member" },
      {
        onSuccess: (user) => {
          toast.success(t("adminUsers.add.created", { username: user.username }));
          form.reset(empty);
          close();
        },
        onError: (error) => {
          showServerErrors(form, error);
          toast.error(t("adminUsers.add.failed"), { description: error.message });
        },
      },
    );

  const text = (name: "username" | "password" | "fullName" | "email" | "phone", props = {}) => (
    <FormField form={form} name={name} label={t(`fields.${name}`)}>
      {(control) => <Input {...control} {...props} />}
    </FormField>
  );

  return (
    <ButtonDialog
      title={t("adminUsers.add.title")}
      trigger={
        <Button>
          <UserPlus className="size-5" aria-hidden="true" />
          {t("adminUsers.add.open")}
        </Button>
      }
    >
      {(close) => (
        <Form form={form} onSubmit={(values) => submit(values, close)} className="space-y-4">
          {text("username", { autoComplete: "off" })}
          {text("password", { type: "password", autoComplete: "new-password" })}
          {text("fullName")}
          {text("email", { type: "email" })}
          {text("phone", { type: "tel" })}
          <RoleSelect value={form.watch("role") ?? "member"} {...form.register("role")} />
          <DialogSubmitActions pending={create.isPending}>{t("adminUsers.add.submit")}</DialogSubmitActions>
        </Form>
      )}
    </ButtonDialog>
  );
}
