import { type ComponentType, lazy, Suspense } from "react";
import { PageSpinner } from "./components/ui/spinner.tsx";

/**
 * A page loaded on first visit, so the home page does not wait for the admin panel or the card form.
 * `name` is the page's named export.
 */
export function page<P extends object>(load: () => Promise<Record<string, unknown>>, name: string) {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
