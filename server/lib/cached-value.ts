import type { Db } from "../db/client.ts";

/**
 * A value read from the database and kept in memory, so a busy route does not read it again per request.
 * A change made through this instance drops it at once (`invalidate`, called once the change has committed);
 * `maxAgeMs` bounds how stale a change made by another instance can leave it (docs/architecture.md
 * "Growing past one machine"). Past that age the old value is served once more while a fresh one loads, and a
 * load that raced with a change is never kept.
 */
export class CachedValue<T> {
  private current?: { value: T; loadedAt: number };
  private loading?: Promise<T>;
  /** Bumped by every change, so a load that started before it is not kept. */
  private version = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs: number,
  ) {}

  get(): T | Promise<T> {
    const current = this.current;
    if (!current) return this.load();
    if (Date.now() - current.loadedAt > this.maxAgeMs) this.load().catch(() => {});
    return current.value;
  }

  invalidate(): void {
    this.version += 1;
    this.current = undefined;
    this.loading = undefined;
  }

  private load(): Promise<T> {
    if (this.loading) return this.loading;
    const version = this.version;
    const loading = this.read()
      .then((value) => {
        if (this.version === version) this.current = { value, loadedAt: Date.now() };
        return value;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}

/** One cache per database handle, so each app (and each test shop) has its own. */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const caches = new WeakMap<Db, T>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = create(db);
      caches.set(db, cache);
    }
    return cache;
  };
}
