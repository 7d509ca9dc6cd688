// The page's service worker: after one visit every file of the site comes
// from the cache, so the page, the solver worker, Hint and Compare all work
// offline. It is our own small script, not a generator's (Workbox): its job
// is one list of files, cache-first, and whole-version swaps; that fits in
// this file with no dependency or build tool, and the site has a 250 KiB
// budget for everything it sends.
//
// scripts/precache.mjs replaces the PRECACHE line below in dist/sw.js after
// each release build: every file of dist/ with the SHA-256 of its bytes, and
// a version that is a hash of that list. As written here (a debug build) the
// list is empty and the worker passes every request to the network.
//
// One version, one cache: the install fetches each file past the HTTP cache
// and checks its hash, so a cache never holds files of two builds (a file of
// another build fails the install; the next load tries again). A page keeps
// the version it started with: a new version installs beside it and waits
// until (1) no page of the old one is open, (2) the only open page loads
// again (the old worker answers that navigation with an empty page that
// refreshes at once, after telling the new one to take over), or (3) the
// reader presses Reload on the page's notice (offline.js), and every open
// page reloads. Pages and workers that started on the old version keep
// getting the old cache's files until they are gone; only then is it deleted.
// Nothing else is touched: the page's localStorage is not the worker's.
const PRECACHE = { version: 'dev', files: [] };

const SCOPE = self.registration.scope;
const PREFIX = `sudoku-web ${new URL(SCOPE).pathname} `;
const CACHE = PREFIX + PRECACHE.version;
const FILES = new Map(PRECACHE.files);
// When the cache was made: only caches made before it are older versions.
const MADE = '.made';
// Clients (pages, their workers) that started on an older version, and the
// caches they read. Kept in memory only: they reload as soon as we take over.
let older = { clients: new Set(), caches: [] };
// Pages open before this worker was installed (a first visit) loaded from the
// network and are not controlled: the solver workers they start (which would
// otherwise match our scope) load from the network too, like the page.
const uncontrolled = new Set();
// When a reload of the only open page asked the waiting version to take over.
let handedOver = -Infinity;
const HANDOVER_MS = 10e3;

self.addEventListener('install', (event) => event.waitUntil(precache()));
self.addEventListener('activate', (event) => event.waitUntil(activate()));
self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' && uncontrolled.has(event.clientId)) {
    if (event.resultingClientId) uncontrolled.add(event.resultingClientId);
    return;
  }
  const path = fileOf(event.request);
  if (path) event.respondWith(respond(event, path));
});

async function precache() {
  await caches.delete(CACHE);
  const cache = await caches.open(CACHE);
  await cache.put(MADE, new Response(String(Date.now())));
  await Promise.all([...FILES].map(async ([path, hash]) => {
    const response = await fetch(new URL(path, SCOPE), { cache: 'no-cache' });
    const body = await response.arrayBuffer();
    if (!response.ok || (await sha256(body)) !== hash) {
      throw new Error(`${path} is not the file of version ${PRECACHE.version}`);
    }
    // A fresh response: a redirected one may not answer a navigation.
    await cache.put(new URL(path, SCOPE), new Response(body, { headers: response.headers }));
  }));
}

async function activate() {
  const clients = await self.clients.matchAll({ type: 'all' });
  older = { clients: new Set(clients.map((client) => client.id)), caches: await olderCaches() };
  for (const client of await self.clients.matchAll({ type: 'all', includeUncontrolled: true })) {
    if (!older.clients.has(client.id)) uncontrolled.add(client.id);
  }
  await prune();
}

/** The caches of this scope made before ours, newest first. */
async function olderCaches() {
  const made = async (name) => Number(await (await (await caches.open(name)).match(MADE))?.text());
  const mine = await made(CACHE);
  const others = [];
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) others.push({ name, made: await made(name) });
  }
  return others.filter((c) => !(c.made >= mine)).sort((a, b) => b.made - a.made).map((c) => c.name);
}

/** Deletes the older caches once no client of an older version is left. */
async function prune() {
  for (const id of older.clients) {
    if (!(await self.clients.get(id))) older.clients.delete(id);
  }
  if (older.clients.size > 0) return;
  const stale = older.caches.length ? older.caches : await olderCaches();
  older.caches = [];
  await Promise.all(stale.map((name) => caches.delete(name)));
}

/** The listed file a GET request of this scope asks for, or null. */
function fileOf(request) {
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return null;
  let path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
  if (request.mode === 'navigate' && path === '') path = 'index.html';
  return FILES.has(path) ? path : null;
}

async function respond(event, path) {
  const { request } = event;
  if (request.mode === 'navigate') {
    const waiting = self.registration.waiting;
    // Once we have handed over, a navigation that still reaches us (the new
    // worker is between waiting and active) refreshes again rather than
    // starting a page of this version; a takeover that never happens lets
    // pages load from us again after HANDOVER_MS.
    const handing = Date.now() - handedOver < HANDOVER_MS;
    if (handing || (waiting && (await self.clients.matchAll({ type: 'window' })).length < 2)) {
      waiting?.postMessage({ type: 'skip-waiting' });
      if (!handing) handedOver = Date.now();
      // The empty page names an icon, or the browser asks for /favicon.ico.
      return new Response('<link rel=icon href="data:,">', { headers: { Refresh: '0', 'Content-Type': 'text/html' } });
    }
  }
  // Until the pages of an older version are gone, look for them now and then.
  if (request.mode === 'navigate' || older.clients.size > 0) event.waitUntil(prune());
  let names = [CACHE];
  // A page of an older version, or a worker it starts, gets the old files; a
  // navigation (whichever page it comes from) starts a page of this version.
  if (request.mode !== 'navigate' && older.clients.has(event.clientId)) {
    if (event.resultingClientId) older.clients.add(event.resultingClientId);
    names = [...older.caches, CACHE];
  }
  for (const name of names) {
    const hit = await (await caches.open(name)).match(new URL(path, SCOPE));
    if (hit) return hit;
  }
  return fetch(request);
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...digest));
}
