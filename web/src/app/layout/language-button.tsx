import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DeferredMenu } from "./deferred-menu.tsx";

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

/** The header's language menu: its button at once, the menu's code on first use. */
export function LanguageMenu() {
  const { i18n, t } = useTranslation();
  const current = i18n.language === "so" ? "so" : "en";
  return (
    <DeferredMenu
      load={() => import("./language-menu-dropdown.tsx").then((module) => module.default)}
      menuProps={{}}
      buttonProps={{ className: languageButtonClass, "aria-label": t("language.label") }}
    >
      <LanguageButtonFace language={current} />
    </DeferredMenu>
  );
}
