/**
 * The shop's two languages (docs/architecture.md "Look"); kept free of zod so the first page can read it
 * cheaply.
 */
export const languages = ["en", "so"] as const;
export type Language = (typeof languages)[number];

/** A text in the reader's language: the Somali one when there is one, else the English. */
export function inLanguage<T>(english: T, somali: T | null | undefined, language: string): T {
  return (language === "so" && somali) || english;
}

/** A menu item's or reward's name in the reader's language. */
export function localizedName(item: { name: string; nameSo: string | null }, language: string): string {
  return inLanguage(item.name, item.nameSo, language);
}
