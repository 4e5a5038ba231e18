import { lazy, Suspense } from "react";
import { useUser } from "../../features/auth/public.ts";
import { useNearViewport } from "../../lib/use-near-viewport.ts";

// The form brings the validator and the form library: it loads when the footer comes near, not with the page.
const FooterNewsletter = lazy(() =>
  import("../../features/newsletter/public.ts").then((module) => ({ default: module.FooterNewsletter })),
);

/** The footer's newsletter form, in a box of its height from the start, so nothing moves when it arrives. */
export function FooterNewsletterSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { user } = useUser();
  return (
    <div ref={ref} className="min-h-36">
      {near && (
        <Suspense fallback={null}>
          <FooterNewsletter memberSubscribed={user?.acceptEmailMarketing === true} />
        </Suspense>
      )}
    </div>
  );
}
