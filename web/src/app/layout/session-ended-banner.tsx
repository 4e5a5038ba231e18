import { useQueryClient } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { userQueries } from "../../features/auth/public.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useSessionEnded } from "../../lib/socket/use-socket.ts";

/**
 * Said loudly when the server ends the session behind an open board (signed out elsewhere, or the shift's
 * lifetime is over): the board would otherwise sit there showing no new orders.
 */
export function SessionEndedBanner() {
  const { t } = useTranslation();
  const ended = useSessionEnded();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  if (!ended) return null;
  const signInAgain = () => {
    queryClient.setQueryData(userQueries.current().queryKey, null);
    navigate("/login", { state: { from: location.pathname + location.search } });
  };
  return (
    <div
      role="alert"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-red-700 px-4 py-3 text-lg font-semibold text-white"
    >
      <span>{t("common.sessionEnded")}</span>
      <Button variant="secondary" onClick={signInAgain}>
        <LogIn className="size-5" aria-hidden="true" />
        {t("common.signInAgain")}
      </Button>
    </div>
  );
}
