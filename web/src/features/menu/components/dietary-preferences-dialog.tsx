import type { DietaryId } from "@contract/menu-categories.ts";
import type { PublicUser } from "@contract/users.ts";
import { Salad } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DeferredDialog } from "../../../components/ui/deferred-dialog.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

// The form (and the dialog's code) load when the member opens it, not with the menu.
const loadContent = () => import("./dietary-preferences-content.tsx");
const DietaryPreferencesContent = lazy(() =>
  loadContent().then((module) => ({ default: module.DietaryPreferencesContent })),
);

interface DietaryPreferencesDialogProps {
  user: PublicUser;
  /** Called with the preferences just saved, so the menu can filter by them at once. */
  onSaved: (preferences: DietaryId[]) => void;
}

/**
 * 'My Dietary Preferences' for members (docs/architecture.md#product-rules): the profile's form, in a dialog.
 */
export function DietaryPreferencesDialog({ user, onSaved }: DietaryPreferencesDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DeferredDialog
      open={open}
      onOpenChange={setOpen}
      prefetch={loadContent}
      trigger={
        <Button variant="secondary">
          <Salad className="size-5 shrink-0" aria-hidden="true" />
          {t("menuPage.preferences.open")}
        </Button>
      }
    >
      <Suspense fallback={null}>
        <DietaryPreferencesContent
          user={user}
          onSaved={(preferences) => {
            onSaved(preferences);
            setOpen(false);
          }}
        />
      </Suspense>
    </DeferredDialog>
  );
}
