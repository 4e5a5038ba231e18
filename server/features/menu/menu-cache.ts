import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Db } from "../../db/client.ts";
import { listMenuItems, toApiMenuItem } from "./menu.repo.ts";
import { optionGroupsByItem } from "./menu-options.repo.ts";

/** GET /api/menu's answer, serialized and encoded once (no UTF-8 encoding per request), and its strong ETag. */
export interface MenuSnapshot {
  body: Buffer;
  /** The same body compressed once per snapshot, for browsers that accept it. */
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
  loadedAt: number;
}

/**
 * How long a snapshot is trusted without a change seen by this instance. Changes through this
 * instance drop it at once; the time limit bounds how stale another instance's copy can get
 * (docs/architecture.md "Growing past one machine"). A reload with unchanged
 * content keeps the same ETag, so browsers still get 304.
 */
const MAX_AGE_MS = 5_000;

class MenuCache {
  private snapshot?: MenuSnapshot;
  private loading?: Promise<MenuSnapshot>;
  /** Bumped by every change, so a load that raced with a change is never kept. */
  private version = 0;

  constructor(private readonly db: Db) {}

  /** The cached snapshot when there is one (an old one is served once more while a fresh one loads). */
  get(): MenuSnapshot | Promise<MenuSnapshot> {
    const snapshot = this.snapshot;
    if (!snapshot) return this.load();
    if (Date.now() - snapshot.loadedAt > MAX_AGE_MS) this.load().catch(() => {});
    return snapshot;
  }

  invalidate(): void {
    this.version += 1;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  private load(): Promise<MenuSnapshot> {
    if (this.loading) return this.loading;
    const version = this.version;
    const loading = Promise.all([listMenuItems(this.db), optionGroupsByItem(this.db)])
      .then(async ([rows, groups]) => {
        const body = Buffer.from(JSON.stringify(rows.map((row) => toApiMenuItem(row, groups.get(row.id)))));
        const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
        const [br, gzipped] = await Promise.all([
          compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          compressGzip(body, { level: 9 }),
        ]);
        const snapshot = { body, encoded: { br, gzip: gzipped }, etag: `"${hash}"`, loadedAt: Date.now() };
        if (this.version === version) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

// One cache per database handle, so each app (and each test shop) has its own.
const caches = new WeakMap<Db, MenuCache>();

function cacheFor(db: Db): MenuCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MenuCache(db);
    caches.set(db, cache);
  }
  return cache;
}

export function menuSnapshot(db: Db): MenuSnapshot | Promise<MenuSnapshot> {
  return cacheFor(db).get();
}

/** Call after any change to menu_items made outside the menu routes (a product sync, say). */
export function invalidateMenu(db: Db): void {
  cacheFor(db).invalidate();
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix still matches. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The encoding to answer with: brotli when the browser takes it, else gzip, else none (RFC 9110 12.5.3). */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return undefined;
}
