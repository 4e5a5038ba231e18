import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry } from "@contract/audit.ts";
import { useEffect, useState } from "react";
import { Pager } from "../../../components/admin/pager.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { Field, Input, inputClass } from "../../../components/ui/field.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { AUDIT_PER_PAGE, type AuditFilters, useAuditLog } from "./audit-api.ts";
import { AuditTargetName } from "./audit-target.tsx";
import { AuditValues } from "./audit-values.tsx";

const noFilters: AuditFilters = { action: "", actor: "", targetType: "", from: "", to: "" };

/** The audit log: who did what, when, and the values before and after, newest first. */
export function AuditTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const set = (key: keyof AuditFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  useEffect(() => setPage(1), [filters]);

  // The role the actor acted in: a barista's tap reads differently from the owner's.
  const actor = (entry: AuditEntry) =>
    entry.actorRole
      ? `${entry.actorUsername} (${t(`adminUsers.role.names.${entry.actorRole}`)})`
      : entry.actorUsername;
  const columns: Column<AuditEntry>[] = [
    {
      key: "when",
      header: t("adminAudit.columns.when"),
      cell: (entry) => formatDateTime(entry.createdAt),
      nowrap: true,
    },
    { key: "actor", header: t("adminAudit.columns.actor"), cell: actor },
    {
      key: "action",
      header: t("adminAudit.columns.action"),
      cell: (entry) => t(`adminAudit.actions.${entry.action}`),
      rowHeader: true,
    },
    {
      key: "target",
      header: t("adminAudit.columns.target"),
      cell: (entry) => <AuditTargetName entry={entry} />,
      nowrap: true,
    },
    {
      key: "changes",
      header: t("adminAudit.columns.changes"),
      cell: (entry) => <AuditValues before={entry.before} after={entry.after} />,
    },
  ];

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
              <option value="">{t("adminPanel.all")}</option>
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
              <option value="">{t("adminPanel.all")}</option>
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

      <QueryView
        query={log}
        loadFailed={t("adminAudit.loadFailed")}
        empty={t("adminAudit.none")}
        isEmpty={(data) => data.entries.length === 0}
      >
        {(data) => (
          <DataTable
            caption={t("adminAudit.caption")}
            columns={columns}
            rows={data.entries}
            rowTestId="audit-entry"
          />
        )}
      </QueryView>
      <Pager page={page} pageSize={AUDIT_PER_PAGE} total={log.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
