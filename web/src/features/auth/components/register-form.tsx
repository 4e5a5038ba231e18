import { registerFormSchema } from "@contract/auth.ts";
import type { z } from "zod";
import { PasswordStrength } from "../../../components/password/password-strength.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useFieldError, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { subscribeToNewsletter } from "../../newsletter/public.ts";
import { useRegister } from "../api/register.ts";

type TextField = "username" | "password" | "fullName" | "email";

export function RegisterForm({
  referralCode,
  onRegistered,
}: {
  referralCode?: string;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useSchemaForm(registerFormSchema, {
    mode: "onTouched",
    defaultValues: {
      username: "",
      password: "",
      confirmPassword: "",
      fullName: "",
      email: "",
      phone: "",
      subscribeNewsletter: true,
    },
  });
  const confirmError = useFieldError(form, "confirmPassword");
  const [password, confirmPassword, username] = form.watch(["password", "confirmPassword", "username"]);
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  const submit = ({ confirmPassword: _confirm, ...values }: z.output<typeof registerFormSchema>) =>
    register.mutate(
      { ...values, ...(referralCode ? { referralCode } : {}) },
      {
        onSuccess: () => {
          toast.success(t("auth.registerSuccess"), { description: t("auth.registerWelcome") });
          // The ticked newsletter box subscribes too (docs/architecture.md#product-rules); the account stands
          // either way.
          if (values.subscribeNewsletter && values.email) {
            const { email, fullName } = values;
            subscribeToNewsletter({ email, fullName, ...(referralCode ? { referralCode } : {}) }).catch(() =>
              toast.error(t("newsletter.failed"), { description: t("newsletter.registerFailed") }),
            );
          }
          onRegistered();
        },
        onError: (error) => {
          showServerErrors(form, error);
          toast.error(t("auth.registerFailed"), { description: error.message || t("errors.generic") });
        },
      },
    );

  const text = (name: TextField, label: string, props: Record<string, unknown> = {}) => (
    <FormField form={form} name={name} label={label}>
      {(control) => <Input {...control} {...props} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      {text("username", t("fields.username"), { autoComplete: "username" })}
      {text("password", t("fields.password"), { type: "password", autoComplete: "new-password" })}
      <PasswordStrength password={password} userInputs={[username]} />
      <Field
        label={t("fields.confirmPassword")}
        error={mismatch ? "errors.passwordsDoNotMatch" : confirmError}
      >
        {(a11y) => (
          <Input
            {...a11y}
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
          />
        )}
      </Field>
      {text("fullName", `${t("fields.fullName")} (${t("common.optional")})`, { autoComplete: "name" })}
      {text("email", `${t("fields.email")} (${t("common.optional")})`, {
        type: "email",
        autoComplete: "email",
      })}
      <FormField
        form={form}
        name="phone"
        label={`${t("fields.phone")} (${t("common.optional")})`}
        hint={t("auth.phoneHint")}
      >
        {(control) => <Input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-coffee-900"
          {...form.register("subscribeNewsletter")}
        />
        <span>{t("auth.subscribeNewsletter")}</span>
      </label>
      <Button
        type="submit"
        className="w-full"
        // Open while fields are empty, so that pressing it says what is missing; only the passwords' mismatch,
        // already said at its field, holds it (docs/architecture.md#product-rules: 'Passwords do not match',
        // submit disabled).
        disabled={register.isPending || register.isSuccess || mismatch}
      >
        {register.isPending && <Spinner />}
        {t("auth.createAccount")}
      </Button>
    </Form>
  );
}
