import type { EmailConfigInput } from "@contract/email-settings.ts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSendTestEmail } from "./api/email-config.ts";

/**
 * 'Send a test email' (docs/api.md: POST /api/admin/test-email, the settings plus testEmail). `settings`
 * answers the form's settings, or undefined when they do not pass their rules (the form then shows why).
 */
export function TestEmailForm({
  settings,
  fromForm = true,
}: {
  settings: () => Promise<Partial<EmailConfigInput> | undefined>;
  /** False where the form is read-only (the environment's settings): the test goes through those. */
  fromForm?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const send = useSendTestEmail();
  const [testEmail, setTestEmail] = useState("");
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!testEmail.trim()) return setError("errors.testEmailRequired");
    setError(undefined);
    const values = await settings();
    if (!values) return;
    send.mutate(
      { ...values, testEmail },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failure) => toast.error(t("adminSettings.test.failed"), { description: failure.message }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={titleId}
      className="space-y-3 border-t border-crema-200 pt-4"
      noValidate
    >
      <div>
        <h3 id={titleId} className="font-semibold">
          {t("adminSettings.test.title")}
        </h3>
        {fromForm && <p className="text-sm text-coffee-700">{t("adminSettings.test.lead")}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label={t("adminSettings.test.testEmail")} error={error}>
            {(a11y) => (
              <Input
                {...a11y}
                type="email"
                autoComplete="email"
                value={testEmail}
                onChange={(e) => setTestEmail(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {send.isPending && <Spinner label={t("adminSettings.test.sending")} />}
          {t("adminSettings.test.send")}
        </Button>
      </div>
    </form>
  );
}
