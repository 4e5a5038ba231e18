import type { PublicUser } from "@contract/users.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useUsers } from "./api/use-users.ts";

type RoleFilter = "all" | "admin" | "user";

function matches(user: PublicUser, search: string, role: RoleFilter) {
  if (role === "admin" && !user.isAdmin) return false;
  if (role === "user" && user.isAdmin) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.username, user.fullName, user.email, user.phone].some((v) =>
    v?.toLowerCase().includes(needle),
  );
}

/** The users tab of spec part 1 "Admin dashboard": search by username, name, email or phone; role filter. */
export function UsersTable() {
  const { t } = useTranslation();
  const users = useUsers();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<RoleFilter>("all");

  if (users.isLoading) return <PageSpinner />;
  if (users.error)
    return (
      <div role="alert" className="space-y-3">
        <p>{users.error.message}</p>
        <Button variant="secondary" onClick={() => users.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  const shown = (users.data ?? []).filter((u) => matches(u, search, role));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <SearchInput label={t("admin.users.search")} value={search} onChange={setSearch} />
        <label>
          <span className="sr-only">{t("admin.users.role")}</span>
          <select
            className={inputClass}
            aria-label={t("admin.users.role")}
            value={role}
            onChange={(e) => setRole(e.target.value as RoleFilter)}
          >
            <option value="all">{t("admin.users.roles.all")}</option>
            <option value="admin">{t("admin.users.roles.admin")}</option>
            <option value="user">{t("admin.users.roles.user")}</option>
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl bg-crema-100 p-6 text-center">{t("admin.users.none")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((user) => (
            <li key={user.id} className="rounded-xl bg-white p-4 shadow-soft">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">{user.username}</p>
                  <p className="text-sm text-coffee-700">{user.fullName ?? "—"}</p>
                </div>
                <span className="rounded-full bg-crema-100 px-2 py-0.5 text-xs font-medium">
                  {user.isAdmin ? t("admin.users.roles.admin") : t("admin.users.roles.user")}
                </span>
              </div>
              <p className="mt-2 text-sm break-all">{user.email ?? t("admin.users.noEmail")}</p>
              <p className="text-sm">{user.phone ?? ""}</p>
              <p className="mt-2 text-sm font-medium text-saffron-dark">
                {t("profile.points", { count: user.loyaltyPoints })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
