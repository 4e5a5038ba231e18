import { localizedName } from "@contract/language.ts";
import { type QuickCheckoutNeed, quickCheckoutNeeds } from "@contract/order-notes.ts";
import type { PlacedOrder } from "@contract/order-views.ts";
import { Truck, UserRound, Zap } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { TotalsSummary } from "../../components/order/totals-summary.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { DeferredDialog } from "../../components/ui/deferred-dialog.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useUser } from "../auth/public.ts";
import { cart, syncCartWithMenu, useCart } from "../cart/public.ts";
import { useMenu } from "../menu/public.ts";
import { OpenStatus } from "../ordering-hours/public.ts";
import { CartLines } from "./components/cart-lines.tsx";
import { EmptyCart } from "./components/empty-cart.tsx";
import { OrderConfirmed } from "./components/order-confirmed.tsx";
import { placedOrder, usePlacedOrder } from "./placed-order.ts";
import { useCartTotals } from "./use-cart-totals.ts";

// The three checkouts' forms (the validator, the dialog's code) load when a checkout is approached or opened,
// not with the cart (docs/architecture.md#budgets).
const loadCheckout = () => import("./components/checkout-dialog.tsx");
const loadDelivery = () => import("./components/delivery-dialog.tsx");
const loadQuick = () => import("./components/quick-checkout-dialog.tsx");
const CheckoutDialog = lazy(() => loadCheckout().then((module) => ({ default: module.CheckoutDialog })));
const DeliveryDialog = lazy(() => loadDelivery().then((module) => ({ default: module.DeliveryDialog })));
const QuickCheckoutDialog = lazy(() =>
  loadQuick().then((module) => ({ default: module.QuickCheckoutDialog })),
);

/** Why Quick Checkout is not offered, and the link's words, by what the profile lacks. */
function quickNeedsText(needs: QuickCheckoutNeed[]) {
  if (needs.length > 1) return { why: "cart.quickNeedsEmailAndPhone", add: "cart.quickAddBoth" } as const;
  return {
    why: needs[0] === "email" ? "cart.quickNeedsEmail" : "cart.quickNeedsPhone",
    add: "cart.quickAddOne",
  } as const;
}

