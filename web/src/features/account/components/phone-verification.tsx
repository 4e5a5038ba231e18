import { SMS_CODE_MIN, verifyCheckSchema } from "@contract/sms.ts";
import type { PublicUser } from "@contract/users.ts";
import { AlertTriangle, BadgeCheck, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Form, useFieldError, useSchemaForm } from "../../../components/ui/form.tsx";
import { SmsCodeField } from "../../../components/ui/sms-code-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { ApiError } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useCountdown } from "../../../lib/use-countdown.ts";
import { useCheckPhoneCode, useSendPhoneCode } from "../api/phone-verification.ts";

/**
 * The phone-verification states of the product rules (docs/architecture.md#product-rules); "verified" is the
 * member's own flag.
 */
type Step = "initial" | "code_sent" | "error";
// The code as the server checks it: 4 to 6 digits.
const codeFormSchema = verifyCheckSchema.pick({ code: true });

export function PhoneVerification({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="phone-verification-title" className="space-y-3">
      <h2 id="phone-verification-title" className="text-xl font-semibold">
        {t("profile.phone.title")}
      </h2>
      {!user.phone ? (
        <p className="text-coffee-700">{t("profile.phone.noPhone")}</p>
      ) : user.phoneVerified ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-2 rounded-full bg-status-ready/15 px-3 py-1 text-sm font-medium text-green-800">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t("profile.phoneVerified")}
          </span>
          <p className="text-coffee-700">{t("profile.phone.verifiedText", { phone: user.phone })}</p>
        </div>
      ) : (
        // Keyed by the number: a changed phone starts the flow again.
        <VerifyPhone key={user.phone} phone={user.phone} />
      )}
    </section>
  );
}

function VerifyPhone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const send = useSendPhoneCode();
  const check = useCheckPhoneCode();
  const countdown = useCountdown();
  const [step, setStep] = useState<Step>("initial");
  const [error, setError] = useState("");
  const form = useSchemaForm(codeFormSchema, { defaultValues: { code: "" } });
  const code = form.watch("code");
  const codeError = useFieldError(form, "code");
  /** Why no new code went out (too soon after the last one, say): the one sent before may still be typed. */
  const [refusal, setRefusal] = useState("");
  const failure = (cause: unknown) =>
    cause instanceof ApiError ? cause.message : t("profile.phone.networkError");

  const sendCode = () =>
    send.mutate(phone, {
      onSuccess: (answer) => {
        countdown.start(answer.resendAfter);
        form.reset({ code: "" });
        setRefusal("");
        setStep("code_sent");
        toast.success(t("profile.phone.sentToast"));
      },
      onError: (cause) => {
        // A code asked for too soon (after a reload, on another device) is refused, but the one already
        // sent still works: the member gets the field to type it in, not a dead end.
        if (cause instanceof ApiError && cause.status === 429) {
          countdown.start(cause.retryAfter ?? 0);
          setRefusal(cause.message);
          setStep("code_sent");
          return;
        }
        setError(failure(cause));
        setStep("error");
      },
    });

  const verify = ({ code }: { code: string }) =>
    check.mutate(
      { phoneNumber: phone, code },
      {
        onSuccess: () => toast.success(t("profile.phone.verifiedToast")),
        onError: (cause) => {
          // A wrong code may be typed again; anything else (expired, too many tries) needs a new code.
          // Told apart by the failure's stable code; its text is already in the reader's language.
          if (cause instanceof ApiError && cause.code === "invalidVerificationCode")
            return form.setError("code", { message: cause.message });
          setError(failure(cause));
          setStep("error");
        },
      },
    );

  if (step === "error") {
    return (
      <div role="alert" className="space-y-3 rounded-xl bg-crema-100 p-4">
        <p className="flex items-start gap-2 font-medium text-coffee-900">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-terracotta" aria-hidden="true" />
          <span>
            <span className="block">{t("profile.phone.errorTitle")}</span>
            <span className="block font-normal text-coffee-700">{error}</span>
          </span>
        </p>
        <Button variant="secondary" onClick={() => setStep("initial")}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t("profile.phone.retry")}
        </Button>
      </div>
    );
  }

  if (step === "code_sent") {
    return (
      <Form form={form} onSubmit={verify} className="max-w-sm space-y-3">
        <p className="text-coffee-700" aria-live="polite">
          {refusal
            ? `${refusal} ${t("profile.phone.codeSentBefore")}`
            : t("profile.phone.codeSent", { phone })}
        </p>
        <SmsCodeField
          label={t("profile.phone.codeLabel")}
          error={codeError}
          value={code}
          onChange={(digits) => {
            form.setValue("code", digits);
            form.clearErrors("code");
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={check.isPending || code.length < SMS_CODE_MIN}>
            {check.isPending && <Spinner />}
            {t("profile.phone.verify")}
          </Button>
          {countdown.secondsLeft > 0 ? (
            <span className="text-sm text-coffee-700">
              {t("profile.phone.resendIn", { seconds: countdown.secondsLeft })}
            </span>
          ) : (
            <Button type="button" variant="ghost" onClick={sendCode} disabled={send.isPending}>
              {send.isPending && <Spinner />}
              {t("profile.phone.resend")}
            </Button>
          )}
        </div>
      </Form>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-coffee-700">{t("profile.phone.lead")}</p>
      <p className="font-medium">{t("profile.phone.number", { phone })}</p>
      <Button onClick={sendCode} disabled={send.isPending}>
        {send.isPending && <Spinner />}
        {t("profile.phone.send")}
      </Button>
    </div>
  );
}
