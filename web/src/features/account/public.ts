// What other features and the app shell may use of the account: the language switch and the dietary form.

export { DietaryForm } from "./components/dietary-form.tsx";
export { LanguageMenu } from "./components/language-menu.tsx";
export { useChangeLanguage } from "./hooks/use-change-language.ts";
