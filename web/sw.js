// The service worker: the whole site is precached, so after the first visit it starts with the network off.
//
// This file is a template: build.py fills in CACHE_NAME (derived from the content hash of every file, so a new
// build gets a new cache and replaces the old one) and PRECACHE (every file of dist/ with its SRI hash).
// Strategy: cache-first; a request whose query differs (index.html?game=...) matches the cached page
// (ignoreSearch); anything not precached goes to the network.
const CACHE_NAME = "__CACHE_NAME__";
const PRECACHE = __PRECACHE__; // [[relative URL, "sha256-<base64>"], ...]

// Fetch one file for the precache, verified against its build-time hash. The first try accepts the HTTP cache
// (the page has just loaded most files, so nothing is downloaded twice); a stale or corrupt copy fails the
// integrity check and is fetched again from the network.
async function fetchVerified(url, integrity) {
  try {
    return await fetch(new Request(url, { cache: "force-cache", integrity }));
  } catch {
    return fetch(new Request(url, { cache: "reload", integrity }));
  }
}

async function precache() {
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(PRECACHE.map(async ([url, integrity]) => {
    const response = await fetchVerified(url, integrity);
    if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
    await cache.put(url, response);
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE_NAME && name.startsWith("site-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE_NAME);
    const cached = await cache.match(request, { ignoreSearch: true });
    return cached || fetch(request);
  })());
});
