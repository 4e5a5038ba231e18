import type { Language } from "../../../contract/language.ts";
import { optionsKey, resolveOptions, unitPriceWithOptions } from "../../../contract/menu-options.ts";
import { reachablePhone } from "../../../contract/order-notes.ts";
import { orderCustomerSchema } from "../../../contract/order-requests.ts";
import {
  formatMoney,
  MAX_QUANTITY_PER_ITEM,
  type OrderTotals,
  orderTotals,
  toCents,
} from "../../../contract/pricing.ts";
import type { Db } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { badRequest, conflict, HttpError } from "../../lib/errors.ts";
import { toE164 } from "../../lib/phone-number.ts";
import { menuItemsForPricing } from "../menu/public.ts";
import { judgeRequestedTime } from "../ordering-hours/public.ts";
import { confirmedWhenPlaced } from "./order-confirmation.service.ts";
import type { OrderDiscounts, OrderLifecycle, RewardChoice } from "./order-lifecycle.ts";
import type { OrderRequest } from "./order-request.ts";
import { writeOrder } from "./order-writer.ts";

interface Placement {
  userId: number | null;
  guestTokenHash: string | null;
  language: Language;
  /** The shop's clock now: the order's time is judged against the opening hours. */
  now: Date;
}

/**
 * Prices every line from the menu in the database, the item's price plus its chosen options' changes; a
 * client's prices never count (docs/architecture.md "Money", "Options and hours").
 */
async function priceLines(db: Db, request: OrderRequest, language: Language) {
  const byId = await menuItemsForPricing(
    db,
    request.lines.map((line) => line.menuItemId),
  );
  return request.lines.map((line) => {
    const item = byId.get(line.menuItemId);
    if (!item) throw badRequest("unknownItem");
    // Sold out since the customer's menu was read: a conflict with the menu as it now is, naming the dish.
    if (!item.isAvailable || item.archivedAt) {
      throw conflict("itemUnavailable", { name: (language === "so" ? item.nameSo : null) ?? item.name });
    }
    const resolved = resolveOptions(item.groups, line.options);
    if (!resolved.ok) throw new HttpError(400, resolved.problem.key, resolved.problem.params, "options");
    return {
      item,
      quantity: line.quantity,
      options: resolved.chosen,
      note: line.note ?? null,
      unitPriceCents: unitPriceWithOptions(item.priceCents, resolved.chosen),
    };
  });
}

function checkRequest(request: OrderRequest, lifecycle: OrderLifecycle) {
  if (!lifecycle.paymentMethods.has(request.paymentMethod)) throw badRequest("pointsNotAvailable");
  if (request.isDelivery && request.deliveryLocation.trim().length < 2) {
    throw new HttpError(400, "deliveryLocationRequired", {}, "deliveryLocation");
  }
  // The runner has to reach the customer in the mall, whichever shape the order came in.
  if (request.isDelivery && !reachablePhone(request.customer.phone)) {
    throw new HttpError(400, "deliveryPhoneRequired", {}, "phone");
  }
  // A quick order may take its address from the profile, so the request's own email rule is checked here.
  if (!orderCustomerSchema.shape.email.safeParse(request.customer.email).success) {
    throw new HttpError(400, "validEmailRequired", {}, "email");
  }
}

/**
 * Lines of one item with the same choices and the same note are one line; a different note keeps its own line,
 * so the kitchen reads each instruction where it belongs.
 */
function mergeLines<
  T extends { item: { id: number }; quantity: number; options: Array<{ id: number }>; note: string | null },
>(lines: T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.item.id}:${optionsKey(line.options.map((option) => option.id))}:${line.note ?? ""}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/**
 * The running promotions and a member's reward, priced together before the order's transaction so a refusal (a
 * guest, a reward matching no unit the promotion left) changes nothing; the reward's points are spent inside it
 * by loyalty's placed handler (decision 22).
 */
