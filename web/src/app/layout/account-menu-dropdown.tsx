import type { PublicUser } from "@contract/users.ts";
import { Loader2, LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import type { MenuProps } from "../../components/ui/deferred-menu.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { AccountButtonFace, accountButtonClass } from "./account-button.tsx";
import { memberItems, recordPage } from "./nav-items.ts";
import { useLogoutAndLeave } from "./use-logout-and-leave.ts";

const itemClass =
  "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-coffee-900 no-underline outline-none data-[highlighted]:bg-crema-100";

/** The member's menu itself (docs/architecture.md#product-rules), loaded on first use by AccountMenu. */
export default function AccountMenuDropdown({ user, defaultOpen }: MenuProps & { user: PublicUser }) {
  const { t } = useTranslation();
  const logout = useLogoutAndLeave();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={accountButtonClass} data-testid="account-menu">
        <AccountButtonFace username={user.username} />
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
