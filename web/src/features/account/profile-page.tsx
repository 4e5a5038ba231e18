import type { PublicUser } from "@contract/users.ts";
import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useUser } from "../auth/public.ts";
import { AccountForm } from "./components/account-form.tsx";
import { ChangePasswordForm } from "./components/change-password-form.tsx";
import { DeleteAccount } from "./components/delete-account.tsx";
import { DietaryForm } from "./components/dietary-form.tsx";
import { EmailVerification } from "./components/email-verification.tsx";
import { GoogleLink } from "./components/google-link.tsx";
import { PhoneVerification } from "./components/phone-verification.tsx";
import { PreferencesForm } from "./components/preferences-form.tsx";
import { SavedAddresses } from "./components/saved-addresses.tsx";
import { SessionsList } from "./components/sessions-list.tsx";
import { useGoogleLinkOutcome } from "./hooks/use-google-link-outcome.ts";
import { TwoFactorSection } from "./two-factor/two-factor-section.tsx";

/**
 * The profile's tabs (docs/architecture.md#product-rules); a new section of the account is one more entry here.
 */
const tabs: { value: string; label: string; render: (user: PublicUser) => ReactNode }[] = [
  {
    value: "account",
    label: "profile.tabs.account",
    render: (user) => (
      <div className="space-y-8">
        <AccountForm user={user} />
        <EmailVerification user={user} />
        <hr className="border-crema-200" />
        <PhoneVerification user={user} />
      </div>
    ),
  },
  {
    value: "preferences",
    label: "profile.tabs.preferences",
    render: (user) => <PreferencesForm user={user} />,
  },
  { value: "dietary", label: "profile.tabs.dietary", render: (user) => <DietaryForm user={user} /> },
  { value: "addresses", label: "addresses.tab", render: () => <SavedAddresses /> },
  {
    value: "security",
    label: "security.tab",
    render: (user) => (
      <div className="space-y-8">
        <ChangePasswordForm user={user} />
        <GoogleLink user={user} />
        <hr className="border-crema-200" />
        <SessionsList />
        <hr className="border-crema-200" />
        <DeleteAccount />
      </div>
    ),
  },
];

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useUser();
  // The tab is in the address (`?tab=preferences`): a link elsewhere opens one, even with the profile already open.
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((candidate) => candidate.value === params.get("tab"))?.value ?? "account";
  const showTab = (next: string) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === "account") kept.delete("tab");
        else kept.set("tab", next);
        return kept;
      },
      { replace: true },
    );
  useGoogleLinkOutcome();
  if (!user) return null;
  return (
    <Page>
      <PageHeader
        title={t("profile.title")}
        lead={t("profile.lead", { name: user.fullName || user.username })}
      >
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-saffron/20 px-3 py-1 text-sm font-medium text-saffron-dark">
          <BadgeCheck className="size-4" aria-hidden="true" />
          {t("profile.points", { count: user.loyaltyPoints })}
        </p>
      </PageHeader>
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Card className="mt-4">
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {tab.render(user)}
            </TabsContent>
          ))}
        </Card>
      </Tabs>
      <TwoFactorSection user={user} />
    </Page>
  );
}
