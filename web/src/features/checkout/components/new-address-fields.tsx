import { ADDRESS_MAX, type Address, addressInputSchema } from "@contract/addresses.ts";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAddAddress } from "../../addresses/public.ts";

type Values = { label: string; street: string };
type Problems = Partial<Values>;

/** The address as the server saves it, or each field's first refusal by the same schema (contract/addresses.ts). */
function checkAddress(values: Values) {
  const parsed = addressInputSchema.safeParse(values);
  if (parsed.success) return { address: parsed.data, problems: {} };
  const issueAt = (field: keyof Values) =>
    parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  return { problems: { label: issueAt("label"), street: issueAt("street") } };
}

/**
 * Quick Checkout's "Add an address". It is checked by the server's own rule before it is sent, so a place the
 * server would refuse (a one-letter street) is explained at its field, in the server's words, and nothing is
 * saved. After a refusal the check follows the correction, as the other forms' do.
 */
export function NewAddressFields({ onSaved }: { onSaved: (address: Address) => void }) {
  const { t } = useTranslation();
  const addAddress = useAddAddress();
  const [values, setValues] = useState<Values>({ label: "", street: "" });
  const [problems, setProblems] = useState<Problems>({});
  const labelInput = useRef<HTMLInputElement>(null);
  const streetInput = useRef<HTMLInputElement>(null);

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems.label || problems.street) setProblems(checkAddress(next).problems);
  };

  const save = () => {
    const checked = checkAddress(values);
    setProblems(checked.problems);
    if (!checked.address) {
      (checked.problems.label ? labelInput : streetInput).current?.focus();
      return;
    }
    addAddress.mutate(checked.address, {
      onSuccess: (address) => {
        setValues({ label: "", street: "" });
        onSaved(address);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  // A visible label over each box, as on the other forms: a placeholder alone goes as soon as one types.
  const field = (name: keyof Values, ref: typeof labelInput, text: string) => (
    <Field label={text} error={problems[name]}>
      {(a11y) => (
        <Input
          {...a11y}
          ref={ref}
          maxLength={ADDRESS_MAX[name]}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="mt-3 space-y-2">
      {field("label", labelInput, t("checkout.addressLabel"))}
      {field("street", streetInput, t("checkout.addressStreet"))}
      <Button
        variant="secondary"
        size="sm"
        onClick={save}
        disabled={addAddress.isPending || !values.label.trim() || !values.street.trim()}
      >
        {t("checkout.saveAddress")}
      </Button>
    </div>
  );
}
