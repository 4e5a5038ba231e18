import { type Permission, userCan } from "@contract/permissions.ts";
import { useUser } from "./use-user.ts";

/** Whether the signed-in user may do this: screens ask for a permission, never a role. */
export function useCan(permission: Permission): boolean {
  return userCan(useUser().user, permission);
}
