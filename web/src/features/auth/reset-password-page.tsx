import { type SetPasswordForm, setPasswordFormSchema } from "@contract/account.ts";
import type { ErrorBody } from "@contract/errors.ts";
import { resetLinkSchema } from "@contract/password-reset.ts";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PasswordStrength } from "../../components/password/password-strength.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../components/ui/form.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { ApiError, errorCode } from "../../lib/api.ts";
import { useResetPassword } from "./api/password-reset.ts";

/** Whether the server refused the new password itself (its rules name the field), rather than the link. */
const refusesPassword = (error: unknown) =>
  error instanceof ApiError &&
  (error.body as Partial<ErrorBody> | null)?.errors?.some((issue) => issue.path[0] === "newPassword") ===
    true;

/**
 * /reset-password?user=&expires=&token=: the mailed link. The new password twice; the server checks the link and
 * the password's rules, and a link that does not work says so with a way to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const form = useSchemaForm(setPasswordFormSchema, {
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const newPassword = form.watch("newPassword");
  const outcome = useRef<HTMLDivElement>(null);
  // A link cut short by a mail program says so at once; the server judges the rest.
  const link = resetLinkSchema.safeParse(Object.fromEntries(params));
  const linkFailed = !link.success || errorCode(reset.error) === "invalidResetLink";
  const finished = reset.isSuccess || linkFailed;

  // The form gives way to the outcome: the focus follows, so a screen reader reads it and Tab goes on from it.
  useEffect(() => {
    if (finished) outcome.current?.focus();
  }, [finished]);

  // The form shows only for a whole link.
  const submit = ({ newPassword: chosen }: SetPasswordForm) =>
    link.success &&
    reset.mutate(
      { ...link.data, newPassword: chosen },
      {
        onError: (error) => {
          if (refusesPassword(error))
            form.setError("newPassword", { message: error.message }, { shouldFocus: true });
        },
      },
    );

  return (
    <Page width="max-w-xl">
      <PageHeader title={t("passwordReset.resetTitle")} />
      <Card padding="p-6 sm:p-8" className="space-y-5">
        {reset.isSuccess ? (
          <div ref={outcome} tabIndex={-1} role="status" className="space-y-4 outline-none">
            <CheckCircle2 className="size-10 text-status-ready" aria-hidden="true" />
            <p className="text-lg">{t("passwordReset.done")}</p>
            <Button asChild>
              <Link to="/login">{t("auth.signIn")}</Link>
            </Button>
          </div>
        ) : linkFailed ? (
          <div ref={outcome} tabIndex={-1} className="space-y-4 outline-none">
            <h2 className="text-xl font-semibold">{t("passwordReset.failedTitle")}</h2>
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
              {t("errors.invalidResetLink")}
            </p>
            <Button asChild>
              <Link to="/forgot-password">{t("passwordReset.askAgain")}</Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="text-coffee-700">{t("passwordReset.resetLead")}</p>
            <Form form={form} onSubmit={submit} className="space-y-4">
              <FormField form={form} name="newPassword" label={t("security.password.new")}>
                {(control) => <Input {...control} type="password" autoComplete="new-password" />}
              </FormField>
              <PasswordStrength password={newPassword} />
              <FormField form={form} name="confirmPassword" label={t("fields.confirmPassword")}>
                {(control) => <Input {...control} type="password" autoComplete="new-password" />}
              </FormField>
              {reset.isError && !refusesPassword(reset.error) && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
                  {reset.error.message || t("errors.generic")}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending && <Spinner />}
                {t("passwordReset.submit")}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </Page>
  );
}
