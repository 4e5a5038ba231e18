import { isTotpToken } from "@contract/two-factor.ts";
import { useState } from "react";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRefreshTwoFactor, useValidateTwoFactor } from "./api/two-factor-mutations.ts";
import { CodeForm } from "./code-form.tsx";
import { CompleteStep } from "./complete-step.tsx";
import { PasswordStep } from "./password-step.tsx";
import { RecoveryCodesStep } from "./recovery-codes-step.tsx";
import { SetupStep } from "./setup-step.tsx";

export type TwoFactorFlow = "enable" | "validate" | "disable";
type Step = "setup" | "recovery" | "validate" | "password" | "complete";

/**
 * The dialog's flows (docs/architecture.md#product-rules): not enabled: setup, verify, complete (with the
 * recovery codes shown once before completing); enabled: validate, then (to turn it off) the password, then
 * complete.
 */
const flows: Record<TwoFactorFlow, Step[]> = {
  enable: ["setup", "recovery", "complete"],
  validate: ["validate", "complete"],
  disable: ["validate", "password", "complete"],
};

const titles = {
  setup: "twoFactor.setupTitle",
  recovery: "twoFactor.recoveryTitle",
  validate: "twoFactor.validateTitle",
  password: "twoFactor.disableTitle",
} as const;

const completions = {
  enable: "twoFactor.completeEnabled",
  validate: "twoFactor.completeValidated",
  disable: "twoFactor.completeDisabled",
} as const;

interface TwoFactorDialogProps {
  flow: TwoFactorFlow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called 2 seconds after the flow completes; the dialog has closed by then. */
  onComplete?: () => void;
}

export function TwoFactorDialog({ flow, open, onOpenChange, onComplete }: TwoFactorDialogProps) {
  const refresh = useRefreshTwoFactor();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closed half-way (after verify, say): what the session may do has changed all the same.
        if (!next) void refresh();
        onOpenChange(next);
      }}
    >
      {/* Mounted only while open, so each opening starts the flow from its first step. */}
      {open && (
        <TwoFactorFlowContent
          flow={flow}
          onComplete={async () => {
            // Read the new status first, so the admin panel opens at once rather than asking again.
            await refresh();
            onOpenChange(false);
            onComplete?.();
          }}
        />
      )}
    </Dialog>
  );
}

function TwoFactorFlowContent({
  flow,
  onComplete,
}: {
  flow: TwoFactorFlow;
  onComplete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const steps = flows[flow];
  const [step, setStep] = useState<Step>(steps[0]!);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const validate = useValidateTwoFactor();
  const next = () => setStep(steps[steps.indexOf(step) + 1] ?? "complete");

  const title = step === "complete" ? t("twoFactor.title") : t(titles[step]);
  const description = step === "validate" ? t("twoFactor.validateLead") : undefined;

  return (
    <DialogContent title={title} description={description}>
      {step === "setup" && (
        <SetupStep
          onVerified={(codes) => {
            setRecoveryCodes(codes);
            next();
          }}
        />
      )}
      {step === "recovery" && <RecoveryCodesStep codes={recoveryCodes} onDone={next} />}
      {step === "validate" && (
        <CodeForm
          acceptsRecoveryCode
          pending={validate.isPending}
          onSubmit={(token) =>
            validate.mutate(token, {
              onSuccess: (answer) => {
                // A recovery code was spent: say how many are left, so the admin knows when to make new ones.
                if (!isTotpToken(token) && answer.recoveryCodesLeft !== undefined) {
                  toast.info(t("twoFactor.recoveryCodesLeft", { count: answer.recoveryCodesLeft }));
                }
                next();
              },
              onError: (error) =>
                toast.error(t("twoFactor.verifyFailed"), {
                  description: error.message || t("twoFactor.verifyFailedText"),
                }),
            })
          }
        />
      )}
      {step === "password" && <PasswordStep onDisabled={next} />}
      {step === "complete" && (
        <CompleteStep message={t(completions[flow])} onComplete={() => void onComplete()} />
      )}
    </DialogContent>
  );
}
