import { localizedName } from "@contract/language.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { CartItem } from "../cart/public.ts";
import { useMenu } from "../menu/public.ts";

/** A cart line's name in the reader's language, from the menu; the name stored with the line until it loads. */
export function useItemNames(): (item: CartItem) => string {
  const { i18n } = useTranslation();
  const menu = useMenu();
  const names = new Map((menu.data ?? []).map((item) => [item.id, localizedName(item, i18n.language)]));
  return (item) => names.get(item.id) ?? item.name;
}
