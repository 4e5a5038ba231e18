import { hasPermission, type Permission, worksAtCafe } from "@contract/permissions.ts";
import { type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { toast } from "../../lib/toast.ts";
import { useUser } from "./api/use-user.ts";
import { TwoFactorGate } from "./two-factor/lazy.tsx";

/**
 * Signed-out visitors go to the sign-in route the specification names for the page; the café's pages (`staff`)
 * let in whoever works there, and each screen then asks for the permission it needs. A page that is one
 * permission's alone (`permission`) sends whoever works at the café without it to the order board, saying why
 * (`useTurnedAway`), as the admin panel's tabs fall back to the ones they may see.
 */
export function RequireUser({
  to = "/login",
  staff = false,
  permission,
  children,
}: {
  to?: string;
  staff?: boolean;
  permission?: Permission;
  /** Left out on a layout route: its child routes are guarded. */
  children?: ReactNode;
}) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user || (staff && !worksAtCafe(user.role))) {
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  if (permission && !hasPermission(user.role, permission)) return <TurnedAway to="/admin/dashboard" />;
  const page = children ?? <Outlet />;
  return staff ? <TwoFactorGate>{page}</TwoFactorGate> : page;
}

/**
 * Says that the account may not open what was asked for (an old link, a bookmark of the owner's), so a barista
 * sent elsewhere does not think the link broken. One toast however often React runs the effect.
 */
export function useTurnedAway(): () => void {
  const { t } = useTranslation();
  return () => toast.warning(t("routeError.notAllowed"), { id: "not-allowed" });
}

function TurnedAway({ to }: { to: string }) {
  const turnedAway = useTurnedAway();
  // Once, as the page is left for the board.
  useEffect(() => turnedAway(), []);
  return <Navigate to={to} replace />;
}
