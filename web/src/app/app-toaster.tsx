import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, toasterMounted, toasterWanted } from "../lib/toast.ts";
import { useMediaQuery } from "../lib/use-media-query.ts";

/** The header's height (one 44 px row and its padding) and a little air, so a toast never hides the header. */
const BELOW_HEADER = 72;

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
 * One toast at a time (docs/api.md), never over the navigation or the cart badge: below the
 * header on wider screens, at the bottom on phones (sonner's phone layout, up to 600 px), above whatever the page
 * keeps there (the menu's cart bar sets `--toast-clearance`). Its code loads with the first interaction or toast
 * (web/src/lib/toast.ts), not with the page.
 */
export function AppToaster() {
  const phone = useMediaQuery("(max-width: 600px)");
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={1}
        position={phone ? "bottom-center" : "top-center"}
        offset={{ top: BELOW_HEADER }}
        mobileOffset={{
          bottom: "calc(var(--toast-clearance, 0px) + max(16px, env(safe-area-inset-bottom)))",
        }}
        richColors
        closeButton
      />
    </Suspense>
  );
}
