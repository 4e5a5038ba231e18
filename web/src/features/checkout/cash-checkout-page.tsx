import {
  type CashCheckoutForm,
  cashCheckoutFormSchema,
  isMissingField,
  textWhenReadyByDefault,
} from "@contract/checkout-forms.ts";
import { optionsSummary } from "@contract/menu-options.ts";
import { PICKUP_LOCATION, trackingPath } from "@contract/order-status.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { formatMoney, toCents } from "@contract/pricing.ts";
import { Banknote } from "lucide-react";
import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { OrderPlacedHeading } from "../../components/order/order-placed-heading.tsx";
import { TotalsSummary } from "../../components/order/totals-summary.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { Form, useSchemaForm } from "../../components/ui/form.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useUser } from "../auth/public.ts";
import { cart, lineKey, useCart } from "../cart/public.ts";
import { PickupTimeField, scheduledForOf, useReadySentence } from "../ordering-hours/public.ts";
import { OrderLines, OrderRewardNote, useOrder } from "../orders/public.ts";
import { usePlaceOrder } from "./api/place-order.ts";
import { orderItems } from "./cart-totals.ts";
import { CustomerFields, useForgetKeptDetails } from "./components/customer-fields.tsx";
import { EmptyCart } from "./components/empty-cart.tsx";
import { OrderNoteField } from "./components/order-note-field.tsx";
import { RewardPicker } from "./components/reward-picker.tsx";
import { TextWhenReadyField } from "./components/text-when-ready-field.tsx";
import { placedOrder, usePlacedOrder } from "./placed-order.ts";
import { contactDefaults, saveGuestInfo } from "./saved-details.ts";
import { useCheckoutReward } from "./use-checkout-reward.ts";
import { useItemNames } from "./use-item-names.ts";

/**
 * /order/cash-checkout: pay at the counter; the form gives way to the order number
 * (docs/architecture.md#product-rules).
 */
