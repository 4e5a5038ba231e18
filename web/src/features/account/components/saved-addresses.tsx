import type { Address } from "@contract/addresses.ts";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { focusHeading } from "../../../lib/focus-heading.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddresses, useUpdateAddress } from "../../addresses/public.ts";
import { AddressDialog, EditAddressDialog, type EditRequest } from "./address-dialog.tsx";
import { DeleteAddressDialog, type DeleteRequest } from "./delete-address-dialog.tsx";

const titleId = (address: Address) => `address-${address.id}-title`;

/** The member's saved addresses (Quick Checkout delivers to one): add, edit, delete, choose the default. */
export function SavedAddresses() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const makeDefault = useUpdateAddress();
  // Both dialogs live outside the list, so an address leaving it (deleted in another tab) does not close them.
  const [editing, setEditing] = useState<EditRequest | null>(null);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  // The address just made the default: its "Make default" button is gone, so the focus goes to its name.
  const [promoted, setPromoted] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = addresses.data ?? [];

  useEffect(() => {
    const address = list.find((a) => a.id === promoted);
    if (!address?.isDefault) return;
    focusHeading(document.getElementById(titleId(address)));
    setPromoted(null);
  }, [list, promoted]);

  const promote = (address: Address) =>
    makeDefault.mutate(
      { id: address.id, patch: { isDefault: true } },
      {
        onSuccess: () => {
          setPromoted(address.id);
          toast.success(t("addresses.defaultSet", { label: address.label }));
        },
        onError: (error) => toast.error(t("addresses.defaultFailed"), { description: error.message }),
      },
    );

  const addButton = (
    <Button variant="secondary">
      <Plus className="size-4" aria-hidden="true" />
      {t("addresses.add")}
    </Button>
  );

  return (
    <section aria-labelledby="saved-addresses-title" className="space-y-4">
      <h2 id="saved-addresses-title" ref={heading} className="text-xl font-semibold">
        {t("addresses.title")}
      </h2>
      <p className="text-coffee-700">{t("addresses.lead")}</p>
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <LoadError
          message={t("addresses.loadFailed")}
          hint={addresses.error.message}
          retry={{ run: () => void addresses.refetch(), running: addresses.isFetching }}
        />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-[10px] border border-dashed border-crema-200 p-4">
          <p className="flex items-center gap-2 text-coffee-700">
            <MapPin className="size-5 shrink-0" aria-hidden="true" />
            {t("addresses.empty")}
          </p>
          <AddressDialog offerDefault={false} trigger={addButton} />
        </div>
      ) : (
        <>
          <ul className="space-y-3" data-testid="saved-address-list">
            {list.map((address) => (
              <li
                key={address.id}
                className="rounded-[10px] border border-crema-200 p-3"
                data-testid="saved-address"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={titleId(address)} className="font-semibold break-words">
                    {address.label}
                  </h3>
                  {address.isDefault && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-saffron/20 px-2 py-0.5 text-xs font-medium text-saffron-dark">
                      <Star className="size-3" aria-hidden="true" />
                      {t("addresses.default")}
                    </span>
                  )}
                </div>
                <AddressLines address={address} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("addresses.editFor", { label: address.label })}
                    onClick={(event) => setEditing({ address, opener: event.currentTarget })}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    {t("addresses.edit")}
                  </Button>
                  {!address.isDefault && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={makeDefault.isPending}
                      aria-label={t("addresses.makeDefaultFor", { label: address.label })}
                      onClick={() => promote(address)}
                    >
                      <Star className="size-4" aria-hidden="true" />
                      {t("addresses.makeDefault")}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t("addresses.deleteFor", { label: address.label })}
                    onClick={(event) => setDeleting({ address, opener: event.currentTarget })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t("addresses.delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <AddressDialog offerDefault trigger={addButton} />
        </>
      )}
      <EditAddressDialog
        request={editing}
        onClose={() => setEditing(null)}
        onGone={() => focusHeading(heading.current)}
      />
      <DeleteAddressDialog
        request={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => focusHeading(heading.current)}
      />
    </section>
  );
}

/** Where the address is, as the runner reads it: the place, the city line, the directions. */
function AddressLines({ address }: { address: Address }) {
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="mt-1 space-y-0.5 text-sm text-coffee-700">
      <p className="break-words">{address.street}</p>
      {cityLine && <p className="break-words">{cityLine}</p>}
      {address.instructions && <p className="break-words italic">{address.instructions}</p>}
    </div>
  );
}
