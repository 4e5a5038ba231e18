import { type LoginInput, loginSchema } from "@contract/auth.ts";
import type { PublicUser } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useLogin } from "../api/login.ts";

export function LoginForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const [username, password] = form.watch(["username", "password"]);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        toast.success(t("auth.loginSuccess"), {
          description: t("auth.welcomeBack", { username: user.username }),
        });
        onSignedIn(user);
      },
      onError: (error) =>
        toast.error(t("auth.loginFailed"), { description: error.message || t("errors.invalidCredentials") }),
    }),
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t("fields.username")} error={form.formState.errors.username?.message}>
        {(props) => <Input {...props} autoComplete="username" {...form.register("username")} />}
      </Field>
      <Field label={t("fields.password")} error={form.formState.errors.password?.message}>
        {(props) => (
          <Input {...props} type="password" autoComplete="current-password" {...form.register("password")} />
        )}
      </Field>
      <Button
        type="submit"
        className="w-full"
        disabled={login.isPending || login.isSuccess || !username || !password}
      >
        {login.isPending && <Spinner />}
        {t("auth.signIn")}
      </Button>
    </form>
  );
}
