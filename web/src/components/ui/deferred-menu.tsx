import { type ComponentType, type ReactNode, useState } from "react";

/** What a header menu renders once its code is in: its own Radix trigger and menu, open at once if asked. */
export interface MenuProps {
  defaultOpen: boolean;
}

/**
 * A header menu whose button shows at once and whose menu code (Radix, floating-ui) loads on first use: hovering
 * or focusing the button fetches it, pressing it opens the menu as soon as it is in. The button looks and reads
 * the same before and after, so nothing moves. Keeps the menus out of every page's first load
 * (docs/architecture.md#budgets).
 */
export function DeferredMenu<P extends object>({
  load,
  menuProps,
  buttonProps,
  children,
}: {
  load: () => Promise<ComponentType<MenuProps & P>>;
  /** Handed to the menu once it is in. */
  menuProps: P;
  buttonProps: { className: string; "aria-label"?: string; "data-testid"?: string };
  /** The button's content, the same as the loaded menu's trigger. */
  children: ReactNode;
}) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps & P> | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  if (Menu) return <Menu {...menuProps} defaultOpen={openWhenLoaded} />;

  // Fetching only warms the module cache: swapping the button under the pointer or the focus would lose them.
  const prefetch = () => {
    void load().catch(() => {});
  };
  const open = () => {
    setOpenWhenLoaded(true);
    void load().then((loaded) => setMenu(() => loaded));
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...buttonProps}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          open();
        }
      }}
    >
      {children}
    </button>
  );
}
