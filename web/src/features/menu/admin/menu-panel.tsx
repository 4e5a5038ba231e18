import type { MenuItem } from "@contract/menu.ts";
import { menuCategories } from "@contract/menu-categories.ts";
import { searchMenu } from "@contract/menu-search.ts";
import { Plus, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/field.tsx";
import { QueryView } from "../../../components/ui/query-view.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useMenu } from "../api/use-menu.ts";
import { DeleteItemDialog } from "./delete-item-dialog.tsx";
import { MenuItemDialog } from "./menu-item-dialog.tsx";
import { MenuItemsList } from "./menu-items-list.tsx";
import { MenuSummary } from "./menu-summary.tsx";

type Editing = { mode: "closed" } | { mode: "add" } | { mode: "edit"; item: MenuItem };

/**
 * The menu tab of the product rules (docs/architecture.md#product-rules): filter, summary, table, add, edit,
 * delete and sync. `providerNote` goes under the summary: what the payment provider's side has to say of it.
 */
export function MenuPanel({ providerNote }: { providerNote?: ReactNode }) {
  const { t } = useTranslation();
  const menu = useMenu();
  const [category, setCategory] = useState("all");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  if (menu.error || !menu.data) return <QueryView query={menu} loadFailed={t("adminMenu.loadFailed")} />;
  const items = menu.data;
  // Found as the customers' menu finds a dish: by its names in both languages and its description, a typo
  // forgiven (contract/menu-search.ts).
  const shown = searchMenu(
    category === "all" ? items : items.filter((item) => item.category === category),
    search,
  );

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <MenuSummary items={items} />
        {providerNote}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-1 flex-wrap items-end gap-3">
          <label className="block min-w-48 space-y-1.5">
            <span className="block text-sm font-medium">{t("adminMenu.filter")}</span>
            <select
              className={inputClass}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="all">{t("adminMenu.allCategories")}</option>
              {menuCategories.map((id) => (
                <option key={id} value={id}>
                  {t(`categories.${id}`)}
                </option>
              ))}
            </select>
          </label>
          <SearchInput label={t("adminMenu.search")} value={search} onChange={setSearch} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link to="/admin/stripe-sync">
              <RefreshCw className="size-5" aria-hidden="true" />
              {t("payments.sync.button")}
            </Link>
          </Button>
          <Button onClick={() => setEditing({ mode: "add" })}>
            <Plus className="size-5" aria-hidden="true" />
            {t("adminMenu.addTitle")}
          </Button>
        </div>
      </div>
      <MenuItemsList
        items={shown}
        searched={search.trim() !== ""}
        onEdit={(item) => setEditing({ mode: "edit", item })}
        onDelete={setDeleting}
      />
      <MenuItemDialog
        key={editing.mode === "edit" ? editing.item.id : editing.mode}
        item={editing.mode === "edit" ? editing.item : undefined}
        open={editing.mode !== "closed"}
        onOpenChange={(open) => !open && setEditing({ mode: "closed" })}
      />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
