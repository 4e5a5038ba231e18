import { useEffect } from "react";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSetupTwoFactor, useVerifyTwoFactor } from "./api/two-factor-mutations.ts";
import { CodeForm } from "./code-form.tsx";

/**
 * Setup and verify (docs/architecture.md#product-rules): the QR code and the key, then the first code from the
 * app.
 */
export function SetupStep({ onVerified }: { onVerified: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const verify = useVerifyTwoFactor();
  const { mutate: startSetup } = setup;

  useEffect(() => {
    startSetup(undefined, {
      onError: () => toast.error(t("twoFactor.setupFailed"), { description: t("twoFactor.setupFailedText") }),
    });
  }, [startSetup, t]);

  if (setup.isError) {
    return (
      <LoadError
        message={t("twoFactor.setupFailed")}
        hint={t("twoFactor.setupFailedText")}
        retry={{ run: () => setup.mutate(), running: setup.isPending }}
      />
    );
  }
  if (!setup.data) return <Spinner className="py-8" />;

  return (
    <div className="space-y-4">
      <p className="text-coffee-700">{t("twoFactor.setupLead")}</p>
      <img
        src={setup.data.qrCode}
        alt={t("twoFactor.qrAlt")}
        width={240}
        height={240}
        className="mx-auto size-60 rounded-lg bg-white"
      />
      <div className="rounded-lg bg-crema-100 p-3 text-sm">
        <p>{t("twoFactor.secretLabel")}</p>
        <code data-testid="two-factor-secret" className="mt-1 block font-mono text-base break-all select-all">
          {setup.data.secret}
        </code>
      </div>
      <CodeForm
        pending={verify.isPending}
        onSubmit={(token) =>
          verify.mutate(token, {
            onSuccess: (answer) => {
              toast.success(t("twoFactor.enabledToast"), { description: t("twoFactor.enabledToastText") });
              onVerified(answer.recoveryCodes);
            },
            onError: (error) =>
              toast.error(t("twoFactor.verifyFailed"), {
                description: error.message || t("twoFactor.verifyFailedText"),
              }),
          })
        }
      />
    </div>
  );
}
