import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Db } from "../../db/client.ts";
import { CachedValue, perDatabase } from "../../lib/cached-value.ts";
import { listMenuItems, toApiMenuItem } from "./menu.repo.ts";
import { optionGroupsByItem } from "./menu-options.repo.ts";
import type { MenuItemForPricing } from "./menu-pricing.repo.ts";

/** GET /api/menu's answer, serialized and encoded once (no UTF-8 encoding per request), and its strong ETag. */
export interface MenuSnapshot {
  body: Buffer;
  /** The same body compressed once per snapshot, for browsers that accept it. */
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
  /** What order placement needs of each item on the menu, read in the same load (menu-pricing.ts). */
  pricing: Map<number, MenuItemForPricing>;
}

/**
 * How long a snapshot is trusted without a change seen by this instance. Changes through this
 * instance drop it at once; the time limit bounds how stale another instance's copy can get
 * (docs/architecture.md "Growing past one machine"). A reload with unchanged
 * content keeps the same ETag, so browsers still get 304.
 */
const MAX_AGE_MS = 5_000;

async function loadSnapshot(db: Db): Promise<MenuSnapshot> {
  const [rows, groups] = await Promise.all([listMenuItems(db), optionGroupsByItem(db)]);
  const body = Buffer.from(JSON.stringify(rows.map((row) => toApiMenuItem(row, groups.get(row.id)))));
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const [br, gzipped] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    compressGzip(body, { level: 9 }),
  ]);
  const pricing = new Map<number, MenuItemForPricing>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        nameSo: row.nameSo,
        priceCents: row.priceCents,
        category: row.category,
        isAvailable: row.isAvailable,
        archivedAt: row.archivedAt,
        groups: groups.get(row.id) ?? [],
      },
    ]),
  );
  return { body, encoded: { br, gzip: gzipped }, etag: `"${hash}"`, pricing };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const cacheFor = perDatabase((db) => new CachedValue(() => loadSnapshot(db), MAX_AGE_MS));

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
