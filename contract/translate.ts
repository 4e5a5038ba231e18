/**
 * Reading the catalogs (i18n/en.json, i18n/so.json) on both sides: the web app's texts and the server's error
 * messages and emails come from the same keys by the same rules (decision 27). The catalogs use two things only:
 *
 * - `{{name}}` in a text is replaced with the value of that name;
 * - a text that depends on a number has one key per plural form, `key_one` and `key_other`, chosen by the
 *   language's plural rules (`Intl.PluralRules`) for the `count` value.
 *
 * A key that is missing answers `defaultValue` when one is given, else the key itself, so a gap shows on screen
 * rather than a blank; catalogs.test.ts keeps both catalogs' keys the same.
 */

/** A language's catalog: sections of texts, nested by the dots of their keys. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** The values a text's `{{name}}`s read; `count` also picks the plural form. */
export interface TranslationValues {
  count?: number;
  /** Answered when the catalog has no such key: a status the catalog does not name yet, say. */
  defaultValue?: string;
  [name: string]: unknown;
}

/** Every text's key in the catalogs, `section.name`; a plural text also by its name without the form. */
type LeafKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralName<K> = K extends `${infer Name}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Name
  : never;
type EnglishKeys = LeafKeys<typeof import("../i18n/en.json")>;
export type CatalogKey = EnglishKeys | PluralName<EnglishKeys>;

/**
 * A key written out (`"menuPage.title"`) must be in the catalog, so a missing one fails `tsc`; so must every key a
 * template over a union names (`orderStatus.${status}`), checked as a whole rather than one by one, or
 * the keys that exist would let a missing one through. A key built at run time (a `string`, or a pattern such
 * as `errors.${string}`) is looked up as it comes and may fall back to `defaultValue`.
 */
export type CheckedKey<K extends string> =
  Record<never, never> extends Record<K, 1> ? K : [K] extends [CatalogKey] ? K : CatalogKey;

/** `const`: a template written in the call keeps its literal keys (a union), where it would widen to `string`. */
export type Translate = <const K extends string>(
  key: K & CheckedKey<K>,
  values?: TranslationValues,
) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookUp(catalog: Catalog, key: string): string | undefined {
  let found: string | Catalog | undefined = catalog;
  for (const part of key.split(".")) {
    if (typeof found !== "object") return undefined;
    found = found[part];
  }
  return typeof found === "string" ? found : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The text of `key` in `catalog` (a `language`'s), with its placeholders filled from `values`. */
export function translate(
  catalog: Catalog,
  language: string,
  key: string,
  values?: TranslationValues,
): string {
  const count = values?.count;
  const text =
    (typeof count === "number" ? lookUp(catalog, `${key}_${pluralForm(language, count)}`) : undefined) ??
    lookUp(catalog, key) ??
    values?.defaultValue ??
    key;
  if (!values || !text.includes("{{")) return text;
  // A value the caller did not give keeps its placeholder: a visible gap, never "undefined".
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    values[name] === undefined || values[name] === null ? placeholder : String(values[name]),
  );
}

/** A translator bound to one language's catalog: `t(key, values)`. */
export function translatorFor(catalog: Catalog, language: string): Translate {
  return (key, values) => translate(catalog, language, key, values);
}
