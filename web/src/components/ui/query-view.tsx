import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { LoadError } from "./load-error.tsx";
import { PageSpinner, Spinner } from "./spinner.tsx";

/** What `QueryView` reads of a TanStack Query result (`useQuery`'s answer has all of it). */
export interface ViewedQuery<Data> {
  data: Data | undefined;
  error: Error | null;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<Data> {
  query: ViewedQuery<Data>;
  /** The catalog's text for this list failing to load; the server's reason follows it. */
  loadFailed: string;
  /** Said when the answer holds nothing to show. */
  empty?: ReactNode;
  /** Whether the answer holds nothing; an empty array unless said. */
  isEmpty?: (data: Data) => boolean;
  /** One section of a card among others: a small spinner and a short note, so the rest of the card still shows. */
  compact?: boolean;
  /** What the answer shows; left out, the view shows only the waiting and the failure. */
  children?: (data: Data) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Nothing to show, said in the list's place. */
export function EmptyNote({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <p className={cn("bg-crema-100 text-center", compact ? "rounded-lg p-4 text-sm" : "rounded-xl p-6")}>
      {children}
    </p>
  );
}

/**
 * A query's answer, or while there is none its loading, its failure (the catalog's text, the server's reason
 * and Try again) or that it holds nothing: the same three states for every admin list
 * (docs/architecture.md "Admin lists").
 */
export function QueryView<Data>({
  query,
  loadFailed,
  empty,
  isEmpty = emptyList,
  compact = false,
  children,
}: QueryViewProps<Data>) {
  if (query.isLoading)
    return compact ? (
      <div className="flex justify-center py-6 text-coffee-700">
        <Spinner />
      </div>
    ) : (
      <PageSpinner />
    );
  if (query.error)
    return (
      <LoadError
        compact={compact}
        message={loadFailed}
        hint={query.error.message}
        retry={{ run: () => void query.refetch(), running: query.isFetching }}
      />
    );
  if (query.data === undefined) return null;
  if (empty && isEmpty(query.data)) return <EmptyNote compact={compact}>{empty}</EmptyNote>;
  return children?.(query.data) ?? null;
}
