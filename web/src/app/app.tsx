import { Suspense } from "react";
import { useLocation, useRoutes } from "react-router";
import { PageSpinner } from "../components/ui/spinner.tsx";
import { PageHydrated } from "../lib/first-content.ts";
import { Layout } from "./layout/layout.tsx";
import type { RouteHandle } from "./layout/page-title.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { matchPage } from "./routes.tsx";

/**
 * The shop: header, page and footer. Declarative routes (docs/architecture.md#budgets): the data router's code
 * weighs on every first load, and no page uses loaders or actions. A navigation is a transition, so the page on
 * screen stays until the next page's code is in; on the first load a spinner holds the page's place meanwhile.
 */
export function App() {
  const location = useLocation();
  const { matches, branch } = matchPage(location.pathname);
  // useRoutes matches again: given the matched route's branch only, it ranks that branch rather than the table.
  const page = useRoutes(branch, location);
  const handles = matches.map((match) => match.route.handle as RouteHandle);
  return (
    // The shell itself failing: the error page alone, without header and footer.
    <RouteErrorBoundary>
      <Layout handles={handles}>
        {/* A page failing (or its code lost to a deploy): the error page inside the header and footer. */}
        <RouteErrorBoundary locationKey={location.key}>
          <Suspense fallback={<PageSpinner />}>
            {page}
            <PageHydrated />
          </Suspense>
        </RouteErrorBoundary>
      </Layout>
    </RouteErrorBoundary>
  );
}
