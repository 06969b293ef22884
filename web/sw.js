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
// One build's modules per page (web/build.js): a request that names its page's build (?build=<id>) is answered from
// that build's cache only; when that cache is gone (a new build took over and deleted it) the answer is 410, never
// the new build's file, so the old page falls back to what it has and offers the reload.
const CACHE_NAME = "__CACHE_NAME__";
const BUILD = CACHE_NAME.slice("site-".length);
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
  const wanted = new URL(request.url).searchParams.get("build");
  if (wanted && wanted !== BUILD) {
    event.respondWith(fromOtherBuild(request, wanted));
    return;
  }
  event.respondWith((async () => {
    const cached = await caches.match(request, { cacheName: CACHE_NAME, ignoreSearch: true });
    return cached || fetch(request);
  })());
});

/** A file of another build (a page that was open when this build took over): from that build's cache while it is
 * there, else refused (410). */
async function fromOtherBuild(request, build) {
  const name = `site-${build}`;
  const cached = /^[0-9a-f]{8,64}$/.test(build) && (await caches.has(name))
    ? await caches.match(request, { cacheName: name, ignoreSearch: true }) : null;
  return cached || new Response("", { status: 410, statusText: "another build of the site" });
}
