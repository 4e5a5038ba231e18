import type { ReactNode } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { Layout } from "./components/layout/layout.tsx";
import { RequireUser } from "./features/auth/require-user.tsx";
import { ContactForm } from "./features/contact/contact-form.tsx";
import { HomePage } from "./features/pages/home-page.tsx";
import { NotFoundPage } from "./features/pages/not-found-page.tsx";
import { page } from "./lazy-page.tsx";

const ProfilePage = page(() => import("./features/account/profile-page.tsx"), "ProfilePage");
const AdminPage = page(() => import("./features/admin/admin-page.tsx"), "AdminPage");
const DashboardPage = page(() => import("./features/admin/dashboard/dashboard-page.tsx"), "DashboardPage");
const AuthPage = page(() => import("./features/auth/auth-page.tsx"), "AuthPage");
const CartPage = page(() => import("./features/checkout/cart-page.tsx"), "CartPage");
const CashCheckoutPage = page(() => import("./features/checkout/cash-checkout-page.tsx"), "CashCheckoutPage");
const DonatePage = page(() => import("./features/donations/donate-page.tsx"), "DonatePage");
const DonationSuccessPage = page(
  () => import("./features/donations/donation-success-page.tsx"),
  "DonationSuccessPage",
);
const MenuPage = page(() => import("./features/menu/menu-page.tsx"), "MenuPage");
const NewsletterPage = page(() => import("./features/newsletter/newsletter-page.tsx"), "NewsletterPage");
const UnsubscribePage = page(() => import("./features/newsletter/unsubscribe-page.tsx"), "UnsubscribePage");
const OrdersPage = page(() => import("./features/orders/orders-page.tsx"), "OrdersPage");
const TrackOrderPage = page(() => import("./features/orders/track-page.tsx"), "TrackOrderPage");
const AboutPage = page(() => import("./features/pages/about-page.tsx"), "AboutPage");
const ContactPage = page<{ form?: ReactNode }>(
  () => import("./features/pages/contact-page.tsx"),
  "ContactPage",
);
const PrivacyPolicyPage = page(() => import("./features/pages/privacy-page.tsx"), "PrivacyPolicyPage");
const DynamicCheckoutPage = page(
  () => import("./features/payments/dynamic-checkout-page.tsx"),
  "DynamicCheckoutPage",
);
const OrderCancelledPage = page(
  () => import("./features/payments/order-cancelled-page.tsx"),
  "OrderCancelledPage",
);
const OrderSuccessPage = page(() => import("./features/payments/order-success-page.tsx"), "OrderSuccessPage");
const PaymentSuccessPage = page(
  () => import("./features/payments/payment-success-page.tsx"),
  "PaymentSuccessPage",
);
const StripeSyncPage = page(() => import("./features/payments/stripe-sync-page.tsx"), "StripeSyncPage");
const ReferralsPage = page(() => import("./features/referrals/referrals-page.tsx"), "ReferralsPage");
const RewardsPage = page(() => import("./features/rewards/rewards-page.tsx"), "RewardsPage");

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/contact", element: <ContactPage form={<ContactForm />} /> },
      { path: "/newsletter", element: <NewsletterPage /> },
      { path: "/unsubscribe", element: <UnsubscribePage /> },
      { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "/menu", element: <MenuPage /> },
      { path: "/cart", element: <CartPage /> },
      { path: "/order", element: <CartPage /> },
      { path: "/order/cash-checkout", element: <CashCheckoutPage /> },
      { path: "/track/:orderId", element: <TrackOrderPage /> },
      {
        path: "/orders",
        element: (
          <RequireUser to="/login">
            <OrdersPage />
          </RequireUser>
        ),
      },
      { path: "/login", element: <AuthPage /> },
      { path: "/auth", element: <AuthPage /> },
      { path: "/register", element: <AuthPage /> },
      {
        path: "/profile",
        element: (
          <RequireUser to="/auth">
            <ProfilePage />
          </RequireUser>
        ),
      },
      {
        path: "/admin",
        element: (
          <RequireUser to="/login" admin>
            <AdminPage />
          </RequireUser>
        ),
      },
      {
        path: "/admin/dashboard",
        element: (
          <RequireUser to="/login" admin>
            <DashboardPage />
          </RequireUser>
        ),
      },
      { path: "/rewards", element: <RewardsPage /> },
      {
        path: "/referrals",
        element: (
          <RequireUser to="/login">
            <ReferralsPage />
          </RequireUser>
        ),
      },
      { path: "/order-success", element: <OrderSuccessPage /> },
      { path: "/payment-success", element: <PaymentSuccessPage /> },
      { path: "/order-cancelled", element: <OrderCancelledPage /> },
      { path: "/dynamic-checkout", element: <DynamicCheckoutPage /> },
      { path: "/donate", element: <DonatePage /> },
      { path: "/donation-success", element: <DonationSuccessPage /> },
      {
        path: "/admin/stripe-sync",
        element: (
          <RequireUser to="/login" admin>
            <StripeSyncPage />
          </RequireUser>
        ),
      },
      { path: "/404", element: <NotFoundPage /> },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
]);
