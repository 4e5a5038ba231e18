import type { ExternalToast } from "sonner";

/**
 * The app's toasts (sonner's `toast`, the part of it the app uses), without sonner in the first load
 * (docs/architecture.md#budgets): its code comes with the first interaction or the first toast, whichever is
 * sooner, and a toast asked for before the toaster is on the page waits for it, so none is lost.
 * web/src/app/app-toaster.tsx mounts it.
 */
type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];
type Kind = "success" | "error" | "info" | "warning";

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let module: Promise<Sonner> | undefined;

/** sonner's code, fetched once. */
export function loadSonner(): Promise<Sonner> {
  module ??= import("sonner").catch((error: unknown) => {
    module = undefined;
    throw error;
  });
  return module;
}

/** Asks the toaster onto the page (once): from the first toast, or earlier from the first interaction. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether the toaster has been asked for. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/** The mounted toaster calls this once it listens, so waiting toasts are shown. */
export function toasterMounted(): void {
  markMounted();
}

// Toasts answer what the reader did: the first press or key brings the toaster, so its live region is on the
// page before a toast is, and screen readers announce it.
if (typeof window !== "undefined") {
  for (const type of ["pointerdown", "keydown", "touchstart"] as const) {
    window.addEventListener(type, wantToaster, { capture: true, once: true, passive: true });
  }
}

function whenReady(run: (sonner: Sonner) => void): void {
  wantToaster();
  void Promise.all([loadSonner(), mounted]).then(([sonner]) => run(sonner));
}

const ofKind =
  (kind: Kind) =>
  (message: Message, options?: ExternalToast): void =>
    whenReady(({ toast }) => toast[kind](message, options));

export const toast = Object.assign(
  (message: Message, options?: ExternalToast): void => whenReady(({ toast }) => toast(message, options)),
  {
    success: ofKind("success"),
    error: ofKind("error"),
    info: ofKind("info"),
    warning: ofKind("warning"),
    dismiss: (id?: string | number): void => whenReady(({ toast }) => toast.dismiss(id)),
  },
);
