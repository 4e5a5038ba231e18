import type { Translate } from "@contract/translate.ts";
import { cloneElement, type ReactElement, type ReactNode, useSyncExternalStore } from "react";
import i18n, { currentReading, subscribeToLanguage } from "./index.ts";

/**
 * The reader's translator and language for a component, which renders again when the reader switches language.
 * `t` is the same function until then, so it can sit in a hook's dependencies.
 */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const { t } = useSyncExternalStore(subscribeToLanguage, currentReading, currentReading);
  return { t, i18n };
}

/** A text's `<name/>` and `<name>…</name>` tags, which `Trans` fills with elements. */
const TAG = /<(\w+)\s*\/>|<(\w+)>(.*?)<\/\2>/g;

/**
 * A text with elements inside it, where a translation puts them: `"To: <recipient/>"` with
 * `components={{ recipient: <EmailText … /> }}`. A paired tag's words become the element's children.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: string;
  components: Record<string, ReactElement>;
}): ReactNode {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const [whole, selfClosing, paired, inner] = match;
    const element = components[selfClosing ?? paired ?? ""];
    parts.push(
      element === undefined
        ? whole
        : selfClosing
          ? cloneElement(element, { key: match.index })
          : cloneElement(element, { key: match.index }, inner),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
