import { HONEYPOT_FIELD } from "@contract/honeypot.ts";
import { CheckCircle2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField } from "../../../components/ui/form.tsx";
import { Honeypot } from "../../../components/ui/honeypot.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useNewsletterSignup } from "../hooks/use-newsletter-signup.ts";

/** The /newsletter page's form: name and email, with a friend's referral code passed along when given. */
export function NewsletterForm({ referralCode }: { referralCode?: string | undefined }) {
  const { t } = useTranslation();
  const signup = useNewsletterSignup(referralCode);
  const pending = signup.status === "pending";

  return (
    <Form form={signup.form} onSubmit={signup.submit} className="relative space-y-4">
      <FormField
        form={signup.form}
        name="fullName"
        label={`${t("newsletter.form.fullName")} (${t("common.optional")})`}
      >
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <FormField form={signup.form} name="email" label={t("newsletter.form.email")}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t("newsletter.form.emailPlaceholder")}
          />
        )}
      </FormField>
      <Honeypot {...signup.form.register(HONEYPOT_FIELD)} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Spinner label={t("newsletter.form.submitting")} />}
        {t("newsletter.form.submit")}
      </Button>
      {signup.status === "success" && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-crema-100 p-3 text-sm">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-status-ready" aria-hidden="true" />
          {signup.message}
        </p>
      )}
      {signup.status === "error" && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-status-cancelled">
          {signup.error}
        </p>
      )}
    </Form>
  );
}
