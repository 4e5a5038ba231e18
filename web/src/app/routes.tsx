import type { Permission } from "@contract/permissions.ts";
import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy } from "react";
import { type Location, matchRoutes, Navigate, type RouteMatch, type RouteObject } from "react-router";
import { RequireUser } from "../features/auth/public.ts";
import { orderingHoursQueries } from "../features/ordering-hours/public.ts";
import { orderQueries } from "../features/orders/public.ts";
import { HomePage } from "../features/pages/home-page.tsx";
import { NotFoundPage } from "../features/pages/not-found-page.tsx";
import { loadFullCatalog } from "../i18n/index.ts";
import type { RouteHandle } from "./layout/page-title.ts";

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** A café page that is one permission's alone: whoever works there without it is sent to the order board. */
const onlyWith = (permission: Permission, route: RouteObject): RouteObject => ({
  element: <RequireUser permission={permission} />,
  children: [route],
});

/** Pages that say whether the café is open (OpenStatus) need the ordering hours for their first paint. */
const openStatus = (client: QueryClient) => void client.prefetchQuery(orderingHoursQueries.status());

/** The tracking page's order, by its signed link's token for a guest on another device. */
const trackedOrder: RouteHandle["prefetch"] = (client, { params, search }) => {
  if (params.orderId) void client.prefetchQuery(orderQueries.detail(params.orderId, search.get("token")));
};

/**
 * A page loaded on its first visit, so the first load does not wait for the admin panel or the card form. Every
 * page but the first ones (the home page and the menu, which read only the catalog's first sections,
 * scripts/catalog-parts.ts) brings the rest of the reader's catalog with its code, the admin's pages the
 * admin's sections too, and renders once both are in.
 */
function page(load: () => Promise<ComponentType>, catalog: "first" | "full" | "admin" = "full"): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      load(),
      catalog === "first" ? undefined : loadFullCatalog(catalog === "admin" ? "admin" : "rest"),
    ]).then(([Component]) => (loaded = { default: Component })));
  // Once the code is in, React.lazy gets it at once (a thenable that answers as it is asked), not a promise it
  // waits a render for: a server-rendered page whose code came with it (web/src/main.tsx) hydrates whole in its
  // first pass, none of it left as dead markup that drops a tap.
  const component = () => (loaded ? answeredAtOnce(loaded) : preload());
  return Object.assign(lazy(component), { preload, catalog });
}

/** A thenable that calls back as it is asked: React.lazy reads its value in the same render. */
const answeredAtOnce = <T,>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes; this one is never awaited.
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

type LazyPage = ComponentType & { preload(): Promise<unknown>; catalog: "first" | "full" | "admin" };

/**
 * Starts loading the code of the page at `location` (and its catalog), and what it asks the server for first,
 * before anything renders: on a first load, neither waits for the app's code to run and the page to render.
 */
export function preloadPage(location: Pick<Location, "pathname" | "search">, client: QueryClient): void {
  const search = new URLSearchParams(location.search);
  for (const { route, params } of matchPage(location.pathname).matches) {
    const preload = (route.Component as Partial<LazyPage> | undefined)?.preload;
    // A failure shows when the page renders (its error page), not here.
    preload?.().catch(() => undefined);
    (route.handle as RouteHandle | undefined)?.prefetch?.(client, { params, search });
  }
}

/** The catalog parts the page at `pathname` renders with (scripts/catalog-parts.ts): the first, and the rest for a page beyond the first ones. */
export function catalogPartsOf(pathname: string): ("first" | "rest" | "admin")[] {
  const catalogs = matchPage(pathname).matches.map(
    ({ route }) => (route.Component as Partial<LazyPage> | undefined)?.catalog ?? "first",
  );
  if (catalogs.includes("admin")) return ["first", "rest", "admin"];
  return catalogs.includes("full") ? ["first", "rest"] : ["first"];
}

export interface PageMatch {
  /** The routes matching the path, outermost first. */
  matches: RouteMatch[];
  /** The top-level route they sit under, as a table of its own: matching in it finds the same routes. */
  branch: RouteObject[];
}

