import { GOOGLE_AUTH_FAILED } from "@contract/auth-rules.ts";
import { GOOGLE_EMAIL_UNVERIFIED } from "@contract/email-verification.ts";
import { worksAtCafe } from "@contract/permissions.ts";
import type { PublicUser } from "@contract/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { Page } from "../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useUpdatePreferences } from "./api/update-preferences.ts";
import { useUser } from "./api/use-user.ts";
import { GoogleSignIn } from "./components/google-sign-in.tsx";
import { LoginForm } from "./components/login-form.tsx";
import { MembershipBenefits } from "./components/membership-benefits.tsx";
import { RegisterForm } from "./components/register-form.tsx";
import { twoFactorQueries, twoFactorSettled } from "./two-factor/api/two-factor-queries.ts";
import { TwoFactorDialog, type TwoFactorFlow } from "./two-factor/two-factor-dialog.tsx";

/**
 * Redirect delays of the product rules (docs/architecture.md#product-rules): 500 ms after login, 1 s after
 * registration.
 */
const AFTER_LOGIN_MS = 500;
const AFTER_REGISTER_MS = 1000;

export function AuthPage() {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const savePreferences = useUpdatePreferences();
  const queryClient = useQueryClient();
  const [twoFactorFlow, setTwoFactorFlow] = useState<TwoFactorFlow | null>(null);
  const current = i18n.language === "so" ? "so" : "en";
  const referralCode = params.get("referralCode") ?? undefined;
  const startsOnRegister =
    location.pathname === "/register" || location.hash === "#register" || Boolean(referralCode);
  const [tab, setTab] = useState(startsOnRegister ? "register" : "login");
  // A member who arrives signed in goes home at once; one who just signed in waits for the toast.
  const arrivedSignedIn = useRef(user !== null);
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    const error = params.get("error");
    if (error === GOOGLE_AUTH_FAILED || error === GOOGLE_EMAIL_UNVERIFIED) {
      toast.error(t(error === GOOGLE_EMAIL_UNVERIFIED ? "auth.googleEmailUnverified" : "auth.googleFailed"));
      setParams({}, { replace: true });
    }
  }, [params, setParams, t]);

  if (user && arrivedSignedIn.current) return <Navigate to="/" replace />;

  // Whoever works at the café starts at the counter's board; everyone else where they were going.
  const later = (ms: number, signedIn?: PublicUser) => {
    const to = from ?? (signedIn && worksAtCafe(signedIn.role) ? "/admin/dashboard" : "/");
    setTimeout(() => navigate(to, { replace: true }), ms);
  };

  /** An admin whose session owes the code check (or, with REQUIRE_ADMIN_2FA, the set-up) gets the dialog first. */
  const afterSignIn = async (signedIn: PublicUser) => {
    if (worksAtCafe(signedIn.role)) {
      try {
        const status = await queryClient.fetchQuery(twoFactorQueries.status());
        if (!twoFactorSettled(status)) return setTwoFactorFlow(status.setupRequired ? "enable" : "validate");
      } catch {
        // The admin page asks again and offers a retry.
      }
    }
    later(AFTER_LOGIN_MS, signedIn);
  };

  return (
    <Page className="grid items-start gap-8 lg:grid-cols-[1fr_420px]">
      <Card padding="p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">
          {tab === "login" ? t("auth.welcomeTitle") : t("auth.joinTitle")}
        </h1>
        <p className="mt-2 text-coffee-700">{tab === "login" ? t("auth.lead") : t("auth.joinLead")}</p>
        {referralCode && (
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-crema-100 p-3 text-sm">
            <Gift className="size-4 text-terracotta" aria-hidden="true" />
            {t("auth.referralNotice", { code: referralCode })}
          </p>
        )}
        <Tabs value={tab} onValueChange={setTab} className="mt-6">
          <TabsList layout="grid grid-cols-2" className="w-full">
            <TabsTrigger value="login">{t("auth.signIn")}</TabsTrigger>
            <TabsTrigger value="register">{t("auth.createAccount")}</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-6">
            <LoginForm
              onSignedIn={(signedIn) => {
                // The language the visitor is reading in wins, and is saved to the account
                // (docs/architecture.md#product-rules).
                if (signedIn.languagePreference !== current) {
                  savePreferences.mutate({ languagePreference: current });
                }
                void afterSignIn(signedIn);
              }}
            />
          </TabsContent>
          <TabsContent value="register" className="mt-6">
            <RegisterForm referralCode={referralCode} onRegistered={() => later(AFTER_REGISTER_MS)} />
          </TabsContent>
        </Tabs>
        <GoogleSignIn label={tab === "login" ? "signIn" : "signUp"} />
        <div className="mt-6 border-t border-crema-200 pt-4 text-center">
          <Link to="/order" className="font-medium">
            {t("auth.continueAsGuest")}
          </Link>
        </div>
      </Card>
      <MembershipBenefits />
      <TwoFactorDialog
        flow={twoFactorFlow ?? "validate"}
        open={twoFactorFlow !== null}
        onOpenChange={(open) => !open && setTwoFactorFlow(null)}
        // The product rules (docs/architecture.md#product-rules): after completion the admin panel shows.
        onComplete={() => navigate(from ?? "/admin", { replace: true })}
      />
    </Page>
  );
}
