import { forgotPasswordSchema, PASSWORD_RESET_LINK_MINUTES } from "@contract/password-reset.ts";
import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../components/ui/form.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useForgotPassword } from "./api/password-reset.ts";

/** /forgot-password: the address of the account, then word that a link is on its way if the address has one. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: "" } });
  const sentNote = useRef<HTMLDivElement>(null);
  const noteShown = useRef(false);
  // The form and the note give way to each other: the focus follows, or a keyboard user is left on a button that
  // is gone.
  useEffect(() => {
    if (forgot.isSuccess) {
      noteShown.current = true;
      sentNote.current?.focus();
    } else if (forgot.isIdle && noteShown.current) {
      noteShown.current = false;
      form.setFocus("email");
    }
  }, [forgot.isSuccess, forgot.isIdle, form]);

  return (
    <Page width="max-w-xl">
      <PageHeader title={t("passwordReset.forgotTitle")} />
      <Card padding="p-6 sm:p-8" className="space-y-5">
        {forgot.isSuccess ? (
          <div ref={sentNote} tabIndex={-1} role="status" className="space-y-3 outline-none">
            <MailCheck className="size-10 text-status-ready" aria-hidden="true" />
            <h2 className="text-xl font-semibold">{t("passwordReset.sentTitle")}</h2>
            <p>
              {t("passwordReset.sent", {
                email: forgot.variables.email,
                minutes: PASSWORD_RESET_LINK_MINUTES,
              })}
            </p>
            <Button variant="secondary" onClick={() => forgot.reset()}>
              {t("passwordReset.otherAddress")}
            </Button>
          </div>
        ) : (
          <>
            <p className="text-coffee-700">{t("passwordReset.forgotLead")}</p>
            <Form form={form} onSubmit={(values) => forgot.mutate(values)} className="space-y-4">
              <FormField form={form} name="email" label={t("fields.email")}>
                {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
              </FormField>
              {forgot.isError && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
                  {forgot.error.message || t("errors.generic")}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={forgot.isPending}>
                {forgot.isPending && <Spinner />}
                {t("passwordReset.send")}
              </Button>
            </Form>
            <p className="text-sm text-coffee-700">{t("passwordReset.noEmail")}</p>
          </>
        )}
        <Link to="/login" className="inline-flex min-h-11 items-center font-medium">
          {t("passwordReset.backToSignIn")}
        </Link>
      </Card>
    </Page>
  );
}
