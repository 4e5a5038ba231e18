import { TOTP_DIGITS, twoFactorValidateSchema, twoFactorVerifySchema } from "@contract/two-factor.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

interface CodeFormProps {
  /** Recovery codes are longer than the app's six digits (`k7m2p-9xq4t`). */
  acceptsRecoveryCode?: boolean;
  pending: boolean;
  onSubmit: (token: string) => void;
}

/**
 * The code entry of the product rules (docs/architecture.md#product-rules): six characters at least; the button
 * stays off below that. The server's own schema for the call checks it: six digits for verify, a code or a
 * recovery code for validate.
 */
export function CodeForm({ acceptsRecoveryCode = false, pending, onSubmit }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(acceptsRecoveryCode ? twoFactorValidateSchema : twoFactorVerifySchema, {
    defaultValues: { token: "" },
  });
  const ready = form.watch("token").trim().length >= TOTP_DIGITS;

  return (
    <Form form={form} onSubmit={({ token }) => onSubmit(token)} className="space-y-4">
      <FormField
        form={form}
        name="token"
        label={t("twoFactor.codeLabel")}
        hint={acceptsRecoveryCode ? t("twoFactor.recoveryHint") : t("twoFactor.codeHint")}
      >
        {(control) => (
          <Input
            {...control}
            inputMode={acceptsRecoveryCode ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={acceptsRecoveryCode ? 11 : TOTP_DIGITS}
            textSize="text-lg"
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={!ready || pending}>
        {pending && <Spinner />}
        {t("twoFactor.verify")}
      </Button>
    </Form>
  );
}
