import { hasPermission, type Permission, worksAtCafe } from "@contract/permissions.ts";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useUser } from "./api/use-user.ts";
import { TwoFactorGate } from "./two-factor/lazy.tsx";

/**
 * Signed-out visitors go to the sign-in route the specification names for the page; the café's pages (`staff`)
 * let in whoever works there, and each screen then asks for the permission it needs. A page that is one
 * permission's alone (`permission`) sends whoever works at the café without it to the order board, as the
 * admin panel's tabs fall back to the ones they may see.
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
  if (permission && !hasPermission(user.role, permission)) return <Navigate to="/admin/dashboard" replace />;
  const page = children ?? <Outlet />;
  return staff ? <TwoFactorGate>{page}</TwoFactorGate> : page;
}
