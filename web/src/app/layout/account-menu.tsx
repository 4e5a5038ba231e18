import type { PublicUser } from "@contract/users.ts";
import { ChevronDown, Loader2, LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLogout } from "../../features/auth/public.ts";
import { memberItems, recordPage } from "./nav-items.ts";

const itemClass =
  "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-coffee-900 no-underline outline-none data-[highlighted]:bg-crema-100";

/** Logging out keeps the button busy, then goes home; a failure is only logged (spec part 1 "Navigation bar"). */
export function useLogoutAndLeave() {
  const navigate = useNavigate();
  const logout = useLogout(() => navigate("/"));
  const run = () => logout.mutate(undefined, { onError: (error) => console.error("logout failed", error) });
  return { run, pending: logout.isPending };
}

export function AccountMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const logout = useLogoutAndLeave();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex min-h-11 items-center gap-2 rounded-[10px] px-3 text-sm font-medium hover:bg-crema-100"
        data-testid="account-menu"
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="max-w-32 truncate">{user.username}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl bg-white p-1 shadow-soft"
        >
          {memberItems.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link to={item.to} className={itemClass} onClick={() => recordPage(item.page)}>
                {t(`nav.${item.page}`)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-crema-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.pending}
            onSelect={(event) => {
              event.preventDefault();
              logout.run();
            }}
          >
            {logout.pending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <LogOut className="size-4" aria-hidden="true" />
            )}
            {logout.pending ? t("nav.loggingOut") : t("nav.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
