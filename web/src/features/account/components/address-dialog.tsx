import { ADDRESS_MAX, type Address, type AddressInput, addressInputSchema } from "@contract/addresses.ts";
import type { ReactElement } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonDialog } from "../../../components/ui/button-dialog.tsx";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Input, inputClass } from "../../../components/ui/field.tsx";
import { Form, FormField, useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { showServerErrors } from "../../../lib/server-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddAddress, useUpdateAddress } from "../../addresses/public.ts";

/**
 * A new saved address in a dialog opened by `trigger`: Escape or Cancel closes it and the focus goes back to the
 * trigger. `offerDefault` shows "Use as my default address" where choosing it changes something (not for a first
 * address, which the server makes the default).
 */
export function AddressDialog({ offerDefault, trigger }: { offerDefault: boolean; trigger: ReactElement }) {
  const { t } = useTranslation();
  return (
    <ButtonDialog title={t("addresses.addTitle")} trigger={trigger}>
      {(close) => <AddressFormFields offerDefault={offerDefault} onDone={close} />}
    </ButtonDialog>
  );
}

/** The address the member asked to edit, and the button they asked with. */
export interface EditRequest {
  address: Address;
  opener: HTMLElement;
}

/**
 * Changes to a saved address. It edits the address as it was when opened, so a list refetched meanwhile (the
 * address deleted in another tab) leaves the member's typing alone: Save then shows the server's refusal (404,
 * in the reader's language). Closed, the focus goes back to its Edit button, or, once that has left the list,
 * where `onGone` says.
 */
export function EditAddressDialog({
  request,
  onClose,
  onGone,
}: {
  request: EditRequest | null;
  onClose: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const address = request?.address;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {address && (
        <DialogContent
          title={t("addresses.editTitle")}
          onCloseAutoFocus={(event) => {
            // No Radix trigger opened it: the focus is put back by hand.
            event.preventDefault();
            if (request.opener.isConnected) request.opener.focus();
            else onGone();
          }}
        >
          <AddressFormFields address={address} offerDefault={!address.isDefault} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AddressFormFields({
  address,
  offerDefault,
  onDone,
}: {
  address?: Address;
  offerDefault: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const saving = add.isPending || update.isPending;
  // The contract's own schema checks the form, so a field the server would refuse is explained before sending.
  const form = useSchemaForm(addressInputSchema, {
    defaultValues: {
      label: address?.label ?? "",
      street: address?.street ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      zipCode: address?.zipCode ?? "",
      instructions: address?.instructions ?? "",
      isDefault: offerDefault ? false : undefined,
    },
  });
  const submit = (input: AddressInput) => {
    const done = {
      onSuccess: () => {
        toast.success(t(address ? "addresses.saved" : "addresses.added"));
        onDone();
      },
      onError: (error: Error) => {
        showServerErrors(form, error);
        toast.error(t("addresses.saveFailed"), { description: error.message });
      },
    };
    if (address) update.mutate({ id: address.id, patch: input }, done);
    else add.mutate(input, done);
  };

  const optional = (label: string) => `${label} (${t("common.optional")})`;
  const text = (name: "city" | "state" | "zipCode", label: string, autoComplete: string) => (
    <FormField form={form} name={name} label={optional(label)}>
      {(control) => <Input {...control} autoComplete={autoComplete} maxLength={ADDRESS_MAX[name]} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField form={form} name="label" label={t("checkout.addressLabel")}>
          {(control) => <Input {...control} autoComplete="off" maxLength={ADDRESS_MAX.label} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField form={form} name="street" label={t("checkout.addressStreet")}>
          {(control) => <Input {...control} autoComplete="address-line1" maxLength={ADDRESS_MAX.street} />}
        </FormField>
      </div>
      {text("city", t("addresses.city"), "address-level2")}
      {text("state", t("addresses.state"), "address-level1")}
      {text("zipCode", t("addresses.zipCode"), "postal-code")}
      <div className="sm:col-span-2">
        <FormField form={form} name="instructions" label={optional(t("addresses.instructions"))}>
          {(control) => (
            <textarea {...control} rows={2} maxLength={ADDRESS_MAX.instructions} className={inputClass} />
          )}
        </FormField>
      </div>
      {offerDefault && (
        <div className="sm:col-span-2">
          <CheckboxField label={t("addresses.useAsDefault")} {...form.register("isDefault")} />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t("common.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />}
          {t(address ? "common.save" : "checkout.saveAddress")}
        </Button>
      </div>
    </Form>
  );
}
