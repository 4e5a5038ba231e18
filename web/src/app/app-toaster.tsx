import { Toaster } from "sonner";
import { useMediaQuery } from "../lib/use-media-query.ts";

/** The header's height (one 44 px row and its padding) and a little air, so a toast never hides the header. */
const BELOW_HEADER = 72;

/**
 * One toast at a time (spec part 2 "Shared conventions"), never over the navigation or the cart badge: below the
 * header on wider screens, at the bottom on phones (sonner's phone layout, up to 600 px), above whatever the page
 * keeps there (the menu's cart bar sets `--toast-clearance`).
 */
export function AppToaster() {
  const phone = useMediaQuery("(max-width: 600px)");
  return (
    <Toaster
      visibleToasts={1}
      position={phone ? "bottom-center" : "top-center"}
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ bottom: "calc(var(--toast-clearance, 0px) + max(16px, env(safe-area-inset-bottom)))" }}
      richColors
      closeButton
    />
  );
}
