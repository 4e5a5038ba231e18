import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useUser } from "./api/use-user.ts";
import { TwoFactorGate } from "./two-factor/lazy.tsx";

/** Signed-out visitors go to the sign-in route the specification names for the page; admins-only pages check the role. */
export function RequireUser({
  to = "/login",
  admin = false,
  children,
}: {
  to?: string;
  admin?: boolean;
  /** Left out on a layout route: its child routes are guarded. */
  children?: ReactNode;
}) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user || (admin && !user.isAdmin)) {
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  const page = children ?? <Outlet />;
  return admin ? <TwoFactorGate>{page}</TwoFactorGate> : page;
}
