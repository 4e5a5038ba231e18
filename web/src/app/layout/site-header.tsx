import { Loader2, LogIn, LogOut, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { useUser } from "../../features/auth/public.ts";
import { cn } from "../../lib/cn.ts";
import { AccountMenu } from "./account-button.tsx";
import { CartLink } from "./cart-link.tsx";
import { LanguageMenu } from "./language-button.tsx";
import { Logo } from "./logo.tsx";
import { memberItems, type NavItem, recordPage, visibleItems } from "./nav-items.ts";
import { useLogoutAndLeave } from "./use-logout-and-leave.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-[10px] px-3 text-[15px] font-medium no-underline transition-colors",
    isActive ? "bg-crema-100 text-coffee-900" : "text-coffee-700 hover:bg-crema-100 hover:text-coffee-900",
  );

function NavLinks({ items, className }: { items: NavItem[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
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
        aria-label={t("nav.main")}
        className="mx-auto flex max-w-[1200px] items-center gap-2 px-4 py-2 sm:px-6"
      >
        <Logo />
        <NavLinks items={visibleItems(user)} className="ml-4 hidden flex-1 items-center gap-1 md:flex" />
        <div className="ml-auto flex items-center gap-1">
          <CartLink />
          <LanguageMenu />
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
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-[10px] hover:bg-crema-100 md:hidden"
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
      {open && <MobileMenu />}
    </header>
  );
}

function MobileMenu() {
  const { t } = useTranslation();
  const { user } = useUser();
  const logout = useLogoutAndLeave();
  return (
    <div id="mobile-menu" className="border-t border-crema-200 bg-crema-50 px-4 pb-4 md:hidden">
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
          <NavLinks items={[{ to: "/login", page: "login" }]} className="flex flex-col" />
        )}
      </div>
    </div>
  );
}
