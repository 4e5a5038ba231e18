import type { Language } from "@contract/language.ts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGE_KEY = "language";

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === "so" ? "so" : "en";
  } catch {
    return "en";
  }
}

/** Each catalog is its own chunk: a reader downloads only the language they read (issue 15). */
const catalogs: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("../../../i18n/en.json"),
  so: () => import("../../../i18n/so.json"),
};

/** Fetches a language's catalog once; switching to it afterwards is instant. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const { default: catalog } = await catalogs[language]();
  i18n.addResourceBundle(language, "translation", catalog);
}

/** Resolves once the stored language's catalog is in: the app renders after it, so no key ever shows. */
export const i18nReady: Promise<unknown> = (async () => {
  const language = storedLanguage();
  const { default: catalog } = await catalogs[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: catalog } },
    lng: language,
    // Both catalogs hold the same keys (catalogs.test.ts), so no fallback language needs loading.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as Parameters<typeof i18n.init>[0]);
  document.documentElement.lang = i18n.language;
})();

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

/** Dates and numbers in the reader's language (docs/architecture.md "Look"). */
export const locale = () => (i18n.language === "so" ? "so" : "en-US");

export default i18n;
