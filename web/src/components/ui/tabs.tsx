import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const Tabs = TabsPrimitive.Root;

interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Replaces how the tabs are laid out (a grid of equal halves, one line that scrolls). */
  layout?: string;
}

export function TabsList({ layout = "inline-flex flex-wrap", className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List className={cn("gap-1 rounded-xl bg-crema-100 p-1", layout, className)} {...props} />
  );
}

interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** Replaces the tab's minimum height (the admin's take a finger's 44 px). */
  minHeight?: string;
}

export function TabsTrigger({ minHeight = "min-h-10", className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        minHeight,
        "rounded-[10px] px-4 py-2 text-sm font-medium text-coffee-700 transition-colors",
        "data-[state=active]:bg-white data-[state=active]:text-coffee-900 data-[state=active]:shadow-soft",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