let lastMatch: { pathname: string; match: PageMatch } | undefined;

/**
 * The routes matching `pathname`. Matching flattens and ranks the whole table, tens of milliseconds on a
 * throttled phone (docs/architecture.md#budgets): the first load's preload and each render of the shell ask for
 * the same path, so the last answer is kept. The catch-all route matches any path, so there is always a match.
 */
export function matchPage(pathname: string): PageMatch {
  if (lastMatch?.pathname !== pathname) {
    const matches = matchRoutes(routes, pathname) ?? [];
    lastMatch = { pathname, match: { matches, branch: matches.length > 0 ? [matches[0]!.route] : routes } };
  }
  return lastMatch.match;
}

// A page's title is its route's `handle.title`, a catalog key.
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: HomePage,
    handle: { rendersBeforeUser: true, prefetch: openStatus } satisfies RouteHandle,
  },
  {
    path: "/about",
    ...titled("nav.about"),
    Component: page(() => import("../features/pages/about-page.tsx").then((m) => m.AboutPage)),
  },
  {
    path: "/contact",
    ...titled("nav.contact"),
    // The contact page hosts the form of the contact feature; both load together.
    Component: page(async () => {
      const [{ ContactPage }, { ContactForm }] = await Promise.all([
        import("../features/pages/contact-page.tsx"),
        import("../features/contact/contact-form.tsx"),
      ]);
      return () => <ContactPage form={<ContactForm />} />;
    }),
  },
  {
    path: "/newsletter",
    ...titled("nav.newsletter"),
    Component: page(() => import("../features/newsletter/newsletter-page.tsx").then((m) => m.NewsletterPage)),
  },
  {
    path: "/newsletter/confirm",
    ...titled("newsletter.confirm.title"),
    Component: page(() =>
      import("../features/newsletter/confirm-page.tsx").then((m) => m.ConfirmSubscriptionPage),
    ),
  },
  {
    path: "/verify-email",
    ...titled("pageTitles.verifyEmail"),
    Component: page(() => import("../features/account/verify-email-page.tsx").then((m) => m.VerifyEmailPage)),
  },
  {
    path: "/forgot-password",
    ...titled("pageTitles.forgotPassword"),
    Component: page(() =>
      import("../features/auth/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: "/reset-password",
    ...titled("pageTitles.resetPassword"),
    Component: page(() =>
      import("../features/auth/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: "/unsubscribe",
    ...titled("unsubscribe.title"),
    Component: page(() =>
      import("../features/newsletter/unsubscribe-page.tsx").then((m) => m.UnsubscribePage),
    ),
  },
  {
    path: "/privacy-policy",
    ...titled("privacy.title"),
    Component: page(() => import("../features/pages/privacy-page.tsx").then((m) => m.PrivacyPolicyPage)),
  },
  {
    path: "/menu",
    handle: { title: "nav.menu", rendersBeforeUser: true, prefetch: openStatus } satisfies RouteHandle,
    Component: page(() => import("../features/menu/menu-page.tsx").then((m) => m.MenuPage), "first"),
  },
  ...["/cart", "/order"].map((path) => ({
    path,
    // The cart page waits for the member itself, and only when there is something to check out.
    handle: { title: "nav.cart", rendersBeforeUser: true, prefetch: openStatus } satisfies RouteHandle,
    Component: page(() => import("../features/checkout/cart-page.tsx").then((m) => m.CartPage)),
  })),
  {
    path: "/order/cash-checkout",
    ...titled("checkout.cashTitle"),
    Component: page(() =>
      import("../features/checkout/cash-checkout-page.tsx").then((m) => m.CashCheckoutPage),
    ),
  },
  {
    path: "/track",
    ...titled("track.find.title"),
    Component: page(() => import("../features/orders/find-order-page.tsx").then((m) => m.FindOrderPage)),
  },
  {
    path: "/track/:orderId",
    // The same for guests and members: the order is the visitor's by its token or by the session.
    handle: {
      title: "pageTitles.track",
      rendersBeforeUser: true,
      prefetch: trackedOrder,
    } satisfies RouteHandle,
    Component: page(() => import("../features/orders/track-page.tsx").then((m) => m.TrackOrderPage)),
  },
  ...["/login", "/auth", "/register"].map((path) => ({
    path,
    ...titled(path === "/register" ? "auth.createAccount" : "nav.login"),
    Component: page(() => import("../features/auth/auth-page.tsx").then((m) => m.AuthPage)),
  })),
  {
    path: "/rewards",
    ...titled("nav.rewards"),
    Component: page(() => import("../features/rewards/rewards-page.tsx").then((m) => m.RewardsPage)),
  },
  {
    element: <RequireUser to="/login" />,
    children: [
      {
        path: "/orders",
        ...titled("nav.orders"),
        Component: page(() => import("../features/orders/orders-page.tsx").then((m) => m.OrdersPage)),
      },
      {
        path: "/referrals",
        ...titled("nav.referrals"),
        Component: page(() =>
          import("../features/referrals/referrals-page.tsx").then((m) => m.ReferralsPage),
        ),
      },
    ],
  },
  {
    element: <RequireUser to="/auth" />,
    children: [
      {
        path: "/profile",
        ...titled("nav.profile"),
        Component: page(() => import("../features/account/profile-page.tsx").then((m) => m.ProfilePage)),
      },
    ],
  },
  {
    element: <RequireUser to="/login" staff />,
    children: [
      {
        path: "/admin",
        ...titled("nav.admin"),
        Component: page(() => import("../features/admin/admin-page.tsx").then((m) => m.AdminPage), "admin"),
      },
      {
        path: "/admin/dashboard",
        ...titled("adminOrders.dashboard.title"),
        Component: page(
          () => import("../features/orders/admin/dashboard/dashboard-page.tsx").then((m) => m.DashboardPage),
          "admin",
        ),
      },
      // What the page reads, GET /api/admin/newsletter/analytics, is the newsletter permission's.
      onlyWith("newsletter", {
        path: "/newsletter-analytics",
        ...titled("adminNewsletter.analytics.title"),
        Component: page(
          () =>
            import("../features/newsletter/admin/analytics-page.tsx").then((m) => m.NewsletterAnalyticsPage),
          "admin",
        ),
      }),
      // Its one action, GET /api/stripe/sync-products, is the settings permission's.
      onlyWith("settings", {
        path: "/admin/stripe-sync",
        ...titled("payments.sync.title"),
        Component: page(
          () => import("../features/payments/stripe-sync-page.tsx").then((m) => m.StripeSyncPage),
          "admin",
        ),
      }),
    ],
  },
  {
    path: "/order-success",
    ...titled("payments.orderSuccess.title"),
    Component: page(() =>
      import("../features/payments/order-success-page.tsx").then((m) => m.OrderSuccessPage),
    ),
  },
  {
    path: "/payment-success",
    ...titled("payments.paymentSuccess.title"),
    Component: page(() =>
      import("../features/payments/payment-success-page.tsx").then((m) => m.PaymentSuccessPage),
    ),
  },
  {
    path: "/order-cancelled",
    ...titled("payments.cancelled.title"),
    Component: page(() =>
      import("../features/payments/order-cancelled-page.tsx").then((m) => m.OrderCancelledPage),
    ),
  },
  {
    path: "/dynamic-checkout",
    ...titled("payments.dynamic.title"),
    Component: page(() =>
      import("../features/payments/dynamic-checkout-page.tsx").then((m) => m.DynamicCheckoutPage),
    ),
  },
  {
    path: "/donate",
    ...titled("nav.donate"),
    Component: page(() => import("../features/donations/donate-page.tsx").then((m) => m.DonatePage)),
  },
  {
    path: "/donation-success",
    ...titled("donate.successTitle"),
    Component: page(() =>
      import("../features/donations/donation-success-page.tsx").then((m) => m.DonationSuccessPage),
    ),
  },
  { path: "/404", Component: NotFoundPage, ...titled("pageTitles.notFound") },
  { path: "*", element: <Navigate to="/404" replace /> },
];
