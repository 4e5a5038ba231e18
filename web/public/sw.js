// The shop's service worker (docs/architecture.md#budgets): the app shell and the last menu open offline, in a
// basement corridor of the mall. Nothing personal is ever cached: pages come from the network only (the server
// renders some with a visitor's order in them), and order status, accounts and every other /api answer too.
// Offline, any page opens as the app's plain shell, which renders it from what is kept; hashed assets never
// change.
const CACHE = "somali-sips-shell-v2";
const SHELL = "/index.html";
/** The Somali shell, which names the Somali catalog's first part (scripts/catalog-parts.ts). */
const SHELL_SO = "/index.so.html";
const MENU = "/api/menu";
const OFFLINE_READS = new Set([MENU]);
/** The shell and the menu are fetched again after a page's visit, at most this often. */
const REFRESH_MS = 60_000;
let refreshedAt = 0;

/**
 * The shell (the app's page, nothing rendered in it) and the menu, as they are now, and the scripts the shell
 * starts with in either language: a rendered page brings its catalog in the page, so the shell's catalog chunk
 * is kept here, not on the way (docs/decisions/0047-server-rendered-pages-hydrate-at-once.md).
 */
async function keepShellAndMenu() {
  refreshedAt = Date.now();
  const cache = await caches.open(CACHE);
  await cache.add(new Request(SHELL, { cache: "no-cache" }));
  // The menu is kept too, so the shell opens offline after a visit that read the menu from the page itself.
  await cache.add(new Request(MENU, { cache: "no-cache" })).catch(() => undefined);
  for (const page of [SHELL, SHELL_SO]) {
    const html = await fetch(page, { cache: "no-cache" }).then((answer) => (answer.ok ? answer.text() : ""));
    for (const [, asset] of html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)) {
      if (!(await cache.match(asset))) await cache.add(asset).catch(() => undefined);
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShellAndMenu().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;

  if (
    request.mode === "navigate" &&
    !url.pathname.startsWith("/api/") &&
    !url.pathname.startsWith("/auth/")
  ) {
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL).then((kept) => kept ?? Response.error())),
    );
    if (Date.now() - refreshedAt > REFRESH_MS) event.waitUntil(keepShellAndMenu().catch(() => undefined));
  } else if (OFFLINE_READS.has(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname, "application/json"));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/images/")) {
    event.respondWith(cacheFirst(request));
  }
  // Everything else (other /api answers, the socket, uploads) is left to the browser and the network.
});

/** The network's answer, kept under `key` when it is of the expected type; the kept one when the network is gone. */
async function networkFirst(request, key, type) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get("content-type")?.includes(type))
      await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** Files named by their content never change: the kept copy, else the network's, kept for next time. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
