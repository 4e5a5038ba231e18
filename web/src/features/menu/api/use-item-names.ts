import { localizedName } from "@contract/language.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { useMenu } from "./use-menu.ts";

/**
 * An order line keeps the English name it was sold under; in Somali the menu's Somali name is shown when the
 * item is still on the menu.
 */
export function useItemName() {
  const { i18n } = useTranslation();
  const menu = useMenu();
  const somaliNames = new Map((menu.data ?? []).map((item) => [item.id, item.nameSo]));
  return (menuItemId: number | null, name: string) =>
    localizedName(
      { name, nameSo: (menuItemId !== null && somaliNames.get(menuItemId)) || null },
      i18n.language,
    );
}
