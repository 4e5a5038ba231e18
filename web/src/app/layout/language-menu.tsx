import { type Language, languages } from "@contract/language.ts";
import { Check, Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "../../features/account/public.ts";

export function LanguageMenu() {
  const { i18n, t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = i18n.language === "so" ? "so" : "en";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex min-h-11 items-center gap-1.5 rounded-[10px] px-3 text-sm font-medium text-coffee-900 hover:bg-crema-100"
        aria-label={t("language.label")}
      >
        <Globe className="size-5" aria-hidden="true" />
        <span>{current.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl bg-white p-1 shadow-soft"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(v) => void changeLanguage(v as Language)}>
            {languages.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex min-h-10 cursor-pointer items-center justify-between gap-4 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-crema-100 data-[state=checked]:font-semibold data-[state=checked]:text-somali-blue-dark"
              >
                {t(`language.names.${language}`)}
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
