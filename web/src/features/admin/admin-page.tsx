import { useTranslation } from "react-i18next";
import { Page, PageHeader } from "../../components/ui/page.tsx";
import { UsersTable } from "./users-table.tsx";

export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t("admin.title")} lead={t("admin.lead")} />
      <h2 className="mb-4 text-2xl font-semibold">{t("admin.users.title")}</h2>
      <UsersTable />
    </Page>
  );
}
