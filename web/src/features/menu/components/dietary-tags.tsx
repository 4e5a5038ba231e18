import type { DietaryId } from "@contract/menu-categories.ts";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn.ts";

/** An item's dietary tags as small labels. */
export function DietaryTags({ tags, className }: { tags: readonly DietaryId[]; className?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("menuPage.item.dietaryTags")} className={cn("flex flex-wrap gap-1.5", className)}>
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
