import type { FastifyRequest } from "fastify";
import i18next, { type TFunction } from "i18next";
import type { Language } from "../../contract/language.ts";
import en from "../../i18n/en.json" with { type: "json" };
import so from "../../i18n/so.json" with { type: "json" };

// One catalog for both sides: the server's messages live under the same keys as the web app's.
const instance = i18next.createInstance();
await instance.init({
  resources: { en: { translation: en }, so: { translation: so } },
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} as Parameters<typeof instance.init>[0]);

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** The web app sends Accept-Language with the language the user reads the shop in. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  return /^so\b/i.test(header.trim()) ? "so" : "en";
}
