import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry } from "@contract/audit.ts";
import { useEffect, useState } from "react";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useWideScreen } from "../../../lib/use-media-query.ts";
import { Pager } from "../components/pager.tsx";
import { AUDIT_PER_PAGE, type AuditFilters, useAuditLog } from "./audit-api.ts";
import { AuditTargetName } from "./audit-target.tsx";
import { AuditValues } from "./audit-values.tsx";

const noFilters: AuditFilters = { action: "", actor: "", targetType: "", from: "", to: "" };
const columns = ["when", "actor", "action", "target", "changes"] as const;

/** The audit log: who did what, when, and the values before and after, newest first. */
export function AuditTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const wide = useWideScreen();
  const set = (key: keyof AuditFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  useEffect(() => setPage(1), [filters]);

  const target = (entry: AuditEntry) => <AuditTargetName entry={entry} />;
  // The role the actor acted in: a barista's tap reads differently from the owner's.
  const actor = (entry: AuditEntry) =>
    entry.actorRole
      ? `${entry.actorUsername} (${t(`adminUsers.role.names.${entry.actorRole}`)})`
      : entry.actorUsername;
  const entries = log.data?.entries ?? [];

  return (
    <div className="space-y-4">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">{t("adminAudit.filters")}</legend>
        <Field label={t("adminAudit.action")}>
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={filters.action}
              onChange={(e) => set("action")(e.target.value)}
            >
              <option value="">{t("admin.users.roles.all")}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`adminAudit.actions.${action}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("adminAudit.actor")}>
          {(a11y) => <Input {...a11y} value={filters.actor} onChange={(e) => set("actor")(e.target.value)} />}
        </Field>
        <Field label={t("adminAudit.targetType")}>
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={filters.targetType}
              onChange={(e) => set("targetType")(e.target.value)}
            >
              <option value="">{t("admin.users.roles.all")}</option>
              {AUDIT_TARGETS.map((type) => (
                <option key={type} value={type}>
                  {t(`adminAudit.targets.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("adminAudit.from")}>
          {(a11y) => (
            <Input {...a11y} type="date" value={filters.from} onChange={(e) => set("from")(e.target.value)} />
          )}
        </Field>
        <Field label={t("adminAudit.to")}>
          {(a11y) => (
            <Input {...a11y} type="date" value={filters.to} onChange={(e) => set("to")(e.target.value)} />
          )}
        </Field>
      </fieldset>

      {log.isLoading ? (
        <PageSpinner />
      ) : log.error ? (
        <LoadError
          message={t("adminAudit.loadFailed")}
          hint={log.error.message}
          retry={{ run: () => void log.refetch(), running: log.isFetching }}
        />
      ) : entries.length === 0 ? (
        <p className="rounded-xl bg-crema-100 p-6 text-center">{t("adminAudit.none")}</p>
      ) : wide ? (
        <div className="overflow-x-auto rounded-xl bg-white shadow-soft">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("adminAudit.caption")}</caption>
            <thead className="bg-crema-100">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`adminAudit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-crema-200 align-top" data-testid="audit-entry">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                  <td className="px-3 py-2">{actor(entry)}</td>
                  <td className="px-3 py-2">{t(`adminAudit.actions.${entry.action}`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{target(entry)}</td>
                  <td className="px-3 py-2">
                    <AuditValues before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-xl bg-white p-4 text-sm shadow-soft"
              data-testid="audit-entry"
            >
              <p className="font-semibold">{t(`adminAudit.actions.${entry.action}`)}</p>
              <p className="text-coffee-700">
                {formatDateTime(entry.createdAt)} · {actor(entry)} · {target(entry)}
              </p>
              <div className="mt-2">
                <AuditValues before={entry.before} after={entry.after} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={AUDIT_PER_PAGE} total={log.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
