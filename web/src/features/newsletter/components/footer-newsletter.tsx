import { HONEYPOT_FIELD } from "@contract/newsletter.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Input, useErrorText } from "../../../components/ui/field.tsx";
import { Honeypot } from "../../../components/ui/honeypot.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useNewsletterSignup } from "../hooks/use-newsletter-signup.ts";

/** The compact form in the footer (spec part 1 "Footer"): the email only, on the dark coffee band. */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signup = useNewsletterSignup();
  const id = useId();
  const invalid = errorText(signup.form.formState.errors.email?.message);
  const problem = invalid ?? (signup.status === "error" ? signup.error : undefined);
  const pending = signup.status === "pending";

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-display text-lg text-crema-50">
        {t("newsletter.form.compactTitle")}
      </h2>
      <p id={`${id}-lead`} className="text-sm text-crema-200">
        {t("newsletter.form.compactLead")}
      </p>
      <form onSubmit={signup.submit} className="relative flex flex-wrap gap-2" noValidate>
        {/* Named by the heading: a label saying "Email" here would be one more "Email" on every page. */}
        <Input
          aria-labelledby={`${id}-title`}
          type="email"
          autoComplete="email"
          placeholder={t("newsletter.form.emailPlaceholder")}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : `${id}-lead`}
          className="min-w-0 flex-1 basis-48"
          {...signup.form.register("email")}
        />
        <Honeypot {...signup.form.register(HONEYPOT_FIELD)} />
        <Button type="submit" variant="accent" disabled={pending}>
          {pending && <Spinner label={t("newsletter.form.submitting")} />}
          {t("newsletter.form.submit")}
        </Button>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-200">
          {problem}
        </p>
      )}
      {signup.status === "success" && !invalid && (
        <p role="status" className="text-sm text-crema-50">
          {signup.message}
        </p>
      )}
    </section>
  );
}
