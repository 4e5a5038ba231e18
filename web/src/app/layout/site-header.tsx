import { Loader2, LogIn, LogOut, Menu, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LanguageMenu } from "../../features/account/public.ts";
import { useUser } from "../../features/auth/public.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { cn } from "../../lib/cn.ts";
import { AccountMenu } from "./account-button.tsx";
import { CartLink } from "./cart-link.tsx";
import { Logo } from "./logo.tsx";
import { memberItems, type NavItem, recordPage, visibleItems } from "./nav-items.ts";
import { useLinksFit } from "./use-links-fit.ts";
import { useLogoutAndLeave } from "./use-logout-and-leave.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-[10px] px-3 text-[15px] font-medium whitespace-nowrap no-underline transition-colors",
    isActive ? "bg-crema-100 text-coffee-900" : "text-coffee-700 hover:bg-crema-100 hover:text-coffee-900",
  );

function NavLinks({
  items,
  className,
  listRef,
}: {
  items: NavItem[];
  className?: string;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <ul ref={listRef} className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === "/"}
            className={linkClass}
            onClick={() => recordPage(item.page)}
          >
            {t(`nav.${item.page}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const bar = useRef<HTMLElement>(null);
  const links = useRef<HTMLUListElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  // Where the links do not fit (Somali on a small laptop), the header is the phone's: the menu button.
  const linksFit = useLinksFit(bar, links, buttons);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    // Sticks to the top: the page keeps what has the focus clear of it (index.css, text-area-focus.ts).
    <header
      data-sticky="header"
      className="sticky top-0 z-30 border-b border-crema-200 bg-crema-50/95 backdrop-blur"
    >
      <nav
        ref={bar}
        aria-label={t("nav.main")}
        className="relative mx-auto flex max-w-[1200px] items-center gap-2 px-4 py-2 sm:px-6"
      >
        <Logo />
        <NavLinks
          items={visibleItems(user)}
          listRef={links}
          className={cn(
            // Without a script nothing measures the links (useLinksFit), so where they are too long for the bar
            // (Somali on a tablet) they wrap onto a second row instead of pushing the bar past the screen's edge.
            "hidden items-center gap-1 md:flex noscript:flex-wrap",
            linksFit ? "ml-4 flex-1" : "pointer-events-none invisible absolute",
          )}
        />
        <div ref={buttons} className="ml-auto flex items-center gap-1">
          <CartLink />
          <LanguageMenu />
          {/* Kept in the bar when the links are behind the menu button: the bar's width stays what was measured. */}
          <div className="hidden md:block">
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <Link
                to="/login"
                onClick={() => recordPage("login")}
                className="inline-flex min-h-11 items-center gap-2 rounded-[10px] bg-coffee-900 px-4 text-sm font-medium text-crema-50 no-underline hover:bg-coffee-700"
              >
                <LogIn className="size-4" aria-hidden="true" />
                {t("nav.login")}
              </Link>
            )}
          </div>
          <button
            type="button"
            className={cn(
              "inline-flex min-h-11 min-w-11 items-center justify-center rounded-[10px] hover:bg-crema-100",
              linksFit && "md:hidden",
            )}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      {open && <MobileMenu className={cn(linksFit && "md:hidden")} />}
    </header>
  );
}

function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const logout = useLogoutAndLeave();
  return (
    <div id="mobile-menu" className={cn("border-t border-crema-200 bg-crema-50 px-4 pb-4", className)}>
      <NavLinks items={visibleItems(user)} className="flex flex-col gap-1 py-2" />
      <div className="border-t border-crema-200 pt-2">
        {user ? (
          <>
            <p className="px-3 py-2 text-sm text-coffee-700">
              {t("nav.signedInAs", { username: user.username })}
            </p>
            <NavLinks items={memberItems} className="flex flex-col gap-1" />
            <button
              type="button"
              disabled={logout.pending}
              onClick={logout.run}
              className="mt-1 flex min-h-11 w-full items-center gap-2 rounded-[10px] px-3 text-left font-medium hover:bg-crema-100 disabled:opacity-60"
            >
              {logout.pending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <LogOut className="size-4" aria-hidden="true" />
              )}
              {logout.pending ? t("nav.loggingOut") : t("nav.logout")}
            </button>
          </>
        ) : (
          // A guest's order is found by its number and email: the link in its mail may be lost.
          <NavLinks
            items={[
              { to: "/login", page: "login" },
              { to: "/track", page: "findOrder" },
            ]}
            className="flex flex-col gap-1"
          />
        )}
      </div>
    </div>
  );
}
