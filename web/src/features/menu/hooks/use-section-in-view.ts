import { useEffect, useState } from "react";

/** The element id of a menu section, for the section bar's links and the observer. */
export const sectionElementId = (id: string) => `menu-section-${id}`;

/**
 * The section the reader is looking at: the first one crossing the band just under the sticky header and
 * section bar. `setActive` lets a jump highlight its target at once, before the scroll gets there.
 */
export function useSectionInView(ids: readonly string[]) {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(" ");

  useEffect(() => {
    const sectionIds = key.split(" ").filter(Boolean);
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = sectionIds.find((id) => crossing.has(sectionElementId(id)));
        if (first) setActive(first);
      },
      // The band: below the header and bar (about 8rem), the upper part of the screen.
      { rootMargin: "-128px 0px -50% 0px" },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(sectionElementId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return { active: active && ids.includes(active) ? active : ids[0], setActive };
}
