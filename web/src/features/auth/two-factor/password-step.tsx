import { twoFactorDisableSchema } from "@contract/two-factor.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDisableTwoFactor } from "./api/two-factor-mutations.ts";

/** Disable (docs/architecture.md#product-rules): the password turns 2FA off; none is "Password required". */
export function PasswordStep({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useSchemaForm(twoFactorDisableSchema, { defaultValues: { password: "" } });

  const submit = ({ password }: { password: string }) =>
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

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-coffee-700">{t("twoFactor.disableLead")}</p>
      <FormField form={form} name="password" label={t("fields.password")}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <Button type="submit" variant="danger" className="w-full" disabled={disable.isPending}>
        {disable.isPending && <Spinner />}
        {t("twoFactor.disableButton")}
      </Button>
    </Form>
  );
}
