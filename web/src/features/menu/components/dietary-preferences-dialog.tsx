import type { DietaryId } from "@contract/menu-categories.ts";
import type { PublicUser } from "@contract/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { Salad } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { DietaryForm } from "../../account/public.ts";
import { userQueries } from "../../auth/public.ts";
import { parseDietaryIds } from "../menu-filters.ts";

interface DietaryPreferencesDialogProps {
  user: PublicUser;
  /** Called with the preferences just saved, so the menu can filter by them at once. */
  onSaved: (preferences: DietaryId[]) => void;
}

/** 'My Dietary Preferences' for members (spec part 1 "Menu page"): the profile's form, in a dialog. */
export function DietaryPreferencesDialog({ user, onSaved }: DietaryPreferencesDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  // The save has already written the new member into the query cache; read it there, not from stale props.
  const applySaved = () => {
    const saved = queryClient.getQueryData(userQueries.current().queryKey) ?? user;
    onSaved(parseDietaryIds(saved.dietaryPreferences));
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Salad className="size-5 shrink-0" aria-hidden="true" />
          {t("menuPage.preferences.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("menuPage.preferences.title")}>
        <DietaryForm user={user} onSaved={applySaved} />
      </DialogContent>
    </Dialog>
  );
}
