import { registerSchema } from "@contract/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
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
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  const form = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(addUserSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, role: values.role ?? "member" },
      {
        onSuccess: (user) => {
          toast.success(t("adminUsers.add.created", { username: user.username }));
          form.reset(empty);
          setOpen(false);
        },
        onError: (error) => {
          showServerErrors(form, error);
          toast.error(t("adminUsers.add.failed"), { description: error.message });
        },
      },
    ),
  );

  const text = (name: "username" | "password" | "fullName" | "email" | "phone", props = {}) => (
    <Field label={t(`fields.${name}`)} error={errors[name]?.message}>
      {(a11y) => <Input {...a11y} {...props} {...form.register(name)} />}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-5" aria-hidden="true" />
          {t("adminUsers.add.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("adminUsers.add.title")}>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {text("username", { autoComplete: "off" })}
          {text("password", { type: "password", autoComplete: "new-password" })}
          {text("fullName")}
          {text("email", { type: "email" })}
          {text("phone", { type: "tel" })}
          <RoleSelect value={form.watch("role") ?? "member"} {...form.register("role")} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner />}
              {t("adminUsers.add.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
