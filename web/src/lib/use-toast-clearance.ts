import { type RefObject, useLayoutEffect } from "react";

/**
 * While `shown`, toasts rise above the element (a bar kept at the bottom of the screen), so they never cover
 * it; see web/src/app/app-toaster.tsx.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--toast-clearance", `${element.offsetHeight + 8}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-clearance");
    };
  }, [ref, shown]);
}
