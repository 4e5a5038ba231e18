import type { Language } from "@contract/language.ts";
import { currentReading, loadLanguage, rememberLanguage } from "../../../i18n/index.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { toast } from "../../../lib/toast.ts";
import { useUpdatePreferences, useUser } from "../../auth/public.ts";

/**
 * Switches the page's language at once, remembers it in this browser, and saves it on a member's account,
 * unless the caller has just saved it there itself (`{ saved: true }`, the preferences form): this render's
 * `user` still holds the language from before that save, so it would be sent a second time.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { user } = useUser();
  const savePreferences = useUpdatePreferences();
  return async (language: Language, { saved = false }: { saved?: boolean } = {}) => {
    rememberLanguage(language);
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    if (user && !saved && user.languagePreference !== language) {
      savePreferences.mutate(
        { languagePreference: language },
        // In the language just chosen: this render's `t` still speaks the one the reader left.
        { onError: () => toast.error(currentReading().t("language.saveFailed")) },
      );
    }
  };
}
