import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { useTranslation } from "../i18n/react.tsx";
import { loadSonner, toasterMounted, toasterWanted } from "../lib/toast.ts";
import { useMediaQuery } from "../lib/use-media-query.ts";

/** Above whatever the page keeps at the bottom of the screen (the menu's cart bar sets `--toast-clearance`). */
const ABOVE_BARS = "calc(var(--toast-clearance, 0px) + max(16px, env(safe-area-inset-bottom)))";

// sonner's toaster listens from its own effect, which runs before this wrapper's: once ours runs, toasts shown.
// Its code lost (offline, a deploy) leaves the page without toasts rather than failing it.
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    ({ Toaster: SonnerToaster }) => ({
      default: function MountedToaster(props: ToasterProps) {
        useEffect(toasterMounted, []);
        return <SonnerToaster {...props} />;
      },
    }),
    () => ({ default: () => null }),
  ),
);

/**
 * One toast at a time (docs/api.md), never over the navigation, the cart badge or a page's heading: at the
 * bottom, in the corner on wider screens and across it on phones (sonner's phone layout, up to 600 px), above
 * whatever the page keeps there. Below the header, on a tablet, it sat on the page's heading (the order number
 * of a tracking page). Its code loads with the first interaction or toast (web/src/lib/toast.ts), not with the
 * page.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 600px)");
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={1}
        position={phone ? "bottom-center" : "bottom-right"}
        offset={{ bottom: ABOVE_BARS }}
        mobileOffset={{ bottom: ABOVE_BARS }}
        richColors
        closeButton
        // sonner's own names are English.
        containerAriaLabel={t("common.notifications")}
        toastOptions={{ closeButtonAriaLabel: t("common.closeNotice") }}
      />
    </Suspense>
  );
}
