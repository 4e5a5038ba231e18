import {
  type QuickCheckoutForm,
  quickCheckoutFormSchema,
  textWhenReadyByDefault,
  typedTipCents,
} from "@contract/checkout-forms.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { formatMoney } from "@contract/pricing.ts";
import type { PublicUser } from "@contract/users.ts";
import { useState } from "react";
import { TotalsSummary } from "../../../components/order/totals-summary.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { useSchemaForm } from "../../../components/ui/form.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAddresses } from "../../addresses/public.ts";
import type { CartItem } from "../../cart/public.ts";
import { PickupTimeField, scheduledForOf } from "../../ordering-hours/public.ts";
import { usePlaceOrder } from "../api/place-order.ts";
import { orderItems } from "../cart-totals.ts";
import { draftKey, forgetDraft, useKeepDraft, withDraft } from "../form-drafts.ts";
import { useCheckoutReward } from "../use-checkout-reward.ts";
import { NewAddressFields } from "./new-address-fields.tsx";
import { OrderNoteField } from "./order-note-field.tsx";
import { PlaceOrderButton } from "./place-order-button.tsx";
import { RewardPicker } from "./reward-picker.tsx";
import { TextWhenReadyField } from "./text-when-ready-field.tsx";
import { TipFields } from "./tip-fields.tsx";

/**
 * A member's one-tap delivery to a saved address (docs/architecture.md#product-rules), with a tip and a note.
 */
export function QuickCheckoutDialog({
  items,
  member,
  onPlaced,
}: {
  items: CartItem[];
  member: PublicUser;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const placeOrder = usePlaceOrder();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const selected = chosen ?? list.find((a) => a.isDefault)?.id ?? null;
  const form = useSchemaForm(quickCheckoutFormSchema, {
    defaultValues: withDraft<QuickCheckoutForm>(draftKey("quick", member), {
      tipAmount: "none",
      customTipAmount: "",
      deliveryInstructions: "",
      textWhenReady: textWhenReadyByDefault(member),
    }),
  });
  useKeepDraft(draftKey("quick", member), form);
  const { errors } = form.formState;
  const values = form.watch();
  const tip = typedTipCents(values.tipAmount, values.customTipAmount);
  const reward = useCheckoutReward(items, { isDelivery: true, tipCents: tip });
  const { totals } = reward;
  const [when, setWhen] = useState("");

  const place = form.handleSubmit((data) => {
    if (list.length > 0 && selected === null) return toast.error(t("errors.quickCheckoutNeedsAddress"));
    placeOrder.mutate(
      {
        endpoint: "/api/orders",
        body: {
          items: orderItems(items),
          addressId: selected,
          paymentMethod: "cash",
          userId: member.id,
          total: totals.total / 100,
          ...data,
          ...scheduledForOf(when),
          ...reward.rewardField,
        },
      },
      {
        onSuccess: (order) => {
          forgetDraft(draftKey("quick", member));
          toast.success(t("checkout.placed"));
          onPlaced(order);
        },
        onError: (error) => toast.error(t("checkout.failed"), { description: error.message }),
      },
    );
  });

  return (
    <DialogContent title={t("checkout.quickTitle")} description={t("checkout.quickLead")}>
      <div className="space-y-4">
        {addresses.isLoading ? (
          <Spinner />
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t("checkout.savedAddresses")}</legend>
            {list.length === 0 && <p className="text-sm text-coffee-700">{t("checkout.noAddresses")}</p>}
            {list.map((address) => (
              <label
                key={address.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-crema-200 bg-white p-3"
              >
                <input
                  type="radio"
                  name="address"
                  className="mt-1 accent-coffee-900"
                  checked={selected === address.id}
                  onChange={() => setChosen(address.id)}
                />
                <span>
                  <span className="block font-medium">{address.label}</span>
                  <span className="block text-sm text-coffee-700">{address.street}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <details className="rounded-lg bg-crema-100 p-3" open={list.length === 0}>
          <summary className="cursor-pointer text-sm font-medium">{t("checkout.addAddress")}</summary>
          <NewAddressFields onSaved={(address) => setChosen(address.id)} />
        </details>
        <PickupTimeField value={when} onChange={setWhen} delivery />
        <OrderNoteField
          register={form.register}
          errors={errors}
          name="deliveryInstructions"
          label={t("checkout.deliveryNotes")}
        />
        <TipFields register={form.register} errors={errors} choice={values.tipAmount} />
        {/* The runner calls the member's own phone (Quick Checkout needs one): the text goes there too. */}
        <TextWhenReadyField phone={member.phone ?? ""} {...form.register("textWhenReady")} />
        <RewardPicker member={member} items={items} {...reward.picker} />
        <TotalsSummary totals={totals} rewardCents={reward.rewardCents} />
        <PlaceOrderButton pending={placeOrder.isPending} disabled={list.length === 0} onClick={place}>
          {t("checkout.placeOrder", { total: formatMoney(totals.total) })}
        </PlaceOrderButton>
      </div>
    </DialogContent>
  );
}