/** /cart and /order: the cart, its totals and the three ways to check out. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const items = useCart();
  const { user, isLoading: userLoading } = useUser();
  const menu = useMenu();
  const priced = useCartTotals(items);
  const placed = usePlacedOrder("cart", userLoading ? undefined : user, items.length);
  const [open, setOpen] = useState<"checkout" | "delivery" | "quick" | null>(null);
  const [soldOut, setSoldOut] = useState<string[]>([]);

  // Prices in the cart follow the menu, so the total shown is the total charged; a kept cart may be a day old,
  // so what changed is said, on the line (a new price) or above the lines (a dish taken out).
  useEffect(() => {
    if (!menu.data) return;
    const { droppedForOptions, droppedSoldOut } = syncCartWithMenu(menu.data, (item) =>
      localizedName(item, i18n.language),
    );
    if (droppedSoldOut.length > 0) setSoldOut((shown) => [...new Set([...shown, ...droppedSoldOut])]);
    if (droppedForOptions.length > 0) {
      toast.warning(t("options.noLongerAvailable", { names: droppedForOptions.join(", ") }));
    }
  }, [menu.data, t, i18n.language]);

  const onPlaced = (order: PlacedOrder) => {
    setOpen(null);
    placedOrder.keep(order, "cart", user);
    cart.clear();
    window.scrollTo({ top: 0 });
  };

  if (placed) {
    return (
      <Page>
        <OrderConfirmed order={placed} />
      </Page>
    );
  }
  const soldOutNotice = soldOut.length > 0 && (
    <div data-testid="cart-dropped">
      <p
        role="alert"
        className="mx-auto mt-4 max-w-3xl rounded-lg bg-red-100 p-3 text-red-900"
        data-testid="cart-sold-out"
      >
        {t("cart.soldOut", { names: soldOut.join(", ") })}
      </p>
    </div>
  );
  if (items.length === 0) {
    return (
      <>
        {soldOutNotice}
        <EmptyCart />
      </>
    );
  }
  // An empty cart looks the same to everyone; a full one offers a member's ways to check out.
  if (userLoading) return <PageSpinner />;

  const totals = priced.totals;
  // Quick Checkout has no contact fields: offered only when the profile holds what it needs (an email, and a
  // phone a runner can call; a profile may keep a shorter one, which the delivery would refuse).
  const quickNeeds = user ? quickCheckoutNeeds(user) : [];
  const quickMissing = quickNeeds.length > 0 ? quickNeedsText(quickNeeds) : null;
  const dialogProps = { items, member: user, onPlaced };

  return (
    <Page>
      <PageHeader title={t("cart.title")} lead={t("cart.lead")}>
        <OpenStatus className="mt-4" />
      </PageHeader>
      {soldOutNotice}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_380px]">
        <Card>
          <CartLines items={items} />
          <div className="mt-4 flex flex-wrap justify-between gap-3">
            <Button variant="ghost" onClick={() => cart.clear()}>
              {t("cart.clear")}
            </Button>
            <Button asChild variant="secondary">
              <Link to="/menu">{t("cart.addMore")}</Link>
            </Button>
          </div>
        </Card>
        <Card className="space-y-4 lg:sticky lg:top-24">
          <h2 className="text-xl font-semibold">{t("cart.summary")}</h2>
          <TotalsSummary totals={totals} />
          <p className="text-sm text-coffee-700">{t("cart.deliveryNote")}</p>
          {user && (
            <p className="rounded-lg bg-saffron/15 p-3 text-sm text-saffron-dark">
              {t("cart.pointsNote", { count: priced.points })}
            </p>
          )}
          <div className="flex flex-col gap-2">
            <DeferredDialog
              open={open === "checkout"}
              onOpenChange={(o) => setOpen(o ? "checkout" : null)}
              prefetch={loadCheckout}
              trigger={
                <Button>
                  <UserRound className="size-4" aria-hidden="true" />
                  {user
                    ? t("cart.checkoutAs", { name: user.fullName ?? user.username })
                    : t("cart.guestCheckout")}
                </Button>
              }
            >
              <Suspense fallback={null}>
                <CheckoutDialog {...dialogProps} />
              </Suspense>
            </DeferredDialog>
            <DeferredDialog
              open={open === "delivery"}
              onOpenChange={(o) => setOpen(o ? "delivery" : null)}
              prefetch={loadDelivery}
              trigger={
                <Button variant="accent">
                  <Truck className="size-4" aria-hidden="true" />
                  {t("cart.requestDelivery")}
                </Button>
              }
            >
              <Suspense fallback={null}>
                <DeliveryDialog {...dialogProps} />
              </Suspense>
            </DeferredDialog>
            {user && !quickMissing && (
              <DeferredDialog
                open={open === "quick"}
                onOpenChange={(o) => setOpen(o ? "quick" : null)}
                prefetch={loadQuick}
                trigger={
                  <Button variant="secondary">
                    <Zap className="size-4" aria-hidden="true" />
                    {t("cart.quickCheckout")}
                  </Button>
                }
              >
                <Suspense fallback={null}>
                  <QuickCheckoutDialog items={items} member={user} onPlaced={onPlaced} />
                </Suspense>
              </DeferredDialog>
            )}
            {/* Said where the button would be, so a member is not left wondering where it went. */}
            {user && quickMissing && (
              <p data-testid="quick-checkout-needs" className="text-sm text-coffee-700">
                {t(quickMissing.why)}{" "}
                <Link to="/profile" className="font-medium">
                  {t(quickMissing.add)}
                </Link>
              </p>
            )}
            <Link to="/order/cash-checkout" className="py-2 text-center text-sm font-medium">
              {t("cart.cashCheckout")}
            </Link>
          </div>
        </Card>
      </div>
    </Page>
  );
}
