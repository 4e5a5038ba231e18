import type { Language } from "@contract/language.ts";
import { type Catalog, type Translate, translatorFor } from "@contract/translate.ts";

export const LANGUAGE_KEY = "language";

/**
 * Remembers the reader's language in this browser: in local storage for the app, and in a cookie the server
 * reads to send the page that fetches this language's catalog with the app (server/app.ts `webPageFor`).
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the choice lasts as long as the page.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference, read by the server; no Cookie Store API in every browser.
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The reader's language: the one chosen in this browser (local storage, else the cookie, which the server also
 * reads), else, on a first visit, the browser's own, as the server chose the page (server/app.ts `webPageFor`).
 */
export function storedLanguage(): Language {
  return chosenLanguage() ?? (/^so\b/i.test(navigator.language) ? "so" : "en");
}

/** The language the reader chose in this browser (its storage, else the cookie), or null when they chose none. */
export function chosenLanguage(): Language | null {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused (a private window): the cookie.
  }
  chosen ??= /(?:^|;\s*)language=(en|so)\b/.exec(document.cookie)?.[1] ?? null;
  return chosen === "so" || chosen === "en" ? chosen : null;
}

export type CatalogPart = "first" | "rest" | "admin";
type CatalogChunk = () => Promise<{ default: Catalog }>;

/**
 * Each language's catalog comes in three chunks (scripts/catalog-parts.ts): the sections the first pages read,
 * the rest of a customer's, and the admin's. A reader downloads only their own language, and each later part
 * only once a page needs it (docs/architecture.md#budgets).
 */
const catalogChunks: Record<Language, Record<CatalogPart, CatalogChunk>> = {
  en: {
    first: () => import("virtual:catalog/en-first"),
    rest: () => import("virtual:catalog/en-rest"),
    admin: () => import("virtual:catalog/en-admin"),
  },
  so: {
    first: () => import("virtual:catalog/so-first"),
    rest: () => import("virtual:catalog/so-rest"),
    admin: () => import("virtual:catalog/so-admin"),
  },
};
/** What this page has of each language's catalog: the parts loaded so far, merged (they hold distinct sections). */
const catalogs: Record<Language, Catalog> = { en: {}, so: {} };
const loaded = new Set<string>();
/** Each part as loaded, by `language/part`: the server's renderer puts the ones a page reads in the page. */
const parts = new Map<string, Catalog>();
/** The parts some page has needed so far: a language chosen later is loaded as far. */
const wanted = new Set<CatalogPart>(["first"]);

const partListeners = new Set<() => void>();

async function addPart(language: Language, part: CatalogPart): Promise<void> {
  if (loaded.has(`${language}/${part}`)) return;
  const { default: catalog } = await catalogChunks[language][part]();
  Object.assign(catalogs[language], catalog);
  parts.set(`${language}/${part}`, catalog);
  loaded.add(`${language}/${part}`);
  for (const listener of partListeners) listener();
}

/**
 * Calls `listener` whenever a catalog part arrives; returns the call that stops it. For what is written outside
 * React's render from a text that may be in a part not loaded yet (the tab's title, set as the route changes,
 * before the page's own part is in): the translator reads each part as it arrives, but nothing re-renders for it.
 */
export function onCatalogPart(listener: () => void): () => void {
  partListeners.add(listener);
  return () => partListeners.delete(listener);
}

/** The sections of `language`'s catalog parts `wanted`, merged: what a rendered page reads (server only). */
export function catalogOf(language: Language, wanted: CatalogPart[]): Catalog {
  return Object.assign({}, ...wanted.map((part) => parts.get(`${language}/${part}`) ?? {}));
}

/** Fetches a language's catalog once (all of it once any page has needed all); switching back is instant. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => addPart(language, part)));
}

/**
 * The sections beyond the first pages' (`"rest"`: a customer's pages; `"admin"`: the admin's, which read both),
 * for the reader's language and any language chosen after.
 */
export async function loadFullCatalog(part: "rest" | "admin" = "rest"): Promise<void> {
  wanted.add("rest");
  if (part === "admin") wanted.add("admin");
  await i18nReady();
  await loadLanguage(i18n.language);
}

/**
 * The page's language and its translator. Replaced as a whole, never changed in place, when the reader switches
 * language: React's `useSyncExternalStore` (./react.tsx `useTranslation`) then renders every text again.
 */
export interface Reading {
  language: Language;
  t: Translate;
}

let reading: Reading = { language: "en", t: translatorFor(catalogs.en, "en") };
const listeners = new Set<() => void>();

/** The page's language, for code outside React; components read it with `useTranslation`. */
const i18n = {
  get language(): Language {
    return reading.language;
  },
  /** Shows the page in `language`, whose catalog parts must be in (`loadLanguage`). */
  async changeLanguage(language: Language): Promise<void> {
    reading = { language, t: translatorFor(catalogs[language], language) };
    if (typeof document !== "undefined") document.documentElement.lang = language;
    for (const listener of listeners) listener();
  },
};

/** Calls `listener` whenever the reader switches language; returns the call that stops it. */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentReading = (): Reading => reading;

let ready: Promise<void> | undefined;

/**
 * The server's renderer (web/src/entry-server.tsx) reads every part of both catalogs, once: it renders any page
 * in either language, and never from a browser's storage.
 */
export async function loadCatalogsOnServer(): Promise<void> {
  for (const part of ["rest", "admin"] as const) wanted.add(part);
  await Promise.all((["en", "so"] as const).map(loadLanguage));
  ready = Promise.resolve();
}

/**
 * Loads the stored language's first catalog part, once; resolves when it is in. The app renders after it, so no
 * key ever shows. Started by web/src/main.tsx, not by importing this module: components import it too, and so do
 * their unit tests, which run without a document.
 */
export function i18nReady(): Promise<void> {
  ready ??= (async () => {
    const language = storedLanguage();
    await addPart(language, "first");
    await i18n.changeLanguage(language);
    // A reader who chose before the cookie existed gets it now, so the next visit's page is in their language.
    if (!document.cookie.includes(`${LANGUAGE_KEY}=${language}`)) rememberLanguage(language);
  })();
  return ready;
}

/**
 * Starts a server-rendered page in the language and with the catalog parts it was rendered with (they came in
 * the page, web/src/main.tsx), at once: its first render reads the same texts the server's did.
 */
export function adoptCatalog(language: Language, adopted: CatalogPart[], catalog: Catalog): void {
  Object.assign(catalogs[language], catalog);
  for (const part of adopted) {
    loaded.add(`${language}/${part}`);
    wanted.add(part);
  }
  reading = { language, t: translatorFor(catalogs[language], language) };
  ready = Promise.resolve();
}

/** Dates and numbers in the reader's language (docs/architecture.md "Look"). */
export const locale = () => (i18n.language === "so" ? "so" : "en-US");

export default i18n;
