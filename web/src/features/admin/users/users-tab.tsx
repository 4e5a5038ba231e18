import { type UserRoleFilter, userRoleFilters } from "@contract/admin-users.ts";
import type { PublicUser } from "@contract/users.ts";
import { useEffect, useState } from "react";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useWideScreen } from "../../../lib/use-media-query.ts";
import { useUser } from "../../auth/public.ts";
import { Pager } from "../components/pager.tsx";
import { AddUserDialog } from "./add-user-dialog.tsx";
import { EditUserDialog } from "./edit-user-dialog.tsx";
import { EmailUserDialog } from "./email-user-dialog.tsx";
import { PointsDialog } from "./points-dialog.tsx";
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

const columns = ["username", "fullName", "contact", "points", "role", "actions"] as const;

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
  const wide = useWideScreen();

  useEffect(() => setPage(1), [term, role]);

  const actions = (user: PublicUser) => (
    <div className="flex flex-wrap gap-2">
      <EditUserDialog user={user} isSelf={user.id === me.user?.id} />
      <EmailUserDialog user={user} />
      <PointsDialog user={user} />
    </div>
  );
  const roleLabel = (user: PublicUser) => t(`adminUsers.role.names.${user.role}`);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput label={t("admin.users.search")} value={search} onChange={setSearch} />
        <select
          className={`${inputClass} w-auto`}
          aria-label={t("admin.users.role")}
          value={role}
          onChange={(e) => setRole(e.target.value as UserRoleFilter)}
        >
          {userRoleFilters.map((r) => (
            <option key={r} value={r}>
              {t(`admin.users.roles.${r}`)}
            </option>
          ))}
        </select>
        <AddUserDialog />
      </div>

      {users.isLoading ? (
        <PageSpinner />
      ) : users.error ? (
        <LoadError
          message={t("adminUsers.loadFailed")}
          hint={users.error.message}
          retry={{ run: () => void users.refetch(), running: users.isFetching }}
        />
      ) : (users.data?.users ?? []).length === 0 ? (
        <p className="rounded-xl bg-crema-100 p-6 text-center">{t("admin.users.none")}</p>
      ) : (
        <>
          <p className="text-sm text-coffee-700" aria-live="polite">
            {t("adminUsers.count", { count: users.data?.total ?? 0 })}
          </p>
          {wide ? (
            <div className="overflow-x-auto rounded-xl bg-white shadow-soft">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("adminUsers.caption")}</caption>
                <thead className="bg-crema-100">
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold">
                        {t(`adminUsers.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(users.data?.users ?? []).map((user) => (
                    <tr key={user.id} className="border-t border-crema-200 align-top" data-testid="user-row">
                      <td className="px-3 py-2 font-semibold">{user.username}</td>
                      <td className="px-3 py-2">{user.fullName ?? "—"}</td>
                      <td className="px-3 py-2">
                        {user.email ? <EmailText email={user.email} /> : t("admin.users.noEmail")}
                        {user.phone && <span className="block">{user.phone}</span>}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{user.loyaltyPoints}</td>
                      <td className="px-3 py-2">{roleLabel(user)}</td>
                      <td className="px-3 py-2">{actions(user)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="grid gap-3">
              {(users.data?.users ?? []).map((user) => (
                <li key={user.id} className="rounded-xl bg-white p-4 shadow-soft" data-testid="user-card">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{user.username}</p>
                      <p className="text-sm text-coffee-700">{user.fullName ?? "—"}</p>
                    </div>
                    <span className="rounded-full bg-crema-100 px-2 py-0.5 text-xs font-medium">
                      {roleLabel(user)}
                    </span>
                  </div>
                  <p className="mt-2 text-sm">
                    {user.email ? <EmailText email={user.email} /> : t("admin.users.noEmail")}
                  </p>
                  {user.phone && <p className="text-sm">{user.phone}</p>}
                  <p className="mt-2 text-sm font-medium text-saffron-dark">
                    {t("profile.points", { count: user.loyaltyPoints })}
                  </p>
                  <div className="mt-3">{actions(user)}</div>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pageSize={USERS_PER_PAGE} total={users.data?.total ?? 0} onPage={setPage} />
        </>
      )}
    </div>
  );
}
