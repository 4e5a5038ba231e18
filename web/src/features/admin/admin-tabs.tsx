import type { Tabs as TabsPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * The admin panel's tab strip: one line that scrolls sideways on a phone (Somali labels are long), each label on
 * one line, and the open tab scrolled into view.
 */
export function AdminTabList({
  label,
  children,
  onUnknownTab,
}: {
  label: string;
  children: ReactNode;
  /** Called when the address names a tab this panel does not have (an old or mistyped link). */
  onUnknownTab: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const unknown = useRef(onUnknownTab);
  unknown.current = onUnknownTab;
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    if (!list.querySelector('[role="tab"][data-state="active"]')) unknown.current();
    const reveal = () =>
      list
        .querySelector<HTMLElement>('[role="tab"][data-state="active"]')
        ?.scrollIntoView({ block: "nearest", inline: "nearest" });
    reveal();
    const watcher = new MutationObserver(reveal);
    watcher.observe(list, { subtree: true, attributeFilter: ["data-state"] });
    return () => watcher.disconnect();
  }, []);
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0" data-testid="admin-tabs">
      <TabsList
        ref={ref}
        aria-label={label}
        // One line that scrolls on a phone; from a tablet up the tabs wrap, so none hides past the edge.
        layout="flex flex-nowrap sm:flex-wrap"
        className="w-max min-w-full sm:w-fit sm:min-w-0"
      >
        {children}
      </TabsList>
    </div>
  );
}

export function AdminTabTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsTrigger minHeight="min-h-11" className={cn("shrink-0 whitespace-nowrap", className)} {...props} />
  );
}
