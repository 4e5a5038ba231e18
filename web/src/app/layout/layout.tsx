import type { ReactNode } from "react";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useUser } from "../../features/auth/public.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useFirstContentShown } from "../../lib/first-content.ts";
import { useSiteChromeHidden } from "../../lib/site-chrome.ts";
import { LiveUpdates } from "./live-updates.tsx";
import { useFocusPageHeading } from "./page-focus.ts";
import { type RouteHandle, usePageTitle } from "./page-title.ts";
import { useScrollRestoration } from "./scroll-restoration.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useTextAreaClearOfBars } from "./text-area-focus.ts";

/**
 * Header, page and footer around every route; a spinner while the user is loading
 * (docs/architecture.md#product-rules), except on the pages that look the same for everyone at first (the home
 * page and the menu render at once).
 */
export function Layout({
  handles,
  children,
}: {
  /** The matched routes' handles, outermost first. */
  handles: readonly (RouteHandle | undefined)[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { isLoading } = useUser();
  const rendersBeforeUser = handles.some((handle) => handle?.rendersBeforeUser);
  const footerShown = useFirstContentShown();
  const bare = useSiteChromeHidden();
  usePageTitle(handles);
  useFocusPageHeading("main");
  // A new page opens at its top; Back and Forward return to where the reader was.
  useScrollRestoration();
  useTextAreaClearOfBars();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        {t("nav.skipToContent")}
      </a>
      <LiveUpdates />
      {!bare && <SiteHeader />}
      <main id="main" className="flex-1">
        {isLoading && !rendersBeforeUser ? <PageSpinner /> : children}
      </main>
      {/* Not under a first page's spinner: its content arriving would push the footer out of sight. */}
      {footerShown && !bare && <SiteFooter />}
    </div>
  );
}
