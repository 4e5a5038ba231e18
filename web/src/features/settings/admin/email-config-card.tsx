import {
  EMAIL_PRESETS,
  EMAIL_SERVICES,
  type EmailConfig,
  type EmailConfigInput,
  type EmailConfigView,
  type EmailService,
  emailConfigSchema,
} from "@contract/email-settings.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
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
      <div>
        <h2 className="text-xl font-semibold">{t("adminSettings.email.title")}</h2>
        <p className="text-coffee-700">{t("adminSettings.email.lead")}</p>
      </div>
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
  const form = useForm<EmailConfigInput, unknown, EmailConfig>({
    resolver: zodResolver(emailConfigSchema),
    mode: "onTouched",
    defaultValues: defaultsFrom(view),
  });
  const { errors } = form.formState;
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

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(saved.message);
        form.reset({ ...values, password: "" });
      },
      onError: (error) => toast.error(t("adminSettings.email.saveFailed"), { description: error.message }),
    }),
  );

  /** The test sends what the form holds now, checked by the same rules as a save. */
  const currentSettings = async () => {
    const valid = await form.trigger();
    if (!valid) return undefined;
    return form.getValues();
  };

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <Field label={t("adminSettings.email.service")} error={errors.service?.message}>
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
        <Field label={t("adminSettings.email.host")} error={errors.host?.message}>
          {(a11y) => <Input {...a11y} autoComplete="off" spellCheck={false} {...form.register("host")} />}
        </Field>
        <Field label={t("adminSettings.email.port")} error={errors.port?.message}>
          {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="off" {...form.register("port")} />}
        </Field>
        <Field label={t("adminSettings.email.username")} error={errors.username?.message}>
          {(a11y) => (
            <Input {...a11y} autoComplete="username" spellCheck={false} {...form.register("username")} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field
            label={t("adminSettings.email.password")}
            error={errors.password?.message}
            hint={[
              view.passwordSet ? t("adminSettings.email.passwordKeep") : null,
              t(`adminSettings.email.hints.${service}`),
            ]
              .filter(Boolean)
              .join(" ")}
          >
            {(a11y) => (
              <Input {...a11y} type="password" autoComplete="new-password" {...form.register("password")} />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner label={t("adminSettings.email.saving")} />}
            {t("adminSettings.email.save")}
          </Button>
          {view.source === "settings" && <RemoveEmailConfig />}
        </div>
      </form>
      <TestEmailForm settings={currentSettings} />
    </div>
  );
}
