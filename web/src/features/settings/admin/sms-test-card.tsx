import { cleanTestPhone, testSmsSchema } from "@contract/sms.ts";
import { ArrowLeft, CheckCircle2, MessageSquareText } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeading } from "../../../components/ui/card.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { SmsCodeField } from "../../../components/ui/sms-code-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ApiError } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useCountdown } from "../../../lib/use-countdown.ts";
import { useSendTestSms, useSmsStatus, useVerifyTestSms } from "./api/sms-test.ts";

const configuredFields = ["twilioConfigured", "authTokenConfigured", "verifyServiceConfigured"] as const;

/**
 * The settings' SMS verification test (docs/architecture.md#product-rules): phone, send, code, verify; Back.
 */
export function SmsTestCard() {
  const { t } = useTranslation();
  return (
    <Card className="space-y-5">
      <CardHeading
        icon={MessageSquareText}
        title={t("adminSettings.smsTest.title")}
        lead={t("adminSettings.smsTest.lead")}
      />
      <SmsStatusList />
      <SmsTestForm />
    </Card>
  );
}

function SmsStatusList() {
  const { t } = useTranslation();
  const status = useSmsStatus();
  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return (
      <p role="alert" className="text-status-cancelled">
        {t("adminSettings.smsTest.statusFailed")}
      </p>
    );
  }
  const { data } = status;
  const shown = {
    twilioConfigured: data.accountSid,
    authTokenConfigured: null,
    verifyServiceConfigured: data.verifyServiceSid,
  };
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <dt className="font-medium">{t("adminSettings.smsTest.provider")}</dt>
      <dd>{t(`adminSettings.smsTest.providers.${data.twilioConfigured ? "twilio" : "local"}`)}</dd>
      {configuredFields.map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium">{t(`adminSettings.smsTest.fields.${field}`)}</dt>
          <dd>
            {data[field] ? t("adminSettings.smsTest.set") : t("adminSettings.smsTest.notSet")}
            {shown[field] && <span className="ml-2 font-mono text-coffee-700">{shown[field]}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SmsTestForm() {
  const { t } = useTranslation();
  const send = useSendTestSms();
  const verify = useVerifyTestSms();
  const countdown = useCountdown();
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [verified, setVerified] = useState(false);
  const failure = (cause: unknown, fallback: string) =>
    cause instanceof ApiError ? cause.message : fallback;
  const cleaned = cleanTestPhone(phone);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!testSmsSchema.safeParse({ phone }).success)
      return setError(t("adminSettings.smsTest.phoneRequired"));
    send.mutate(cleaned, {
      onSuccess: (answer) => {
        countdown.start(answer.resendAfter);
        setError(undefined);
        setCode("");
        setVerified(false);
        setStep("code");
        toast.success(t("adminSettings.smsTest.codeSent", { phone: cleaned }));
      },
      onError: (cause) => setError(failure(cause, t("adminSettings.smsTest.sendFailed"))),
    });
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t("adminSettings.smsTest.codeRequired"));
    verify.mutate(
      { phone: cleaned, code: code.trim() },
      {
        onSuccess: () => {
          setError(undefined);
          setVerified(true);
        },
        onError: (cause) => setError(failure(cause, t("adminSettings.smsTest.verifyFailed"))),
      },
    );
  };

  if (step === "phone") {
    return (
      <form onSubmit={sendCode} className="max-w-sm space-y-3" noValidate>
        <Field label={t("adminSettings.smsTest.phoneLabel")} error={error}>
          {(a11y) => (
            <Input
              {...a11y}
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Spinner />}
          {t("adminSettings.smsTest.send")}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={checkCode} className="max-w-sm space-y-3" noValidate>
      <p className="text-coffee-700" aria-live="polite">
        {t("adminSettings.smsTest.codeSent", { phone: cleaned })}
      </p>
      <SmsCodeField
        label={t("adminSettings.smsTest.codeLabel")}
        error={error}
        value={code}
        onChange={(digits) => {
          setCode(digits);
          setError(undefined);
        }}
      />
      {verified && (
        <p role="status" className="flex items-center gap-2 font-medium text-green-800">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t("adminSettings.smsTest.verified")}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={verify.isPending || verified}>
          {verify.isPending && <Spinner />}
          {t("adminSettings.smsTest.verify")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setStep("phone")}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("adminSettings.smsTest.back")}
        </Button>
      </div>
      {countdown.secondsLeft > 0 && (
        <p className="text-sm text-coffee-700">
          {t("adminSettings.smsTest.resendIn", { seconds: countdown.secondsLeft })}
        </p>
      )}
    </form>
  );
}
