import { ADDRESS_MAX, type Address, type AddressInput, addressInputSchema } from "@contract/addresses.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAddAddress } from "../../addresses/public.ts";

/**
 * Quick Checkout's "Add an address". It is checked by the server's own rule (contract/addresses.ts) before it is
 * sent, so a place the server would refuse (a one-letter street) is explained at its field, in the server's
 * words, and nothing is saved. After a refusal the check follows the correction, as the other forms' do. The
 * fields sit inside the checkout's own form, which a second `<form>` may not: Save submits them by hand.
 */
export function NewAddressFields({ onSaved }: { onSaved: (address: Address) => void }) {
  const { t } = useTranslation();
  const addAddress = useAddAddress();
  const form = useSchemaForm(addressInputSchema, { defaultValues: { label: "", street: "" } });
  const [label, street] = form.watch(["label", "street"]);

  const save = form.handleSubmit((address: AddressInput) =>
    addAddress.mutate(address, {
      onSuccess: (saved) => {
        form.reset({ label: "", street: "" });
        onSaved(saved);
      },
      onError: (error) => toast.error(error.message),
    }),
  );

  // A visible label over each box, as on the other forms: a placeholder alone goes as soon as one types.
  return (
    <div className="mt-3 space-y-2">
      <FormField form={form} name="label" label={t("checkout.addressLabel")}>
        {(control) => <Input {...control} maxLength={ADDRESS_MAX.label} />}
      </FormField>
      <FormField form={form} name="street" label={t("checkout.addressStreet")}>
        {(control) => <Input {...control} maxLength={ADDRESS_MAX.street} />}
      </FormField>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void save()}
        disabled={addAddress.isPending || !label?.trim() || !street?.trim()}
      >
        {t("checkout.saveAddress")}
      </Button>
    </div>
  );
}
