import type { Language } from "@contract/language.ts";
import { Globe } from "lucide-react";
import { DeferredMenu } from "../../../components/ui/deferred-menu.tsx";
import { useTranslation } from "../../../i18n/react.tsx";

export const languageButtonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-[10px] px-3 text-sm font-medium text-coffee-900 hover:bg-crema-100";

export function LanguageButtonFace({ language }: { language: string }) {
  return (
    <>
      <Globe className="size-5" aria-hidden="true" />
      <span>{language.toUpperCase()}</span>
    </>
  );
}

/**
 * The reader's language and the button's name, which holds the code the button shows ("Language: EN"), so that
 * a voice user can say what they see (WCAG 2.5.3, label in name).
 */
export function useLanguageButton(): { current: Language; label: string } {
  const { i18n, t } = useTranslation();
  const current = i18n.language === "so" ? "so" : "en";
  return { current, label: t("language.button", { code: current.toUpperCase() }) };
}

/**
 * The header's language menu: its button at once, the menu's code on first use. `container`: where the open
 * menu goes instead of the page's body, for a screen in full-screen mode, which shows nothing outside itself.
 */
export function LanguageMenu({ container }: { container?: HTMLElement | null }) {
  const { current, label } = useLanguageButton();
  return (
    <DeferredMenu
      load={() => import("./language-menu-dropdown.tsx").then((module) => module.default)}
      menuProps={{ container }}
      buttonProps={{ className: languageButtonClass, "aria-label": label }}
    >
      <LanguageButtonFace language={current} />
    </DeferredMenu>
  );
}
