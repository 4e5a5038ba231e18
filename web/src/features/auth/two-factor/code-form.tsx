import { TOTP_DIGITS } from "@contract/two-factor.ts";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";

interface CodeFormProps {
  /** Recovery codes are longer than the app's six digits (`k7m2p-9xq4t`). */
  acceptsRecoveryCode?: boolean;
  pending: boolean;
  onSubmit: (token: string) => void;
}

/**
 * The code entry of the product rules (docs/architecture.md#product-rules): six characters at least; the button
 * stays off below that.
 */
export function CodeForm({ acceptsRecoveryCode = false, pending, onSubmit }: CodeFormProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState("");
  const ready = token.trim().length >= TOTP_DIGITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      toast.error(t("twoFactor.invalidToken"), { description: t("twoFactor.invalidTokenText") });
      return;
    }
    onSubmit(token.trim());
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        label={t("twoFactor.codeLabel")}
        hint={acceptsRecoveryCode ? t("twoFactor.recoveryHint") : t("twoFactor.codeHint")}
      >
        {(props) => (
          <Input
            {...props}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            inputMode={acceptsRecoveryCode ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={acceptsRecoveryCode ? 11 : TOTP_DIGITS}
            textSize="text-lg"
            className="font-mono tracking-widest"
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={!ready || pending}>
        {pending && <Spinner />}
        {t("twoFactor.verify")}
      </Button>
    </form>
  );
}
