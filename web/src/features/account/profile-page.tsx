import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useUser } from "../auth/public.ts";
import { AccountForm } from "./components/account-form.tsx";
import { DietaryForm } from "./components/dietary-form.tsx";
import { PreferencesForm } from "./components/preferences-form.tsx";
import { TwoFactorSection } from "./two-factor/two-factor-section.tsx";

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useUser();
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
      <Tabs defaultValue="account">
        <TabsList>
          <TabsTrigger value="account">{t("profile.tabs.account")}</TabsTrigger>
          <TabsTrigger value="preferences">{t("profile.tabs.preferences")}</TabsTrigger>
          <TabsTrigger value="dietary">{t("profile.tabs.dietary")}</TabsTrigger>
        </TabsList>
        <Card className="mt-4">
          <TabsContent value="account">
            <AccountForm user={user} />
          </TabsContent>
          <TabsContent value="preferences">
            <PreferencesForm user={user} />
          </TabsContent>
          <TabsContent value="dietary">
            <DietaryForm user={user} />
          </TabsContent>
        </Card>
      </Tabs>
      <TwoFactorSection user={user} />
    </Page>
  );
}