export function CashCheckoutPage() {
  const { t, i18n } = useTranslation();
  const items = useCart();
  const nameOf = useItemNames();
  const { user, isLoading: userLoading } = useUser();
  const placeOrder = usePlaceOrder();
  const placed = usePlacedOrder("cash", userLoading ? undefined : user, items.length);
  const form = useSchemaForm(cashCheckoutFormSchema, {
    defaultValues: {
      ...contactDefaults(user),
      deliveryNotes: "",
      acceptEmailMarketing: false,
      acceptSmsMarketing: false,
      textWhenReady: textWhenReadyByDefault(user),
    },
  });
  const { errors } = form.formState;
  const forgetKept = useForgetKeptDetails(form, userLoading ? undefined : user);
  const reward = useCheckoutReward(items);
  const { totals } = reward;
  const [when, setWhen] = useState("");

  const submit = (data: z.output<typeof cashCheckoutFormSchema>) => {
    const body = {
      ...data,
      deliveryLocation: PICKUP_LOCATION,
      paymentMethod: "cash" as const,
      items: orderItems(items),
      subtotal: totals.subtotal / 100,
      salesTax: totals.tax / 100,
      serviceFee: 0,
      totalAmount: totals.total / 100,
      finalTotal: totals.total / 100,
      ...scheduledForOf(when),
      ...reward.rewardField,
    };
    placeOrder.mutate(
      { endpoint: user ? "/api/orders/user" : "/api/orders/guest", body },
      {
        onSuccess: (order) => {
          if (!user) saveGuestInfo({ ...data, phone: data.phone ?? "" });
          placedOrder.keep(order, "cash", user);
          cart.clear();
          window.scrollTo({ top: 0 });
        },
        onError: (error) => toast.error(t("checkout.placeFailed"), { description: error.message }),
      },
    );
  };
  // 'Missing information' is the spec's title for an empty required field
  // (docs/architecture.md#product-rules); a field filled in wrongly (an email without @) is not missing, and
  // the toast says so.
  const explain = (problems: FieldErrors<CashCheckoutForm>) =>
    toast.error(
      t(
        Object.values(problems).some((problem) => isMissingField(problem?.message))
          ? "checkout.missingInformation"
          : "checkout.checkTheForm",
      ),
    );

  if (placed) return <CashOrderPlaced placed={placed} />;

  if (items.length === 0) return <EmptyCart />;

  return (
    <Page width="max-w-3xl">
      <PageHeader title={t("checkout.cashTitle")} lead={t("checkout.cashLead")} />
      <div className="grid gap-6 md:grid-cols-[1fr_280px]">
        <Card>
          <Form form={form} onSubmit={submit} onInvalid={explain} className="space-y-4">
            <CustomerFields register={form.register} errors={errors} onForgetKept={forgetKept} />
            <TextWhenReadyField
              phone={String(form.watch("phone") ?? "")}
              {...form.register("textWhenReady")}
            />
            <PickupTimeField value={when} onChange={setWhen} />
            <OrderNoteField register={form.register} errors={errors} label={t("checkout.orderNotes")} />
            {user && <RewardPicker member={user} items={items} {...reward.picker} />}
            <CheckboxField label={t("checkout.emailMarketing")} {...form.register("acceptEmailMarketing")} />
            <CheckboxField label={t("checkout.smsMarketing")} {...form.register("acceptSmsMarketing")} />
            <Button type="submit" className="w-full" disabled={placeOrder.isPending}>
              {placeOrder.isPending && <Spinner />}
              {t("checkout.placeOrder", { total: formatMoney(totals.total) })}
            </Button>
          </Form>
        </Card>
        <Card className="h-fit">
          <h2 className="mb-3 text-lg font-semibold">{t("cart.summary")}</h2>
          {/* What is being ordered, each line with its choices: a large tea is priced as one. */}
          <ul className="mb-3 space-y-1 text-sm" data-testid="cash-summary-lines">
            {items.map((line) => {
              const choices = optionsSummary(line.selectedOptions, i18n.language);
              return (
                <li key={lineKey(line)} className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {line.quantity} × <span data-testid="cash-summary-name">{nameOf(line)}</span>
                    {choices && <span className="block text-coffee-700">{choices}</span>}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {formatMoney(toCents(line.price) * line.quantity)}
                  </span>
                </li>
              );
            })}
          </ul>
          <TotalsSummary totals={totals} rewardCents={reward.rewardCents} />
        </Card>
      </div>
    </Page>
  );
}

/** The cash order's confirmation: its number, what to bring to the counter and when, and what was ordered. */
function CashOrderPlaced({ placed }: { placed: PlacedOrder }) {
  const { t } = useTranslation();
  // The lines as the server stored them, as the card checkout's confirmation lists them.
  const detail = useOrder(String(placed.id), placed.trackingToken);
  // An order for later is ready at its time, not in the 20–30 minutes an order as soon as possible takes.
  const readyLater = useReadySentence(placed.scheduledFor, false);
  const total = formatMoney(placed.total);
  return (
    <Page>
      <Card className="mx-auto max-w-xl text-center" role="status">
        <OrderPlacedHeading title={t("checkout.orderPlacedTitle")} orderNumber={placed.orderNumber} />
        <p className="mt-4 flex items-start gap-3 rounded-lg bg-crema-100 p-4 text-left">
          <Banknote className="mt-0.5 size-5 shrink-0 text-coffee-700" aria-hidden="true" />
          <span data-testid="cash-guidance">
            {readyLater
              ? `${readyLater} ${t("checkout.cashGuidanceLater", { total })}`
              : t("checkout.cashGuidance", { total })}
          </span>
        </p>
        {placed.reward && <OrderRewardNote reward={placed.reward} className="mt-3" />}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={trackingPath(placed.id, placed.trackingToken)}>{t("checkout.trackOrder")}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/menu">{t("checkout.orderSomethingElse")}</Link>
          </Button>
        </div>
        {/* After the buttons: the lines arrive once the order is read, and must not move a button under a tap. */}
        {detail.data && (
          <div className="mt-4 text-left">
            <OrderLines lines={detail.data.items} />
          </div>
        )}
      </Card>
    </Page>
  );
}
