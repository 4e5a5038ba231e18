import { useTranslation } from "react-i18next";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { LoyaltyPanel } from "./loyalty/loyalty-panel.tsx";
import { OrdersPanel } from "./orders-panel.tsx";
import { ContactInbox } from "./settings/contact-inbox.tsx";
import { NewMessagesBadge } from "./settings/new-messages-badge.tsx";
import { SettingsTab } from "./settings/settings-tab.tsx";
import { UsersTable } from "./users-table.tsx";

export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader
        title={
          <>
            {t("admin.title")}
            <NewMessagesBadge />
          </>
        }
        lead={t("admin.lead")}
      />
      <Tabs defaultValue="orders">
        <TabsList>
          <TabsTrigger value="orders">{t("admin.orders.title")}</TabsTrigger>
          <TabsTrigger value="users">{t("admin.users.title")}</TabsTrigger>
          <TabsTrigger value="loyalty">{t("adminLoyalty.tab")}</TabsTrigger>
          <TabsTrigger value="inbox">{t("contactInbox.tab")}</TabsTrigger>
          <TabsTrigger value="settings">{t("adminSettings.tab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="mt-6">
          <OrdersPanel />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <UsersTable />
        </TabsContent>
        <TabsContent value="loyalty" className="mt-6">
          <LoyaltyPanel />
        </TabsContent>
        <TabsContent value="inbox" className="mt-6">
          <ContactInbox />
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
