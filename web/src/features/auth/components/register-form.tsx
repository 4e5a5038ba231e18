import { type RegisterForm as RegisterFormValues, registerFormSchema } from "@contract/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordStrength } from "../../../components/password/password-strength.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ApiError } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { subscribeToNewsletter } from "../../newsletter/public.ts";
import { useRegister } from "../api/register.ts";

type FieldName = keyof RegisterFormValues;

export function RegisterForm({
  referralCode,
  onRegistered,
}: {
  referralCode?: string;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
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
  const { errors } = form.formState;
  const [password, confirmPassword, username] = form.watch(["password", "confirmPassword", "username"]);
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  const submit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) =>
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
          // The server's field errors land on the fields; nothing typed is lost.
          const body =
            error instanceof ApiError
              ? (error.body as { errors?: { path: string[]; message: string }[] })
              : null;
          for (const issue of body?.errors ?? []) {
            const name = issue.path[0] as FieldName | undefined;
            if (name && name in form.getValues()) form.setError(name, { message: issue.message });
          }
          toast.error(t("auth.registerFailed"), { description: error.message || t("errors.generic") });
        },
      },
    ),
  );

  const text = (name: FieldName, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={errors[name]?.message}>
      {(a11y) => <Input {...a11y} {...props} {...form.register(name)} />}
    </Field>
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {text("username", t("fields.username"), { autoComplete: "username" })}
      {text("password", t("fields.password"), { type: "password", autoComplete: "new-password" })}
      <PasswordStrength password={password} userInputs={[username]} />
      <Field
        label={t("fields.confirmPassword")}
        error={mismatch ? "errors.passwordsDoNotMatch" : errors.confirmPassword?.message}
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
      <Field
        label={`${t("fields.phone")} (${t("common.optional")})`}
        error={errors.phone?.message}
        hint={t("auth.phoneHint")}
      >
        {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </Field>
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
    </form>
  );
}
