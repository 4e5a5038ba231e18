/**
 * Finding a menu item by what a customer types: any word of its name or description in either
 * language, forgiving the spellings people type for Somali and English names. No zod: the menu page loads it.
 */

/**
 * Folds a text to how it is typed: lower case without accents or punctuation, Somali "x" as the "h" people type
 * for it, and doubled letters single (shaah/shah, sambuus/sambus, coffee/cofe).
 */
export function foldForSearch(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/x/g, "h")
    .replace(/([a-z])\1+/g, "$1")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Edits (insert, delete, change, or swap two neighbours) between two words, giving up past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++)
    rows.push([i, ...Array.from({ length: b.length }, (_, j) => (i ? 0 : j + 1))]);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * A typed word finds a word it begins; forgiving, also one a typo or two away that starts with the same letter
 * (people get the first letter right; short words get no typos, they would match too much).
 */
function wordMatches(typed: string, word: string, forgiving: boolean): boolean {
  if (word.startsWith(typed)) return true;
  const allowed = !forgiving ? 0 : typed.length >= 7 ? 2 : typed.length >= 4 ? 1 : 0;
  return allowed > 0 && typed[0] === word[0] && editDistance(typed, word, allowed) <= allowed;
}

export interface SearchableItem {
  name: string;
  nameSo: string | null;
  description: string | null;
  descriptionSo: string | null;
}

function matches(item: SearchableItem, typed: string[], forgiving: boolean): boolean {
  const words = foldForSearch([item.name, item.nameSo, item.description, item.descriptionSo].join(" "));
  return typed.every((part) => words.some((word) => wordMatches(part, word, forgiving)));
}

/**
 * The items whose names or descriptions hold every typed word, in their order; only when none does, those
 * within a typo of it ("sambusa" finds sambuus, while "rice" does not also list the rich and the ripe).
 */
export function searchMenu<T extends SearchableItem>(items: readonly T[], query: string): T[] {
  const typed = foldForSearch(query);
  if (typed.length === 0) return [...items];
  const exact = items.filter((item) => matches(item, typed, false));
  return exact.length > 0 ? exact : items.filter((item) => matches(item, typed, true));
}