async function priceDiscounts(
  db: Db,
  request: OrderRequest,
  userId: number | null,
  lines: { item: { id: number; category: string }; unitPriceCents: number; quantity: number }[],
  lifecycle: OrderLifecycle,
): Promise<OrderDiscounts> {
  const reward = rewardChoice(request);
  if (reward !== undefined && userId === null) throw new HttpError(401, "rewardNeedsSignIn");
  return lifecycle.discountsFor(
    db,
    lines.map((line) => ({
      menuItemId: line.item.id,
      category: line.item.category,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    userId,
    reward,
    request.acceptRewardLeftover,
  );
}

/** One reward an order: a catalog reward bought with it, or one redeemed before, never both (decision 46). */
function rewardChoice(request: OrderRequest): RewardChoice | undefined {
  if (request.rewardId !== undefined && request.rewardCode !== undefined)
    throw new HttpError(400, "rewardOneOnly", {}, "rewardCode");
  if (request.rewardCode !== undefined) return { code: request.rewardCode };
  if (request.rewardId !== undefined) return { rewardId: request.rewardId };
  return undefined;
}

export interface PlacedOrderRow {
  order: OrderRow;
  totals: OrderTotals;
}

/**
 * Prices, checks and stores an order with its lines and first status in one transaction, shared with the
 * orders placed at the same moment (order-writer.ts).
 */
export async function placeOrder(
  db: Db,
  request: OrderRequest,
  placement: Placement,
  lifecycle: OrderLifecycle,
): Promise<PlacedOrderRow> {
  checkRequest(request, lifecycle);
  // Two independent reads, one round trip's wait; the time is judged first, as before.
  const [time, priced] = await Promise.allSettled([
    judgeRequestedTime(db, placement.now, request.scheduledFor),
    priceLines(db, request, placement.language),
  ]);
  if (time.status === "rejected") throw time.reason;
  if (priced.status === "rejected") throw priced.reason;
  const scheduledFor = time.value;
  const lines = mergeLines(priced.value);
  // The limit is per menu item: lines of one item with different options count together.
  const perItem = new Map<number, number>();
  for (const line of lines) perItem.set(line.item.id, (perItem.get(line.item.id) ?? 0) + line.quantity);
  if ([...perItem.values()].some((quantity) => quantity > MAX_QUANTITY_PER_ITEM))
    throw badRequest("quantityTooLarge");
  const { promotionCents, reward } = await priceDiscounts(db, request, placement.userId, lines, lifecycle);
  const totals = orderTotals({
    lines,
    isDelivery: request.isDelivery,
    tipCents: request.tipCents,
    donationCents: request.donationCents,
    discountCents: promotionCents + (reward?.amountOff ?? 0),
  });
  // Nothing to charge (a free-item promotion, say): card and points have nothing to take, cash settles it.
  if (totals.total === 0 && request.paymentMethod !== "cash") throw badRequest("freeOrderCashOnly");
  if (request.clientTotal !== undefined && Math.abs(toCents(request.clientTotal) - totals.total) > 1) {
    throw conflict("pricesChanged", { total: formatMoney(totals.total) });
  }

  const placed = await writeOrder(db, lifecycle, {
    values: {
      userId: placement.userId,
      guestTokenHash: placement.guestTokenHash,
      paymentMethod: request.paymentMethod,
      customerName: request.customer.name,
      customerEmail: request.customer.email,
      customerPhone: request.customer.phone,
      isDelivery: request.isDelivery,
      deliveryLocation: request.deliveryLocation,
      deliveryNotes: request.deliveryNotes,
      subtotalCents: totals.subtotal,
      taxCents: totals.tax,
      deliveryFeeCents: totals.deliveryFee,
      serviceFeeCents: totals.serviceFee,
      tipCents: totals.tip,
      donationCents: totals.donation,
      discountCents: totals.discount,
      totalCents: totals.total,
      language: placement.language,
      scheduledFor,
      acceptEmailMarketing: request.acceptEmailMarketing,
      acceptSmsMarketing: request.acceptSmsMarketing,
      // Only a number a text can reach: the checkbox is kept for nothing otherwise.
      textWhenReady: request.textWhenReady && toE164(request.customer.phone) !== undefined,
      rewardId: reward?.rewardId ?? null,
      rewardName: reward?.name ?? null,
      rewardNameSo: reward?.nameSo ?? null,
      rewardPoints: reward?.points ?? 0,
      rewardCents: reward?.amountOff ?? 0,
      rewardCode: reward?.code ?? null,
    },
    // Claimed as it is stored: the confirmation goes right after the commit (order-confirmation.service.ts).
    claimsConfirmation: confirmedWhenPlaced(request.paymentMethod, request.customer.email),
    lines: lines.map((line, index) => ({
      menu_item_id: line.item.id,
      name: line.item.name,
      unit_price_cents: line.unitPriceCents,
      quantity: line.quantity,
      options: line.options,
      note: line.note ?? null,
      reward_cents: reward?.lineOff[index] ?? 0,
    })),
    request,
  });
  await lifecycle.runCommitted(placed.row, "placed", placed.parts);
  return { order: placed.row, totals };
}
