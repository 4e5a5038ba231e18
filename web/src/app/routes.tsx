import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { RequireUser } from "../features/auth/public.ts";
import { HomePage } from "../features/pages/home-page.tsx";
import { NotFoundPage } from "../features/pages/not-found-page.tsx";
import { loadFullCatalog } from "../i18n/index.ts";
import { Layout } from "./layout/layout.tsx";
import type { RouteHandle } from "./layout/page-title.ts";
import { RouteErrorPage } from "./route-error-page.tsx";

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

// Every page but the home page is loaded on its first visit (route `lazy`), so the first load does not wait for
// the admin panel or the card form. A page's title is its route's `handle.title`, a catalog key.
const pages: RouteObject[] = [
  { path: "/", Component: HomePage, handle: { rendersBeforeUser: true } satisfies RouteHandle },
  {
    path: "/about",
    ...titled("nav.about"),
    lazy: () => import("../features/pages/about-page.tsx").then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: "/contact",
    ...titled("nav.contact"),
    // The contact page hosts the form of the contact feature; both load together.
    lazy: async () => {
      const [{ ContactPage }, { ContactForm }] = await Promise.all([
        import("../features/pages/contact-page.tsx"),
        import("../features/contact/contact-form.tsx"),
      ]);
      return { Component: () => <ContactPage form={<ContactForm />} /> };
    },
  },
  {
    path: "/newsletter",
    ...titled("nav.newsletter"),
    lazy: () =>
      import("../features/newsletter/newsletter-page.tsx").then((m) => ({ Component: m.NewsletterPage })),
  },
  {
    path: "/newsletter/confirm",
    ...titled("newsletter.confirm.title"),
    lazy: () =>
      import("../features/newsletter/confirm-page.tsx").then((m) => ({
        Component: m.ConfirmSubscriptionPage,
      })),
  },
  {
    path: "/unsubscribe",
    ...titled("unsubscribe.title"),
    lazy: () =>
      import("../features/newsletter/unsubscribe-page.tsx").then((m) => ({ Component: m.UnsubscribePage })),
  },
  {
    path: "/privacy-policy",
    ...titled("privacy.title"),
    lazy: () =>
      import("../features/pages/privacy-page.tsx").then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: "/menu",
    handle: { title: "nav.menu", rendersBeforeUser: true } satisfies RouteHandle,
    lazy: () => import("../features/menu/menu-page.tsx").then((m) => ({ Component: m.MenuPage })),
  },
  ...["/cart", "/order"].map((path) => ({
    path,
    ...titled("nav.cart"),
    lazy: () => import("../features/checkout/cart-page.tsx").then((m) => ({ Component: m.CartPage })),
  })),
  {
    path: "/order/cash-checkout",
    ...titled("checkout.cashTitle"),
    lazy: () =>
      import("../features/checkout/cash-checkout-page.tsx").then((m) => ({ Component: m.CashCheckoutPage })),
  },
  {
    path: "/track",
    ...titled("track.find.title"),
    lazy: () =>
      import("../features/orders/find-order-page.tsx").then((m) => ({ Component: m.FindOrderPage })),
  },
  {
    path: "/track/:orderId",
    ...titled("pageTitles.track"),
    lazy: () => import("../features/orders/track-page.tsx").then((m) => ({ Component: m.TrackOrderPage })),
  },
  ...["/login", "/auth", "/register"].map((path) => ({
    path,
    ...titled(path === "/register" ? "auth.createAccount" : "nav.login"),
    lazy: () => import("../features/auth/auth-page.tsx").then((m) => ({ Component: m.AuthPage })),
  })),
  {
    path: "/rewards",
    ...titled("nav.rewards"),
    lazy: () => import("../features/rewards/rewards-page.tsx").then((m) => ({ Component: m.RewardsPage })),
  },
  {
    element: <RequireUser to="/login" />,
    children: [
      {
        path: "/orders",
        ...titled("nav.orders"),
        lazy: () => import("../features/orders/orders-page.tsx").then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: "/referrals",
        ...titled("nav.referrals"),
        lazy: () =>
          import("../features/referrals/referrals-page.tsx").then((m) => ({ Component: m.ReferralsPage })),
      },
    ],
  },
  {
    element: <RequireUser to="/auth" />,
    children: [
      {
        path: "/profile",
        ...titled("nav.profile"),
        lazy: () =>
          import("../features/account/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
      },
    ],
  },
  {
    element: <RequireUser to="/login" admin />,
    children: [
      {
        path: "/admin",
        ...titled("nav.admin"),
        lazy: () => import("../features/admin/admin-page.tsx").then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: "/admin/dashboard",
        ...titled("admin.dashboard.title"),
        lazy: () =>
          import("../features/admin/dashboard/dashboard-page.tsx").then((m) => ({
            Component: m.DashboardPage,
          })),
      },
      {
        path: "/newsletter-analytics",
        ...titled("adminNewsletter.analytics.title"),
        lazy: () =>
          import("../features/admin/newsletter/analytics-page.tsx").then((m) => ({
            Component: m.NewsletterAnalyticsPage,
          })),
      },
      {
        path: "/admin/stripe-sync",
        ...titled("payments.sync.title"),
        lazy: () =>
          import("../features/payments/stripe-sync-page.tsx").then((m) => ({ Component: m.StripeSyncPage })),
      },
    ],
  },
  {
    path: "/order-success",
    ...titled("payments.orderSuccess.title"),
    lazy: () =>
      import("../features/payments/order-success-page.tsx").then((m) => ({ Component: m.OrderSuccessPage })),
  },
  {
    path: "/payment-success",
    ...titled("payments.paymentSuccess.title"),
    lazy: () =>
      import("../features/payments/payment-success-page.tsx").then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: "/order-cancelled",
    ...titled("payments.cancelled.title"),
    lazy: () =>
      import("../features/payments/order-cancelled-page.tsx").then((m) => ({
        Component: m.OrderCancelledPage,
      })),
  },
  {
    path: "/dynamic-checkout",
    ...titled("payments.dynamic.title"),
    lazy: () =>
      import("../features/payments/dynamic-checkout-page.tsx").then((m) => ({
        Component: m.DynamicCheckoutPage,
      })),
  },
  {
    path: "/donate",
    ...titled("nav.donate"),
    lazy: () => import("../features/donations/donate-page.tsx").then((m) => ({ Component: m.DonatePage })),
  },
  {
    path: "/donation-success",
    ...titled("donate.successTitle"),
    lazy: () =>
      import("../features/donations/donation-success-page.tsx").then((m) => ({
        Component: m.DonationSuccessPage,
      })),
  },
  { path: "/404", Component: NotFoundPage, ...titled("pageTitles.notFound") },
  { path: "*", element: <Navigate to="/404" replace /> },
];

/** The pages the first load is built for: they read only the catalog's first sections (scripts/catalog-parts.ts). */
const firstPages = new Set(["/", "/menu"]);

/** Every other page brings the rest of the reader's catalog with its code, and renders once both are in. */
function withFullCatalog(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const needsCatalog = typeof lazy === "function" && !firstPages.has(route.path ?? "");
    return {
      ...route,
      ...(children ? { children: withFullCatalog(children) } : {}),
      ...(needsCatalog ? { lazy: async () => (await Promise.all([lazy(), loadFullCatalog()]))[0] } : {}),
    } as RouteObject;
  });
}

export const router = createBrowserRouter([
  {
    Component: Layout,
    // The shell itself failing: the error page alone, without header and footer.
    errorElement: <RouteErrorPage />,
    // Shown only while the first page's code loads.
    HydrateFallback: PageSpinner,
    // A page failing (or its code lost to a deploy): the error page inside the header and footer.
    children: [{ errorElement: <RouteErrorPage />, children: withFullCatalog(pages) }],
  },
]);
