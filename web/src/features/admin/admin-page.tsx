import { type Permission, userCan } from "@contract/permissions.ts";
import { BarChart3, LayoutDashboard } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent } from "../../components/ui/tabs.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { AuditTab } from "../audit/admin/public.ts";
import { useTurnedAway, useUser } from "../auth/public.ts";
import { ContactInbox, NewMessagesBadge } from "../contact/admin/public.ts";
import { MenuPanel } from "../menu/admin/public.ts";
import { NewsletterTab } from "../newsletter/admin/public.ts";
import { OrdersPanel } from "../orders/admin/public.ts";
import { ContentPanel } from "../pages/admin/public.ts";
import { TestGatewayNote } from "../payments/admin/public.ts";
import { LoyaltyPanel } from "../rewards/admin/public.ts";
import { SettingsTab } from "../settings/admin/public.ts";
import { UsersTab } from "../users/admin/public.ts";
import { AdminTabList, AdminTabTrigger } from "./admin-tabs.tsx";

/** The Reports tab and its chart load only when it opens. */
const LazyReportsTab = lazy(() =>
  import("../reports/public.ts").then((module) => ({ default: module.ReportsTab })),
);
function ReportsPanel() {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyReportsTab />
    </Suspense>
  );
}

/** The panel's tabs, each with what it needs: a role sees exactly the tabs its permissions open. */
const tabs: { value: string; label: string; needs: readonly Permission[]; Panel: () => ReactNode }[] = [
  { value: "orders", label: "adminPanel.tabs.orders", needs: ["orders.read"], Panel: OrdersPanel },
  { value: "users", label: "adminPanel.tabs.users", needs: ["users"], Panel: UsersTab },
  {
    value: "menu",
    label: "adminMenu.tab",
    needs: ["menu.edit"],
    Panel: () => <MenuPanel providerNote={<TestGatewayNote />} />,
  },
  {
    value: "loyalty",
    label: "adminLoyalty.tab",
    needs: ["redemptions", "promotions", "reports", "export"],
    Panel: LoyaltyPanel,
  },
  { value: "reports", label: "reports.tab", needs: ["reports"], Panel: ReportsPanel },
  { value: "newsletter", label: "adminNewsletter.tab", needs: ["newsletter"], Panel: NewsletterTab },
  { value: "content", label: "adminContent.tab", needs: ["content"], Panel: ContentPanel },
  { value: "inbox", label: "contactInbox.tab", needs: ["contact"], Panel: ContactInbox },
  { value: "settings", label: "adminSettings.tab", needs: ["settings"], Panel: SettingsTab },
  { value: "audit", label: "adminPanel.tabs.audit", needs: ["audit"], Panel: AuditTab },
];

/**
 * /admin (docs/architecture.md#product-rules). Each tab is one row of `tabs`; the open tab lives in the address
 * (?tab=), so a reload or the back button keeps it.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const turnedAway = useTurnedAway();
  const shown = tabs.filter((entry) => entry.needs.some((permission) => userCan(user, permission)));
  const first = shown[0]?.value ?? "orders";
  const tab = params.get("tab") || first;
  const open = (value: string, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === first) next.delete("tab");
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
            {t("adminPanel.title")}
            {userCan(user, "contact") && <NewMessagesBadge />}
          </>
        }
        // Staff work at the counter: the owner's line would list tabs they do not have.
        lead={t(user?.role === "staff" ? "adminPanel.leadStaff" : "adminPanel.lead")}
      />
      <div className="mb-6 flex flex-wrap gap-3">
        {userCan(user, "board") && (
          <Button asChild variant="secondary">
            <Link to="/admin/dashboard">
              <LayoutDashboard className="size-5" aria-hidden="true" />
              {t("adminOrders.dashboard.title")}
            </Link>
          </Button>
        )}
        {userCan(user, "newsletter") && (
          <Button asChild variant="secondary">
            <Link to="/newsletter-analytics">
              <BarChart3 className="size-5" aria-hidden="true" />
              {t("adminPanel.newsletterAnalytics")}
            </Link>
          </Button>
        )}
      </div>
      <Tabs value={tab} onValueChange={(value) => open(value)}>
        <AdminTabList
          label={t("adminPanel.tabsLabel")}
          onUnknownTab={() => {
            // A tab of the panel that this account may not see, rather than a mistyped one: say so.
            if (tabs.some((entry) => entry.value === tab)) turnedAway();
            open(first, true);
          }}
        >
          {shown.map((entry) => (
            <AdminTabTrigger key={entry.value} value={entry.value}>
              {t(entry.label)}
            </AdminTabTrigger>
          ))}
        </AdminTabList>
        {shown.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
