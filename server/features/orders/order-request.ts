import type { FlatOrder, OrderLine, QuickOrder, StructuredOrder } from "../../../contract/order-requests.ts";
import { type PaymentMethod, PICKUP_LOCATION } from "../../../contract/order-status.ts";
import type { IntentForItems } from "../../../contract/payments.ts";
import { donationCents, tipCents } from "../../../contract/pricing.ts";

/** Every payload shape of the public API (docs/api.md), read into one request the service prices and stores. */
export interface OrderRequest {
  lines: OrderLine[];
  customer: { name: string; email: string; phone: string | null };
  isDelivery: boolean;
  deliveryLocation: string;
  deliveryNotes: string | null;
  paymentMethod: PaymentMethod;
  tipCents: number;
  donationCents: number;
  /** What the customer saw, in dollars; only compared with the server's total. */
  clientTotal: number | undefined;
  acceptEmailMarketing: boolean;
  acceptSmsMarketing: boolean;
  /** Text the order's phone when it is ready (kept only when there is a phone). */
  textWhenReady: boolean;
  /** The chosen pickup or delivery time (ISO 8601); absent means as soon as possible. */
  scheduledFor: string | undefined;
  /** A member's reward used in checkout (decision 22). */
  rewardId: number | undefined;
  /** Or the code of a reward the member already redeemed (decision 46). */
  rewardCode: string | undefined;
  /** The member accepted that the reward is worth more than the order and the rest is lost. */
  acceptRewardLeftover: boolean;
}

type Extras = Pick<FlatOrder, "tipAmount" | "customTipAmount" | "donateToMosque" | "donationAmount"> &
  Pick<
    FlatOrder,
    "acceptEmailMarketing" | "acceptSmsMarketing" | "rewardId" | "rewardCode" | "textWhenReady"
  > &
  Pick<FlatOrder, "acceptRewardLeftover">;

function extras(order: Extras) {
  return {
    tipCents: order.tipAmount ? tipCents(order.tipAmount, order.customTipAmount) : 0,
    donationCents: donationCents(order.donateToMosque, order.donationAmount),
    acceptEmailMarketing: order.acceptEmailMarketing ?? false,
    acceptSmsMarketing: order.acceptSmsMarketing ?? false,
    textWhenReady: order.textWhenReady ?? false,
    rewardId: order.rewardId,
    rewardCode: order.rewardCode,
    acceptRewardLeftover: order.acceptRewardLeftover ?? false,
  };
}

/** "pickup", "Pickup at store" or nothing mean the counter; anything else is a place in the mall. */
function isPickup(location: string | undefined): boolean {
  return !location || /^pick[\s-]?up\b/i.test(location);
}

export function fromFlat(order: FlatOrder): OrderRequest {
  const delivery = !isPickup(order.deliveryLocation);
  return {
    lines: order.items,
    customer: { name: order.name, email: order.email, phone: order.phone ?? null },
    isDelivery: delivery,
    deliveryLocation: delivery ? order.deliveryLocation! : PICKUP_LOCATION,
    deliveryNotes: order.deliveryNotes ?? null,
    paymentMethod: order.paymentMethod,
    clientTotal: order.finalTotal ?? order.totalAmount,
    scheduledFor: order.scheduledFor,
    ...extras(order),
  };
}

export function fromStructured(order: StructuredOrder): OrderRequest {
  const details = order.orderDetails;
  const delivery = details.isDelivery ?? !isPickup(details.deliveryLocation);
  return {
    lines: order.items,
    customer: {
      name: order.customerInfo.name,
      email: order.customerInfo.email,
      phone: order.customerInfo.phone ?? null,
    },
    isDelivery: delivery,
    deliveryLocation: delivery ? (details.deliveryLocation ?? "") : PICKUP_LOCATION,
    deliveryNotes: details.deliveryNotes ?? null,
    paymentMethod: details.paymentMethod,
    clientTotal: details.total,
    scheduledFor: order.scheduledFor ?? details.scheduledFor,
    ...extras(order),
  };
}

/** Quick checkout delivers to a saved address; name, email and phone default to the member's own. */
export function fromQuick(
  order: QuickOrder,
  member: { name: string; email: string | null; phone: string | null },
  address: string | undefined,
): OrderRequest {
  const location = address ?? order.deliveryAddress;
  // A saved address is a place to deliver to, whatever its name says ("Pickup corner"), as the dialog prices it.
  const pickup = address === undefined && isPickup(location);
  return {
    lines: order.items,
    customer: {
      name: order.customerName ?? member.name,
      email: order.customerEmail ?? member.email ?? "",
      phone: order.customerPhone ?? member.phone,
    },
    isDelivery: !pickup,
    deliveryLocation: pickup ? PICKUP_LOCATION : location!,
    deliveryNotes: order.deliveryInstructions ?? null,
    paymentMethod: order.paymentMethod,
    clientTotal: order.total ?? order.totalAmount,
    scheduledFor: order.scheduledFor,
    // Quick checkout asks for no donation and no marketing consent: extras() finds none and answers 0 and false.
    ...extras(order),
  };
}

/**
 * POST /api/create-payment-intent with the specification's body: a card order of the given items, for pickup
 * unless a place is named; the caller's own details fill what the body leaves out.
 */
export function fromIntentItems(
  body: IntentForItems,
  caller: { name: string; email: string; phone: string | null },
): OrderRequest {
  const location = body.deliveryLocation;
  return {
    lines: body.orderItems,
    customer: {
      name: body.customerInfo?.name ?? caller.name,
      email: body.customerInfo?.email ?? caller.email,
      phone: body.customerInfo?.phone ?? caller.phone,
    },
    isDelivery: !isPickup(location),
    deliveryLocation: isPickup(location) ? PICKUP_LOCATION : location!,
    deliveryNotes: body.deliveryNotes ?? null,
    paymentMethod: "card",
    clientTotal: undefined,
    scheduledFor: body.scheduledFor,
    tipCents: 0,
    donationCents: 0,
    acceptEmailMarketing: false,
    acceptSmsMarketing: false,
    textWhenReady: body.textWhenReady ?? false,
    rewardId: body.rewardId,
    rewardCode: body.rewardCode,
    acceptRewardLeftover: body.acceptRewardLeftover ?? false,
  };
}
