import { type RefObject, useCallback, useEffect, useState } from "react";

/** Full-screen mode of one element through the Fullscreen API; `supported` is false where the browser lacks it. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement === target.current && target.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [target]);

  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    else await target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);

  return { active, toggle, supported: typeof document !== "undefined" && document.fullscreenEnabled };
}
