import {
  EMAIL_PRESETS,
  EMAIL_SERVICES,
  type EmailConfig,
  type EmailConfigInput,
  type EmailConfigView,
  type EmailService,
  emailConfigSchema,
} from "@contract/email-settings.ts";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useFieldError, useSchemaForm } from "../../../components/ui/form.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { emailConfigQueries, useSaveEmailConfig } from "./api/email-config.ts";
import { RemoveEmailConfig } from "./remove-email-config.tsx";
import { TestEmailForm } from "./test-email-form.tsx";

/**
 * settings (docs/architecture.md#product-rules): Email configuration. The saved password is never shown, only
 * that one is set.
 */
export function EmailConfigCard() {
  const { t } = useTranslation();
  const config = useQuery(emailConfigQueries.current());
  return (
    <Card className="space-y-4">
      <CardHeading title={t("adminSettings.email.title")} lead={t("adminSettings.email.lead")} />
      {config.isPending ? (
        <Spinner />
      ) : config.isError ? (
        <LoadError
          message={t("adminSettings.email.loadFailed")}
          hint={config.error.message}
          retry={{ run: () => config.refetch(), running: config.isFetching }}
        />
      ) : (
        <>
          <p className="flex items-start gap-2 rounded-lg bg-crema-100 p-3 text-sm" role="note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t(`adminSettings.email.source.${config.data.source}`)}
              {config.data.updatedAt &&
                ` ${t("adminSettings.email.updatedAt", { date: formatDateTime(config.data.updatedAt) })}`}
            </span>
          </p>
          {config.data.source === "environment" ? (
            <EnvironmentSummary view={config.data} />
          ) : (
            <EmailConfigForm key={config.data.updatedAt ?? "new"} view={config.data} />
          )}
        </>
      )}
    </Card>
  );
}

/** SMTP from the environment wins: the form is read-only, and the test goes through that server. */
function EnvironmentSummary({ view }: { view: EmailConfigView }) {
  const { t } = useTranslation();
  const rows = [
    [t("adminSettings.email.host"), view.host],
    [t("adminSettings.email.port"), view.port],
    [t("adminSettings.email.username"), view.username ?? "—"],
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <TestEmailForm settings={() => Promise.resolve({})} fromForm={false} />
    </div>
  );
}

function defaultsFrom(view: EmailConfigView): EmailConfigInput {
  if (view.service && view.host && view.port && view.username) {
    return { service: view.service, host: view.host, port: view.port, username: view.username, password: "" };
  }
  const preset = EMAIL_PRESETS.zoho;
  return { service: "zoho", host: preset.host, port: preset.port, username: "", password: "" };
}

function EmailConfigForm({ view }: { view: EmailConfigView }) {
  const { t } = useTranslation();
  const save = useSaveEmailConfig();
  const form = useSchemaForm(emailConfigSchema, { mode: "onTouched", defaultValues: defaultsFrom(view) });
  const serviceError = useFieldError(form, "service");
  const service = form.watch("service") as EmailService;

  /**
   * Picking a service fills in its preset (docs/architecture.md#product-rules); the admin may still change
   * them.
   */
  const pickService = (next: EmailService) => {
    const preset = EMAIL_PRESETS[next];
    form.setValue("host", preset.host, { shouldValidate: true });
    form.setValue("port", preset.port, { shouldValidate: true });
    if (preset.username) form.setValue("username", preset.username, { shouldValidate: true });
  };

  const submit = (values: EmailConfig) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(saved.message);
        form.reset({ ...values, password: "" });
      },
      onError: (error) => toast.error(t("adminSettings.email.saveFailed"), { description: error.message }),
    });

  /** The test sends what the form holds now, checked by the same rules as a save. */
  const currentSettings = async () => {
    const valid = await form.trigger();
    if (!valid) return undefined;
    return form.getValues();
  };

  return (
    <div className="space-y-6">
      <Form form={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {/* Choosing a service also fills in its preset, so its select registers with that change. */}
        <Field label={t("adminSettings.email.service")} error={serviceError}>
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              {...form.register("service", { onChange: (e) => pickService(e.target.value as EmailService) })}
            >
              {EMAIL_SERVICES.map((s) => (
                <option key={s} value={s}>
                  {t(`adminSettings.email.services.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormField form={form} name="host" label={t("adminSettings.email.host")}>
          {(control) => <Input {...control} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField form={form} name="port" label={t("adminSettings.email.port")}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField form={form} name="username" label={t("adminSettings.email.username")}>
          {(control) => <Input {...control} autoComplete="username" spellCheck={false} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            form={form}
            name="password"
            label={t("adminSettings.email.password")}
            hint={[
              view.passwordSet ? t("adminSettings.email.passwordKeep") : null,
              t(`adminSettings.email.hints.${service}`),
            ]
              .filter(Boolean)
              .join(" ")}
          >
            {(control) => <Input {...control} type="password" autoComplete="new-password" />}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner label={t("adminSettings.email.saving")} />}
            {t("adminSettings.email.save")}
          </Button>
          {view.source === "settings" && <RemoveEmailConfig />}
        </div>
      </Form>
      <TestEmailForm settings={currentSettings} />
    </div>
  );
}
