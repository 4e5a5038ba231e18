import type { PublicUser } from "@contract/users.ts";
import { ChevronDown, UserRound } from "lucide-react";
import { DeferredMenu } from "../../components/ui/deferred-menu.tsx";

export const accountButtonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-[10px] px-3 text-sm font-medium hover:bg-crema-100";

export function AccountButtonFace({ username }: { username: string }) {
  return (
    <>
      <UserRound className="size-5" aria-hidden="true" />
      <span className="max-w-32 truncate">{username}</span>
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}

/** The signed-in member's menu in the header: its button at once, the menu's code on first use. */
export function AccountMenu({ user }: { user: PublicUser }) {
  return (
    <DeferredMenu
      load={() => import("./account-menu-dropdown.tsx").then((module) => module.default)}
      menuProps={{ user }}
      buttonProps={{ className: accountButtonClass, "data-testid": "account-menu" }}
    >
      <AccountButtonFace username={user.username} />
    </DeferredMenu>
  );
}
