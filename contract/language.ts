/** The shop's two languages (BRAND.md "Language"); kept free of zod so the first page can read it cheaply. */
export const languages = ["en", "so"] as const;
export type Language = (typeof languages)[number];

/** A menu item or reward in the reader's language: the Somali name when there is one, else the English. */
export function localizedName(item: { name: string; nameSo: string | null }, language: string): string {
  return (language === "so" && item.nameSo) || item.name;
}
