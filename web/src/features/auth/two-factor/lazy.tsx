import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { loadFullCatalog } from "../../../i18n/index.ts";

// The dialog and the gate load with the first admin page or the first opening, never with the shop's first page:
// the shell imports this feature's public file, and the dialog brings the request schemas (zod) along. Their
// texts are not in the first load's part of the catalog either: each loads with the part it reads.
const LoadedDialog = lazy(() =>
  Promise.all([import("./two-factor-dialog.tsx"), loadFullCatalog()]).then(([m]) => ({
    default: m.TwoFactorDialog,
  })),
);
const LoadedGate = lazy(() =>
  Promise.all([import("./admin-gate.tsx"), loadFullCatalog("admin")]).then(([m]) => ({
    default: m.TwoFactorGate,
  })),
);

type DialogProps = ComponentProps<typeof LoadedDialog>;

/** The two-factor dialog, loaded when it first opens. */
export function TwoFactorDialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

/** The admin pages' code check, loaded with them. */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LoadedGate>{children}</LoadedGate>
    </Suspense>
  );
}
