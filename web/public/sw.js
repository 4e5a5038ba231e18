// The shop's service worker (docs/architecture.md#budgets): the app shell and the last menu open offline, in a
// basement corridor of the mall. Nothing personal is ever cached: order status, accounts and every other /api
// answer go to the network only. Pages are fetched network-first, so a deploy shows on the next visit; hashed
// assets never change.
const CACHE = "somali-sips-shell-v1";
const SHELL = "/index.html";
const OFFLINE_READS = new Set(["/api/menu"]);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL, { cache: "no-cache" })))
      .then(() => self.skipWaiting()),
  );
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
    event.respondWith(networkFirst(request, SHELL, "text/html"));
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
