import { BarChart3, LayoutDashboard } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Tabs, TabsContent } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { AdminTabList, AdminTabTrigger } from "./admin-tabs.tsx";
import { AuditTab } from "./audit/audit-tab.tsx";
import { ContentPanel } from "./content/content-panel.tsx";
import { LoyaltyPanel } from "./loyalty/loyalty-panel.tsx";
import { MenuPanel } from "./menu/menu-panel.tsx";
import { NewsletterTab } from "./newsletter/newsletter-tab.tsx";
import { OrdersPanel } from "./orders/orders-panel.tsx";
import { ContactInbox } from "./settings/contact-inbox.tsx";
import { NewMessagesBadge } from "./settings/new-messages-badge.tsx";
import { SettingsTab } from "./settings/settings-tab.tsx";
import { UsersTab } from "./users/users-tab.tsx";

const DEFAULT_TAB = "orders";

/**
 * /admin (spec part 1 "Admin dashboard"). Each tab is one AdminTabTrigger and one TabsContent below; the open tab
 * lives in the address (?tab=), so a reload or the back button keeps it.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") || DEFAULT_TAB;
  const open = (value: string, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_TAB) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { preventScrollReset: true, replace },
    );

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
      <div className="mb-6 flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link to="/admin/dashboard">
            <LayoutDashboard className="size-5" aria-hidden="true" />
            {t("admin.dashboard.title")}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/newsletter-analytics">
            <BarChart3 className="size-5" aria-hidden="true" />
            {t("adminPanel.newsletterAnalytics")}
          </Link>
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => open(value)}>
        <AdminTabList label={t("adminPanel.tabsLabel")} onUnknownTab={() => open(DEFAULT_TAB, true)}>
          <AdminTabTrigger value="orders">{t("adminPanel.tabs.orders")}</AdminTabTrigger>
          <AdminTabTrigger value="users">{t("adminPanel.tabs.users")}</AdminTabTrigger>
          <AdminTabTrigger value="menu">{t("adminMenu.tab")}</AdminTabTrigger>
          <AdminTabTrigger value="loyalty">{t("adminLoyalty.tab")}</AdminTabTrigger>
          <AdminTabTrigger value="newsletter">{t("adminNewsletter.tab")}</AdminTabTrigger>
          <AdminTabTrigger value="content">{t("adminContent.tab")}</AdminTabTrigger>
          <AdminTabTrigger value="inbox">{t("contactInbox.tab")}</AdminTabTrigger>
          <AdminTabTrigger value="settings">{t("adminSettings.tab")}</AdminTabTrigger>
          <AdminTabTrigger value="audit">{t("adminPanel.tabs.audit")}</AdminTabTrigger>
        </AdminTabList>
        <TabsContent value="orders" className="mt-6">
          <OrdersPanel />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <UsersTab />
        </TabsContent>
        <TabsContent value="menu" className="mt-6">
          <MenuPanel />
        </TabsContent>
        <TabsContent value="loyalty" className="mt-6">
          <LoyaltyPanel />
        </TabsContent>
        <TabsContent value="newsletter" className="mt-6">
          <NewsletterTab />
        </TabsContent>
        <TabsContent value="content" className="mt-6">
          <ContentPanel />
        </TabsContent>
        <TabsContent value="inbox" className="mt-6">
          <ContactInbox />
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SettingsTab />
        </TabsContent>
        <TabsContent value="audit" className="mt-6">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
