import type { DietaryId } from "@contract/menu-categories.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../lib/cn.ts";

/** An item's dietary tags as small labels; `display` replaces their "flex" (hidden on a phone's card, say). */
export function DietaryTags({ tags, display = "flex" }: { tags: readonly DietaryId[]; display?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("menuPage.item.dietaryTags")} className={cn("flex-wrap gap-1.5", display)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-xl border border-crema-200 bg-crema-50 px-2.5 py-0.5 text-sm text-coffee-700"
        >
          {t(`dietary.${tag}`)}
        </li>
      ))}
    </ul>
  );
}
