import { useCallback, useState } from "react";

function read<T>(key: string, fallback: T, accept: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State this browser remembers across visits (a view, a mute switch). `accept` guards against what an older
 * version or a hand-edited store left behind; storage that is full or switched off only loses the memory.
 */
export function useStoredState<T>(key: string, fallback: T, accept: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => read(key, fallback, accept));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private modes may refuse storage; the choice still holds for this visit.
      }
    },
    [key],
  );
  return [value, store] as const;
}
