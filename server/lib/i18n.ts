import type { FastifyRequest } from "fastify";
import type { Language } from "../../contract/language.ts";
import { type Translate, translatorFor } from "../../contract/translate.ts";
import en from "../../i18n/en.json" with { type: "json" };
import so from "../../i18n/so.json" with { type: "json" };

// One catalog for both sides: the server's messages live under the same keys as the web app's, read by the
// same rules (contract/translate.ts).
const translators: Record<Language, Translate> = { en: translatorFor(en, "en"), so: translatorFor(so, "so") };

/** The name of a message under `errors.` in the catalog: what an `HttpError` may answer. */
export type ErrorKey = keyof typeof en.errors;

export function translator(language: Language): Translate {
  return translators[language];
}

/** The web app sends Accept-Language with the language the user reads the shop in. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  return /^so\b/i.test(header.trim()) ? "so" : "en";
}

/**
 * The language the reader chose in the web app: the `language` cookie the app sets, else, for a first visitor
 * who has chosen nothing yet, their browser's language (`requestLanguage`), else English. For what the browser
 * asks for by itself rather than through the app's calls: its pages, and the files a plain download link
 * fetches, which carry the browser's Accept-Language, not the app's.
 */
export function readerLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies.language;
  return chosen === "so" || chosen === "en" ? chosen : requestLanguage(request);
}
