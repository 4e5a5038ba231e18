import { useTranslation } from "react-i18next";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { NewsletterTab } from "./newsletter/newsletter-tab.tsx";
import { OrdersPanel } from "./orders-panel.tsx";
import { UsersTable } from "./users-table.tsx";

export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t("admin.title")} lead={t("admin.lead")} />
      <Tabs defaultValue="orders">
        <TabsList>
          <TabsTrigger value="orders">{t("admin.orders.title")}</TabsTrigger>
          <TabsTrigger value="users">{t("admin.users.title")}</TabsTrigger>
          <TabsTrigger value="newsletter">{t("adminNewsletter.tab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="mt-6">
          <OrdersPanel />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <UsersTable />
        </TabsContent>
        <TabsContent value="newsletter" className="mt-6">
          <NewsletterTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
