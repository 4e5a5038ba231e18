import { HONEYPOT_FIELD } from "@contract/honeypot.ts";
import { CheckCircle2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Honeypot } from "../../../components/ui/honeypot.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useNewsletterSignup } from "../hooks/use-newsletter-signup.ts";

/** The /newsletter page's form: name and email, with a friend's referral code passed along when given. */
export function NewsletterForm({ referralCode }: { referralCode?: string | undefined }) {
  const { t } = useTranslation();
  const signup = useNewsletterSignup(referralCode);
  const { errors } = signup.form.formState;
  const pending = signup.status === "pending";

  return (
    <form onSubmit={signup.submit} className="relative space-y-4" noValidate>
      <Field
        label={`${t("newsletter.form.fullName")} (${t("common.optional")})`}
        error={errors.fullName?.message}
      >
        {(a11y) => <Input {...a11y} autoComplete="name" {...signup.form.register("fullName")} />}
      </Field>
      <Field label={t("newsletter.form.email")} error={errors.email?.message}>
        {(a11y) => (
          <Input
            {...a11y}
            type="email"
            autoComplete="email"
            placeholder={t("newsletter.form.emailPlaceholder")}
            {...signup.form.register("email")}
          />
        )}
      </Field>
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
    </form>
  );
}
