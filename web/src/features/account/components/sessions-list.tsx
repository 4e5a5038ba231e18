import { useQuery } from "@tanstack/react-query";
import { Monitor } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { toast } from "../../../lib/toast.ts";
import { accountSessionQueries, useEndOtherSessions, useEndSession } from "../api/account-security.ts";

/** The member's signed-in browsers, with a way to end any other one, or all of them. */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useQuery(accountSessionQueries.list());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const failed = (error: Error) => toast.error(t("security.sessions.failed"), { description: error.message });

  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <h2 id="sessions-title" className="text-xl font-semibold">
        {t("security.sessions.title")}
      </h2>
      <p className="text-coffee-700">{t("security.sessions.lead")}</p>
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <LoadError
          message={t("security.sessions.loadFailed")}
          retry={{ run: () => void sessions.refetch(), running: sessions.isFetching }}
        />
      ) : (
        <ul className="space-y-3" data-testid="session-list">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center gap-3 rounded-[10px] border border-crema-200 p-3"
            >
              <Monitor className="size-5 text-coffee-700" aria-hidden="true" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">
                  {session.current ? t("security.sessions.thisBrowser") : t("security.sessions.otherBrowser")}
                </p>
                <p className="text-coffee-700">
                  {t("security.sessions.started", { when: formatDateTime(session.createdAt) })} ·{" "}
                  {t("security.sessions.lastSeen", { when: formatDateTime(session.lastSeenAt) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={endOne.isPending}
                  onClick={() =>
                    endOne.mutate(session.id, {
                      onSuccess: () => toast.success(t("security.sessions.ended")),
                      onError: failed,
                    })
                  }
                >
                  {t("security.sessions.end")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <Button
          variant="secondary"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast.success(t("security.sessions.allEnded")),
              onError: failed,
            })
          }
        >
          {endOthers.isPending && <Spinner />}
          {t("security.sessions.endAll")}
        </Button>
      ) : (
        sessions.isSuccess && <p className="text-sm text-coffee-700">{t("security.sessions.none")}</p>
      )}
    </section>
  );
}
