import {
  type DeliveryForm,
  deliveryFormSchema,
  textWhenReadyByDefault,
  typedDonationCents,
  typedTipCents,
} from "@contract/checkout-forms.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { DEFAULT_DONATION_CENTS, formatMoney } from "@contract/pricing.ts";
import type { PublicUser } from "@contract/users.ts";
import { Banknote } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { TotalsSummary } from "../../../components/order/totals-summary.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { Form, useSchemaForm } from "../../../components/ui/form.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import type { CartItem } from "../../cart/public.ts";
import { PickupTimeField, scheduledForOf } from "../../ordering-hours/public.ts";
import { usePayByCard } from "../../orders/public.ts";
import { CardPaymentOption } from "../../payments/public.ts";
import { usePlaceOrder } from "../api/place-order.ts";
import { orderItems } from "../cart-totals.ts";
import { draftKey, forgetDraft, useKeepDraft, withDraft } from "../form-drafts.ts";
import { contactDefaults, recentLocations, rememberLocation } from "../saved-details.ts";
import { useCheckoutReward } from "../use-checkout-reward.ts";
import { CustomerFields, useForgetKeptDetails } from "./customer-fields.tsx";
import { DonationFields } from "./donation-fields.tsx";
import { OrderNoteField } from "./order-note-field.tsx";
import { PlaceOrderButton } from "./place-order-button.tsx";
import { RewardPicker } from "./reward-picker.tsx";
import { TextWhenReadyField } from "./text-when-ready-field.tsx";
import { TipFields } from "./tip-fields.tsx";

/**
 * 'Request In-Mall Delivery': a place in the mall, a phone the runner can call, $2.00 delivery and $1.00
 * service on top, and a tip and a mosque donation as on pickup (docs/architecture.md "Money").
 */
export function DeliveryDialog({
  items,
  member,
  onPlaced,
}: {
  items: CartItem[];
  member: PublicUser | null;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t } = useTranslation();
  const placeOrder = usePlaceOrder();
  const locations = recentLocations();
  const form = useSchemaForm(deliveryFormSchema, {
    defaultValues: withDraft<DeliveryForm>(draftKey("delivery", member), {
      ...contactDefaults(member),
      deliveryLocation: locations[0] ?? "",
      deliveryNotes: "",
      tipAmount: "none",
      customTipAmount: "",
      donateToMosque: false,
      donationAmount: String(DEFAULT_DONATION_CENTS / 100),
      textWhenReady: textWhenReadyByDefault(member),
    }),
  });
  useKeepDraft(draftKey("delivery", member), form);
  const forgetKept = useForgetKeptDetails(form, member);
  const { errors } = form.formState;
  const values = form.watch();
  const tip = typedTipCents(values.tipAmount, values.customTipAmount);
  const donation = typedDonationCents(values.donateToMosque, values.donationAmount);
  const reward = useCheckoutReward(items, { isDelivery: true, tipCents: tip, donationCents: donation });
  const { totals } = reward;
  const [when, setWhen] = useState("");
  // Cash when the runner arrives, or card now (a customer without cash can still have it brought).
  const [paymentMethod, setPaymentMethod] = useState<"cash" | "card">("cash");
  const payByCard = usePayByCard();

  const submit = (data: z.output<typeof deliveryFormSchema>) => {
    const body = {
      items: orderItems(items),
      customerInfo: { name: data.name, email: data.email, phone: data.phone, userId: member?.id },
      orderDetails: {
        subtotal: totals.subtotal / 100,
        salesTax: totals.tax / 100,
        mallDeliveryFee: totals.deliveryFee / 100,
        serviceCharge: totals.serviceFee / 100,
        tip: totals.tip / 100,
        total: totals.total / 100,
        deliveryLocation: data.deliveryLocation,
        deliveryNotes: data.deliveryNotes,
        isDelivery: true,
        paymentMethod,
        paymentStatus: "pending",
      },
      tipAmount: data.tipAmount,
      customTipAmount: data.customTipAmount,
      donateToMosque: data.donateToMosque,
      donationAmount: data.donationAmount,
      textWhenReady: data.textWhenReady,
      ...scheduledForOf(when),
      ...reward.rewardField,
    };
    placeOrder.mutate(
      { endpoint: member ? "/api/orders/user" : "/api/orders/guest", body },
      {
        onSuccess: (order) => {
          forgetDraft(draftKey("delivery", member));
          rememberLocation(data.deliveryLocation);
          // Card: on to the provider's payment page; the cart stays until the payment is confirmed.
          if (order.paymentRequired) return payByCard.start(order);
          toast.success(t("checkout.placed"));
          onPlaced(order);
        },
        onError: (error) => toast.error(t("checkout.failed"), { description: error.message }),
      },
    );
  };

  return (
    <DialogContent title={t("checkout.deliveryTitle")} description={t("checkout.deliveryLead")}>
      <Form form={form} onSubmit={submit} className="space-y-4">
        <CustomerFields register={form.register} errors={errors} phoneRequired onForgetKept={forgetKept} />
        <PickupTimeField value={when} onChange={setWhen} delivery />
        <Field
          label={t("checkout.deliveryLocation")}
          error={errors.deliveryLocation?.message}
          hint={t("checkout.deliveryLocationHint")}
        >
          {(a11y) => <Input {...a11y} list="recent-locations" {...form.register("deliveryLocation")} />}
        </Field>
        <datalist id="recent-locations">
          {locations.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
        <OrderNoteField register={form.register} errors={errors} label={t("checkout.deliveryNotes")} />
        <TipFields register={form.register} errors={errors} choice={values.tipAmount} />
        <DonationFields register={form.register} errors={errors} donate={values.donateToMosque} />
        <TextWhenReadyField phone={String(values.phone ?? "")} {...form.register("textWhenReady")} />
        {member && <RewardPicker member={member} items={items} {...reward.picker} />}
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("checkout.paymentMethod")}</legend>
          <label className="flex min-h-11 items-start gap-3 rounded-lg border border-crema-200 bg-white p-3">
            <input
              type="radio"
              name="deliveryPayment"
              value="cash"
              className="mt-1 accent-coffee-900"
              checked={paymentMethod === "cash"}
              onChange={() => setPaymentMethod("cash")}
            />
            <span>
              <span className="flex items-center gap-2">
                <Banknote className="size-4" aria-hidden="true" />
                {t("checkout.cashOnDelivery")}
              </span>
              {paymentMethod === "cash" && (
                <span className="mt-1 block text-sm text-coffee-700">{t("checkout.payOnDelivery")}</span>
              )}
            </span>
          </label>
          <CardPaymentOption
            name="deliveryPayment"
            selected={paymentMethod === "card"}
            checked={paymentMethod === "card"}
            onChange={() => setPaymentMethod("card")}
          />
        </fieldset>
        <TotalsSummary totals={totals} rewardCents={reward.rewardCents} />
        <PlaceOrderButton pending={placeOrder.isPending || payByCard.pending}>
          {t(paymentMethod === "card" ? "checkout.requestDeliveryAndPay" : "checkout.requestDelivery", {
            total: formatMoney(totals.total),
          })}
        </PlaceOrderButton>
      </Form>
    </DialogContent>
  );
}
