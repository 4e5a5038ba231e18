import { useNavigate } from "react-router";
import { useLogout } from "../../features/auth/public.ts";

/**
 * Logging out keeps the button busy, then goes home; a failure is only logged
 * (docs/architecture.md#product-rules).
 */
export function useLogoutAndLeave() {
  const navigate = useNavigate();
  const logout = useLogout(() => navigate("/"));
  const run = () => logout.mutate(undefined, { onError: (error) => console.error("logout failed", error) });
  return { run, pending: logout.isPending };
}
