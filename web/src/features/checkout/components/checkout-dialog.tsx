import {
  type GuestCheckoutForm,
  guestCheckoutFormSchema,
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
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
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
import { contactDefaults, savedGuestInfo, saveGuestInfo } from "../saved-details.ts";
import { useCheckoutReward } from "../use-checkout-reward.ts";
import { CustomerFields, useForgetKeptDetails } from "./customer-fields.tsx";
import { DonationFields } from "./donation-fields.tsx";
import { OrderNoteField } from "./order-note-field.tsx";
import { PayWithPoints } from "./pay-with-points.tsx";
import { PlaceOrderButton } from "./place-order-button.tsx";
import { RewardPicker } from "./reward-picker.tsx";
import { TextWhenReadyField } from "./text-when-ready-field.tsx";
import { TipFields } from "./tip-fields.tsx";

interface Props {
  items: CartItem[];
  /** A member checks out with their details prefilled; a guest's come from the last visit. */
  member: PublicUser | null;
  onPlaced: (order: PlacedOrder) => void;
}

/** Pickup checkout for guests ('Guest Checkout') and members ('Checkout w/ {name}'). */
export function CheckoutDialog({ items, member, onPlaced }: Props) {
  const { t } = useTranslation();
  const placeOrder = usePlaceOrder();
  const saved = savedGuestInfo();
  const form = useSchemaForm(guestCheckoutFormSchema, {
    defaultValues: withDraft<GuestCheckoutForm>(draftKey("checkout", member), {
      ...contactDefaults(member),
      paymentMethod: "cash",
      tipAmount: "none",
      customTipAmount: "",
      donateToMosque: false,
      donationAmount: String(DEFAULT_DONATION_CENTS / 100),
      acceptEmailMarketing: member?.acceptEmailMarketing ?? saved.acceptEmailMarketing ?? false,
      acceptSmsMarketing: saved.acceptSmsMarketing ?? false,
      textWhenReady: textWhenReadyByDefault(member),
      deliveryNotes: "",
    }),
  });
  useKeepDraft(draftKey("checkout", member), form);
  const forgetKept = useForgetKeptDetails(form, member);
  const { errors } = form.formState;
  const values = form.watch();
  const tip = typedTipCents(values.tipAmount, values.customTipAmount);
  const donation = typedDonationCents(values.donateToMosque, values.donationAmount);
  const reward = useCheckoutReward(items, { tipCents: tip, donationCents: donation });
  const { totals } = reward;
  const [payWithPoints, setPayWithPoints] = useState(false);
  const [when, setWhen] = useState("");

  const payByCard = usePayByCard();

  const submit = (data: z.output<typeof guestCheckoutFormSchema>) => {
    const body = {
      ...data,
      items: orderItems(items),
      deliveryLocation: "pickup",
      finalTotal: totals.total / 100,
      ...scheduledForOf(when),
      ...(payWithPoints ? { paymentMethod: "points" as const } : {}),
      ...reward.rewardField,
    };
    placeOrder.mutate(
      { endpoint: member ? "/api/orders/user" : "/api/orders/guest", body },
      {
        onSuccess: (order) => {
          forgetDraft(draftKey("checkout", member));
          if (!member) saveGuestInfo({ ...data, phone: data.phone ?? "" });
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
    <DialogContent
      title={
        member
          ? t("checkout.memberTitle", { name: member.fullName ?? member.username })
          : t("checkout.guestTitle")
      }
      description={t("checkout.pickupLead")}
    >
      <Form form={form} onSubmit={submit} className="space-y-4">
        <CustomerFields register={form.register} errors={errors} onForgetKept={forgetKept} />
        <PickupTimeField value={when} onChange={setWhen} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("checkout.paymentMethod")}</legend>
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-crema-200 bg-white px-3">
            <input
              type="radio"
              value="cash"
              className="accent-coffee-900"
              {...form.register("paymentMethod")}
            />
            {/* An icon as the card's choice has, so the two read as a pair. */}
            <span className="flex items-center gap-2">
              <Banknote className="size-4" aria-hidden="true" />
              {t("checkout.cash")}
            </span>
          </label>
          <CardPaymentOption selected={values.paymentMethod === "card"} {...form.register("paymentMethod")} />
          {member && (
            <PayWithPoints
              member={member}
              totalCents={totals.total}
              checked={payWithPoints}
              onChange={setPayWithPoints}
              reservedPoints={reward.rewardPoints}
            />
          )}
        </fieldset>
        {member && <RewardPicker member={member} items={items} {...reward.picker} />}
        <OrderNoteField register={form.register} errors={errors} label={t("checkout.orderNotes")} />
        <TipFields register={form.register} errors={errors} choice={values.tipAmount} />
        <DonationFields register={form.register} errors={errors} donate={values.donateToMosque} />
        <div className="space-y-2">
          <CheckboxField label={t("checkout.emailMarketing")} {...form.register("acceptEmailMarketing")} />
          <CheckboxField label={t("checkout.smsMarketing")} {...form.register("acceptSmsMarketing")} />
          <TextWhenReadyField phone={String(values.phone ?? "")} {...form.register("textWhenReady")} />
        </div>
        <TotalsSummary totals={totals} rewardCents={reward.rewardCents} />
        <PlaceOrderButton pending={placeOrder.isPending || payByCard.pending}>
          {/* By card the order is paid on the next page: the button says so. */}
          {t(values.paymentMethod === "card" ? "checkout.placeOrderAndPay" : "checkout.placeOrder", {
            total: formatMoney(totals.total),
          })}
        </PlaceOrderButton>
      </Form>
    </DialogContent>
  );
}
