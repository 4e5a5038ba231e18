import { type LoginInput, loginSchema } from "@contract/auth.ts";
import type { PublicUser } from "@contract/users.ts";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useLogin } from "../api/login.ts";

export function LoginForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useSchemaForm(loginSchema, { defaultValues: { username: "", password: "" } });
  const [username, password] = form.watch(["username", "password"]);
  // A refusal stays in the form after its toast has gone, until the reader types again.
  const { reset } = login;
  useEffect(() => reset(), [reset, username, password]);

  /** The server's reason, or the catalogue's when the answer had none (a network failure). */
  const refusal = (error: Error) => error.message || t("errors.invalidCredentials");

  const submit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (user) => {
        toast.success(t("auth.loginSuccess"), {
          description: t("auth.welcomeBack", { username: user.username }),
        });
        onSignedIn(user);
      },
      onError: (error) => toast.error(t("auth.loginFailed"), { description: refusal(error) }),
    });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormField form={form} name="username" label={t("fields.username")}>
        {(control) => <Input {...control} autoComplete="username" />}
      </FormField>
      <FormField form={form} name="password" label={t("fields.password")}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-medium">
          {t("passwordReset.forgotLink")}
        </Link>
      </p>
      {login.isError && (
        // Not announced again: the toast's live region says it once.
        <p className="rounded-lg bg-crema-100 p-3 text-sm text-coffee-900" data-testid="login-error">
          {refusal(login.error)}
        </p>
      )}
      <Button
        type="submit"
        className="w-full"
        disabled={login.isPending || login.isSuccess || !username || !password}
      >
        {login.isPending && <Spinner />}
        {t("auth.signIn")}
      </Button>
    </Form>
  );
}
