import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `margin` of the screen, and from then on: for parts below the fold whose
 * code need not be in the first load (the footer's sign-up form, say).
 */
export function useNearViewport<T extends Element>(margin = "400px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
