import { HONEYPOT_FIELD } from "@contract/honeypot.ts";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Input, useErrorText } from "../../../components/ui/field.tsx";
import { Honeypot } from "../../../components/ui/honeypot.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { subscribeErrorText, useSubscribe } from "../api/subscribe.ts";

type Check = typeof import("../footer-signup-check.ts").checkFooterSignup;

/**
 * The compact form in the footer (docs/architecture.md#product-rules): the email only, on the dark coffee band.
 * One field needs no form library, and its check loads with the first submit: the footer is on every page, and
 * on a short one it comes into view with the page (docs/architecture.md#budgets). After a refused address, the
 * check runs as the address is corrected, as the other forms' do.
 */
export function FooterNewsletter({ memberSubscribed = false }: { memberSubscribed?: boolean }) {
  // A member who asked for the newsletter is not invited to join it on every page, but told where to change it.
  return memberSubscribed ? <MemberNewsletter /> : <FooterSignup />;
}

function MemberNewsletter() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-display text-lg text-crema-50">
        {t("newsletter.form.memberTitle")}
      </h2>
      <p className="text-sm text-crema-200">{t("newsletter.form.memberLead")}</p>
      <Link
        to="/profile?tab=preferences"
        className="inline-flex min-h-11 items-center text-crema-50 underline"
      >
        {t("newsletter.form.memberChange")}
      </Link>
    </section>
  );
}

function FooterSignup() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const subscribe = useSubscribe();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const check = useRef<Check>(undefined);
  const [invalid, setInvalid] = useState<string>();
  const [unloaded, setUnloaded] = useState(false);

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { email: String(data.get("email") ?? ""), website: String(data.get(HONEYPOT_FIELD) ?? "") };
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      check.current ??= (await import("../footer-signup-check.ts")).checkFooterSignup;
    } catch {
      // Offline, or a deploy has replaced the chunk: say so where the form's errors go. Only a loaded check is
      // kept, so the next submit asks the network again.
      setUnloaded(true);
      return;
    }
    setUnloaded(false);
    const checked = check.current(valuesOf(form));
    setInvalid(checked.problem);
    if (!checked.values) {
      input.current?.focus();
      return;
    }
    subscribe.mutate(checked.values, { onSuccess: () => form.reset() });
  }

  const problem = unloaded
    ? t("newsletter.genericError")
    : (errorText(invalid) ?? (subscribe.error ? subscribeErrorText(subscribe.error, t) : undefined));
  const pending = subscribe.status === "pending";

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-display text-lg text-crema-50">
        {t("newsletter.form.compactTitle")}
      </h2>
      <p id={`${id}-lead`} className="text-sm text-crema-200">
        {t("newsletter.form.compactLead")}
      </p>
      <form
        onSubmit={submit}
        onChange={(event) => {
          if (invalid && check.current) setInvalid(check.current(valuesOf(event.currentTarget)).problem);
        }}
        className="relative flex flex-wrap gap-2"
        noValidate
      >
        {/* Named by the heading: a label saying "Email" here would be one more "Email" on every page. */}
        <Input
          ref={input}
          name="email"
          aria-labelledby={`${id}-title`}
          type="email"
          autoComplete="email"
          placeholder={t("newsletter.form.emailPlaceholder")}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : `${id}-lead`}
          className="min-w-0 flex-1 basis-48"
        />
        <Honeypot name={HONEYPOT_FIELD} />
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
      {subscribe.status === "success" && !invalid && (
        <p role="status" className="text-sm text-crema-50">
          {subscribe.data.message}
        </p>
      )}
    </section>
  );
}
