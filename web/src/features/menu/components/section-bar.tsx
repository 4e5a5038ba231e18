import type { MenuSectionId } from "@contract/menu-categories.ts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";
import { scrollBehavior } from "../../../lib/use-media-query.ts";
import { sectionElementId, useSectionInView } from "../hooks/use-section-in-view.ts";

/**
 * The menu's sections as a bar that stays under the header: a link jumps to its section (and moves focus to
 * its heading, for keyboard and screen-reader users), and the section in view is marked as current.
 */
export function SectionBar({ sections }: { sections: readonly MenuSectionId[] }) {
  const { t } = useTranslation();
  const { active, setActive } = useSectionInView(sections);
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the current link in sight on a narrow bar that scrolls sideways.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>("[aria-current='true']");
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - 16) });
  }, [active]);

  // Sits right under the site's sticky header, whose height changes with the screen and the language.
  const [headerHeight, setHeaderHeight] = useState(61);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>("body header");
    if (!header) return;
    const observer = new ResizeObserver(() => setHeaderHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  const jump = (id: MenuSectionId) => {
    const section = document.getElementById(sectionElementId(id));
    if (!section) return;
    section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
    setActive(id);
  };

  return (
    <nav
      // The page keeps room for it when scrolling something into view (index.css).
      data-sticky="section-bar"
      aria-label={t("menuPage.sections.nav")}
      style={{ top: headerHeight }}
      className="sticky z-20 -mx-4 border-b border-crema-200 bg-crema-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6"
    >
      {/* No scroll bar on it, so while more sections lie past its right edge the bar fades there (index.css). */}
      <ul ref={listRef} className="scroll-fade-x flex gap-2 overflow-x-auto p-1 [scrollbar-width:none]">
        {sections.map((id) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${sectionElementId(id)}`}
              aria-current={active === id ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                jump(id);
              }}
              className={cn(
                "inline-flex min-h-11 items-center rounded-[22px] border px-4 text-sm font-semibold whitespace-nowrap no-underline",
                active === id
                  ? "border-coffee-900 bg-coffee-900 text-crema-50"
                  : "border-crema-200 bg-white text-coffee-900 hover:bg-crema-100",
              )}
            >
              {t(`menuPage.sections.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
