/**
 * Money rules of docs/architecture.md "Money", in integer cents, used by the cart, every checkout screen and
 * the server. Sales tax 8.975% of the subtotal rounded half up; delivery adds $2.00 + $1.00; tip and donation
 * are untaxed.
 */
export const TAX_RATE_PER_100K = 8_975;
export const DELIVERY_FEE_CENTS = 200;
export const SERVICE_CHARGE_CENTS = 100;
export const MAX_QUANTITY_PER_ITEM = 50;
export const MAX_TIP_CENTS = 100_00;
export const MIN_DONATION_CENTS = 100;
export const MAX_DONATION_CENTS = 10_000_00;
export const DEFAULT_DONATION_CENTS = 500;
export const TIP_PRESETS = ["none", "1", "2", "5", "custom"] as const;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  /** Promotion discount, taken off the subtotal before tax. */
  discount: number;
  tax: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  donation: number;
  total: number;
}

export function salesTaxCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PER_100K + 50_000) / 100_000);
}

export function subtotalCents(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

export function orderTotals(options: {
  lines: PricedLine[];
  isDelivery: boolean;
  tipCents?: number;
  donationCents?: number;
  discountCents?: number;
}): OrderTotals {
  const subtotal = subtotalCents(options.lines);
  const discount = Math.min(subtotal, Math.max(0, options.discountCents ?? 0));
  const tax = salesTaxCents(subtotal - discount);
  const deliveryFee = options.isDelivery ? DELIVERY_FEE_CENTS : 0;
  const serviceFee = options.isDelivery ? SERVICE_CHARGE_CENTS : 0;
  const tip = options.tipCents ?? 0;
  const donation = options.donationCents ?? 0;
  return {
    subtotal,
    discount,
    tax,
    deliveryFee,
    serviceFee,
    tip,
    donation,
    total: subtotal - discount + tax + deliveryFee + serviceFee + tip + donation,
  };
}

/**
 * An order's discount told apart for its totals: the member's reward (decision 46 names it "Reward") and what
 * the running promotions took, the rest. The reward's part never exceeds the discount it is part of.
 */
export function discountParts(discountCents: number, rewardCents = 0): { promotion: number; reward: number } {
  const reward = Math.min(discountCents, Math.max(0, rewardCents));
  return { promotion: discountCents - reward, reward };
}

/** Dollars as the menu and cart carry them, to cents, without floating-point drift (4.1 → 410). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Money always reads `$4.50`, in both languages (docs/architecture.md "Look"). */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}

/** The tip a guest picked in the checkout dialog, in cents. */
export function tipCents(choice: (typeof TIP_PRESETS)[number], customDollars?: number): number {
  if (choice === "none") return 0;
  if (choice === "custom") return Math.max(0, toCents(customDollars ?? 0));
  return Number(choice) * 100;
}

/** The mosque donation in cents: the amount given, or the $5 default when the box is ticked with none (or 0). */
export function donationCents(donate: boolean | undefined, dollars?: number): number {
  if (!donate) return 0;
  return dollars ? Math.max(0, toCents(dollars)) : DEFAULT_DONATION_CENTS;
}
