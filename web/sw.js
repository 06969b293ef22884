// The service worker: the whole site is precached, so after the first visit it starts with the network off.
//
// This file is a template: build.py fills in CACHE_NAME (derived from the content hash of every file, so a new
// build gets a new cache and replaces the old one) and PRECACHE (every file of dist/ with its SRI hash).
// Strategy: cache-first; a request whose query differs (index.html?game=...) matches the cached page
// (ignoreSearch); anything not precached goes to the network.
//
// Updates: a new build has a new sw.js (its cache name changes with any file). The browser installs it beside the
// old one; once its precache is complete it takes over at once (skipWaiting, clients.claim) and deletes every
// other `site-` cache, so only one copy of the site stays on the device. A page that was running then is still the
// old build: offline.js sees the controllerchange and offers a Reload, which resumes the saved game.
// A failed precache (network lost halfway) fails the install: the old service worker and its cache stay.
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
  // caches.match with cacheName, not caches.open: open() would create the cache again if a newer service worker
  // has just deleted it (a request still handled by this old worker), leaving an empty old cache behind
  event.respondWith((async () => {
    const cached = await caches.match(request, { cacheName: CACHE_NAME, ignoreSearch: true });
    return cached || fetch(request);
  })());
});
