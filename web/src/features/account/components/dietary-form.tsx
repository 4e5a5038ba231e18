import { dietaryIds } from "@contract/menu-categories.ts";
import type { PublicUser } from "@contract/users.ts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FilterChip } from "../../../components/ui/filter-chip.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdatePreferences } from "../../auth/public.ts";

/** The member's dietary preferences; the menu's filters start from them. */
export function DietaryForm({ user, onSaved }: { user: PublicUser; onSaved?: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  const [selected, setSelected] = useState(() => new Set(user.dietaryPreferences.split(",").filter(Boolean)));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const save = () =>
    update.mutate(
      { dietaryPreferences: dietaryIds.filter((id) => selected.has(id)).join(",") },
      {
        onSuccess: () => {
          toast.success(t("profile.preferencesSaved"));
          onSaved?.();
        },
        onError: () =>
          toast.error(t("profile.preferencesFailed"), { description: t("profile.preferencesFailedText") }),
      },
    );

  return (
    <div className="space-y-4">
      <p className="text-coffee-700">{t("profile.dietaryLead")}</p>
      <div className="flex flex-wrap gap-2">
        {dietaryIds.map((id) => (
          <FilterChip key={id} tone="dietary" pressed={selected.has(id)} onClick={() => toggle(id)}>
            {t(`dietary.${id}`)}
          </FilterChip>
        ))}
      </div>
      <Button onClick={save} disabled={update.isPending}>
        {update.isPending && <Spinner />}
        {t("common.save")}
      </Button>
    </div>
  );
}
