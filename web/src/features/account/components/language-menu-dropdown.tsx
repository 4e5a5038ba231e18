import { type Language, languages } from "@contract/language.ts";
import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { MenuProps } from "../../../components/ui/deferred-menu.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useChangeLanguage } from "../hooks/use-change-language.ts";
import { LanguageButtonFace, languageButtonClass, useLanguageButton } from "./language-menu.tsx";

/** The language menu itself (docs/architecture.md#product-rules), loaded on first use by LanguageMenu. */
export default function LanguageMenuDropdown({
  defaultOpen,
  container,
}: MenuProps & { container?: HTMLElement | null }) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const { current, label } = useLanguageButton();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={languageButtonClass} aria-label={label}>
        <LanguageButtonFace language={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
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
