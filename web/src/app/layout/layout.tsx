import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useUser } from "../../features/auth/public.ts";
import { LiveUpdates } from "./live-updates.tsx";
import { usePageTitle } from "./page-title.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Header, page and footer around every route; a spinner while the user is loading (spec part 1 section 2). */
export function Layout() {
  const { t } = useTranslation();
  const { isLoading } = useUser();
  usePageTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        {t("nav.skipToContent")}
      </a>
      <LiveUpdates />
      <SiteHeader />
      <main id="main" className="flex-1">
        {isLoading ? <PageSpinner /> : <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
