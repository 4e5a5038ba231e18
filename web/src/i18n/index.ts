import type { Language } from "@contract/language.ts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../../i18n/en.json";
import so from "../../../i18n/so.json";

export const LANGUAGE_KEY = "language";

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === "so" ? "so" : "en";
  } catch {
    return "en";
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, so: { translation: so } },
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
if (typeof document !== "undefined") document.documentElement.lang = i18n.language;

/** Dates and numbers in the reader's language (docs/architecture.md "Look"). */
export const locale = () => (i18n.language === "so" ? "so" : "en-US");

export default i18n;
