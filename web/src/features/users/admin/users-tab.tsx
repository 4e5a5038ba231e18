import { type UserRoleFilter, userRoleFilters } from "@contract/admin-users.ts";
import type { PublicUser } from "@contract/users.ts";
import { useEffect, useState } from "react";
import { Pager } from "../../../components/admin/pager.tsx";
import { type Column, DataTable } from "../../../components/ui/data-table.tsx";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useUser } from "../../auth/public.ts";
import { AddUserDialog } from "./add-user-dialog.tsx";
import { EditUserDialog } from "./edit-user-dialog.tsx";
import { EmailUserDialog } from "./email-user-dialog.tsx";
import { PointsDialog } from "./points-dialog.tsx";
import { SetPasswordDialog } from "./set-password-dialog.tsx";
import { USERS_PER_PAGE, useUsersPage } from "./users-api.ts";

/** Waits until typing pauses, so the server is asked once per search, not once per key. */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The users tab of the product rules (docs/architecture.md#product-rules): server-side search, role filter and
 * pages; cards on a phone.
 */
export function UsersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<UserRoleFilter>("all");
  const [page, setPage] = useState(1);
  const term = useDebounced(search);
  const users = useUsersPage(term, role, page);
  const me = useUser();

  useEffect(() => setPage(1), [term, role]);

  const columns: Column<PublicUser>[] = [
    {
      key: "username",
      header: t("adminUsers.columns.username"),
      cell: (user) => user.username,
      rowHeader: true,
    },
    { key: "fullName", header: t("adminUsers.columns.fullName"), cell: (user) => user.fullName ?? "—" },
    {
      key: "contact",
      header: t("adminUsers.columns.contact"),
      cell: (user) => (
        <>
          {user.email ? <EmailText email={user.email} /> : t("adminUsers.noEmail")}
          {user.phone && <span className="block">{user.phone}</span>}
        </>
      ),
    },
    {
      key: "points",
      header: t("adminUsers.columns.points"),
      cell: (user) => user.loyaltyPoints,
      numeric: true,
    },
    {
      key: "role",
      header: t("adminUsers.columns.role"),
      cell: (user) => t(`adminUsers.role.names.${user.role}`),
    },
    {
      key: "actions",
      header: t("adminUsers.columns.actions"),
      onPhone: "bare",
      cell: (user) => (
        <div className="flex flex-wrap gap-2">
          <EditUserDialog user={user} isSelf={user.id === me.user?.id} />
          <EmailUserDialog user={user} />
          <PointsDialog user={user} />
          <SetPasswordDialog user={user} />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput label={t("adminUsers.search")} value={search} onChange={setSearch} />
        <select
          className={`${inputClass} w-auto`}
          aria-label={t("adminUsers.role.label")}
          value={role}
          onChange={(e) => setRole(e.target.value as UserRoleFilter)}
        >
          {userRoleFilters.map((r) => (
            <option key={r} value={r}>
              {r === "all" ? t("adminPanel.all") : t(`adminUsers.roleFilter.${r}`)}
            </option>
          ))}
        </select>
        <AddUserDialog />
      </div>

      <QueryView
        query={users}
        loadFailed={t("adminUsers.loadFailed")}
        empty={t("adminUsers.none")}
        isEmpty={(data) => data.users.length === 0}
      >
        {(data) => (
          <>
            <p className="text-sm text-coffee-700" aria-live="polite">
              {t("adminUsers.count", { count: data.total })}
            </p>
            <DataTable
              caption={t("adminUsers.caption")}
              columns={columns}
              rows={data.users}
              rowTestId="user-row"
              cardTestId="user-card"
            />
            <Pager page={page} pageSize={USERS_PER_PAGE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
