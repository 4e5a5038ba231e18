/**
 * After a deploy, a tab opened before it asks for page chunks whose hashed names no longer exist. Reloading
 * fetches the new index.html and its chunks; a stamp in sessionStorage makes sure we reload once, not in a loop
 * when the chunk is missing for another reason (offline, a broken deploy).
 */
const RELOADED_AT = "chunkReloadedAt";
const GUARD_MS = 30_000;

/** The messages browsers and Vite give when a dynamic import or its preload cannot be fetched. */
const chunkErrors = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return chunkErrors.some((pattern) => pattern.test(message));
}

type Stamp = Pick<Storage, "getItem" | "setItem">;

/** True when no reload was tried in the last half minute; then it stamps the try, so the next call says no. */
export function claimChunkReload(storage: Stamp, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now - last < GUARD_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
    return true;
  } catch {
    // Storage refused (private mode): better to show the page with its reload button than to risk a loop.
    return false;
  }
}
