import { createBrowserRouter, Navigate } from "react-router";
import { Layout } from "./components/layout/layout.tsx";
import { ProfilePage } from "./features/account/profile-page.tsx";
import { AdminPage } from "./features/admin/admin-page.tsx";
import { AuthPage } from "./features/auth/auth-page.tsx";
import { RequireUser } from "./features/auth/require-user.tsx";
import { CartPage } from "./features/checkout/cart-page.tsx";
import { CashCheckoutPage } from "./features/checkout/cash-checkout-page.tsx";
import { ContactForm } from "./features/contact/contact-form.tsx";
import { DonatePage } from "./features/donations/donate-page.tsx";
import { DonationSuccessPage } from "./features/donations/donation-success-page.tsx";
import { MenuPage } from "./features/menu/menu-page.tsx";
import { NewsletterPage } from "./features/newsletter/newsletter-page.tsx";
import { UnsubscribePage } from "./features/newsletter/unsubscribe-page.tsx";
import { OrdersPage } from "./features/orders/orders-page.tsx";
import { TrackOrderPage } from "./features/orders/track-page.tsx";
import { AboutPage } from "./features/pages/about-page.tsx";
import { ContactPage } from "./features/pages/contact-page.tsx";
import { HomePage } from "./features/pages/home-page.tsx";
import { NotFoundPage } from "./features/pages/not-found-page.tsx";
import { PrivacyPolicyPage } from "./features/pages/privacy-page.tsx";
import { DynamicCheckoutPage } from "./features/payments/dynamic-checkout-page.tsx";
import { OrderCancelledPage } from "./features/payments/order-cancelled-page.tsx";
import { OrderSuccessPage } from "./features/payments/order-success-page.tsx";
import { PaymentSuccessPage } from "./features/payments/payment-success-page.tsx";
import { StripeSyncPage } from "./features/payments/stripe-sync-page.tsx";
import { ReferralsPage } from "./features/referrals/referrals-page.tsx";
import { RewardsPage } from "./features/rewards/rewards-page.tsx";

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
