import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDisableTwoFactor } from "./api/two-factor-mutations.ts";

/** Disable (docs/architecture.md#product-rules): the password turns 2FA off. */
export function PasswordStep({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      toast.error(t("twoFactor.passwordRequired"), { description: t("twoFactor.passwordRequiredText") });
      return;
    }
    disable.mutate(password, {
      onSuccess: () => {
        toast.success(t("twoFactor.disabledToast"), { description: t("twoFactor.disabledToastText") });
        onDisabled();
      },
      onError: (error) =>
        toast.error(t("twoFactor.disableFailed"), {
          description: error.message || t("twoFactor.verifyFailedText"),
        }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-coffee-700">{t("twoFactor.disableLead")}</p>
      <Field label={t("fields.password")}>
        {(props) => (
          <Input
            {...props}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="danger" className="w-full" disabled={disable.isPending}>
        {disable.isPending && <Spinner />}
        {t("twoFactor.disableButton")}
      </Button>
    </form>
  );
}
