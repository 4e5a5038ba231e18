import type { DietaryId } from "@contract/menu-categories.ts";
import type { PublicUser } from "@contract/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { DietaryForm } from "../../account/public.ts";
import { userQueries } from "../../auth/public.ts";
import { parseDietaryIds } from "../menu-filters.ts";

/** The dietary preferences dialog's content: the profile's form (web/src/features/menu/components/dietary-preferences-dialog.tsx). */
export function DietaryPreferencesContent({
  user,
  onSaved,
}: {
  user: PublicUser;
  onSaved: (preferences: DietaryId[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The save has already written the new member into the query cache; read it there, not from stale props.
  const applySaved = () => {
    const saved = queryClient.getQueryData(userQueries.current().queryKey) ?? user;
    onSaved(parseDietaryIds(saved.dietaryPreferences));
  };
  return (
    <DialogContent title={t("menuPage.preferences.title")}>
      <DietaryForm user={user} onSaved={applySaved} />
    </DialogContent>
  );
}
