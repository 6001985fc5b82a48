// The service worker's code. hf_core/site/postbuild/manifest.py writes it to the site root as sw.js, after a
// line `const MANIFEST = {...}` describing the build (see build_manifest there):
//   build    hash of every file of the build        assets  hash of the files other than pages
//   runtime  Pyodide's version + hash of the runtime's files (assets/pyodide/, the wheel, hf-runtime.json)
//   files    {path: [bytes, hash]}; a page is listed by its address ("asking/", "" for the home page)
//   pages    {lang: [{url, title}]}      groups  {shared, runtime, en, fr: [path]}
//   offline  {lang: address of the offline page}
//
// Rules (issue 11):
//   pages (navigations, and the fetches of instant navigation): network first, the cache when the network
//   fails, else the offline page in the page's language;
//   other files of the build: cache first, in a cache named after the build;
//   runtime files: cache first, in a cache named after Pyodide's version and the runtime's hash;
//   a new build copies the unchanged files over from the old caches (compared by hash) when it installs,
//   and deletes every cache that is not its own when it activates.
// Everything is relative to this file's location, so the site works under any sub-path.

/* global MANIFEST */
const SCOPE = new URL("./", self.location.href);
const PREFIX = `hf:${SCOPE.pathname}:`; // several copies of the site on one host never share caches
const SITE_CACHE = `${PREFIX}site:${MANIFEST.build}`;
const RUNTIME_CACHE = `${PREFIX}runtime:${MANIFEST.runtime}`;
const KEEP_CACHE = `${PREFIX}keep`; // what the reader chose to keep: {langs: [...]}
const PYTHON_CACHE = `${PREFIX}python`; // the page's worker keeps its Python snapshot there (javascripts/hf/worker.js)
const KEEP_KEY = new URL("hf-keep.json", SCOPE).href;
const RUNTIME = new Set(MANIFEST.groups.runtime);
const SHELL = [
  ...Object.values(MANIFEST.offline),
  ...MANIFEST.groups.shared.filter((path) => /\.(css|js|png|svg|ico)$/.test(path) && !path.startsWith("assets/javascripts/lunr/")),
];

function pathOf(url) {
  // The site-relative path of a URL under the scope, or null.
  const u = new URL(url);
  if (u.origin !== SCOPE.origin || !u.pathname.startsWith(SCOPE.pathname)) return null;
  let path = decodeURI(u.pathname.slice(SCOPE.pathname.length));
  if (path === "index.html") path = "";
  else if (path.endsWith("/index.html")) path = path.slice(0, -"index.html".length);
  return path;
}

function isPage(path) {
  return path !== null && (path === "" || path.endsWith("/")) && Object.hasOwn(MANIFEST.files, path);
}

function cacheFor(path) {
  return RUNTIME.has(path) ? RUNTIME_CACHE : SITE_CACHE;
}

function keyFor(path) {
  return new URL(path, SCOPE).href;
}

async function digest(bytes) {
  const hash = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(hash)].slice(0, 8).map((b) => b.toString(16).padStart(2, "0")).join("");
}

// Keep a response in this build's cache for path, only if it is this build's file (same hash as in the
// manifest): a newer build's page or file never lands in an older build's cache, nor an older one in this.
// Both caches are made at install; once a newer build has deleted them, this (older) worker writes nothing.
async function put(path, response) {
  const name = cacheFor(path);
  if (stale || response.status !== 200 || !(await caches.has(name))) {
    // An unread copy of a body keeps its download (and this worker's event) open: cancel it.
    if (response.body) await response.body.cancel().catch(() => {});
    return false;
  }
  const bytes = await response.arrayBuffer();
  if ((await digest(bytes)) !== MANIFEST.files[path][1]) return false;
  const copy = new Response(bytes, { status: 200, statusText: response.statusText, headers: response.headers });
  await (await caches.open(name)).put(keyFor(path), copy);
  return true;
}

// Fetch one file of this build into its cache. With reuse, the browser's HTTP cache may answer (the page has
// just downloaded it): the hash tells whether that copy is this build's; if not, ask the server again.
async function store(path, reuse = false) {
  for (const mode of reuse ? ["force-cache", "no-cache"] : ["no-cache"]) {
    const response = await fetch(keyFor(path), { cache: mode, credentials: "same-origin" });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
    if (await put(path, response)) return;
  }
  throw new Error(`${path} on the server is not this build's`);
}

// Files of an older build that are unchanged in this one (same hash) are copied over to this build's caches,
// so a new build downloads only what changed; the pages that changed are downloaded again (pages are small,
// and every page the reader opened stays available offline).
async function carryOver() {
  const mine = new Set([SITE_CACHE, RUNTIME_CACHE, KEEP_CACHE, PYTHON_CACHE]);
  const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && !mine.has(name));
  const changedPages = new Set();
  for (const name of old) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = pathOf(request.url);
      const entry = path === null ? null : MANIFEST.files[path];
      if (!entry) continue;
      const target = await caches.open(cacheFor(path));
      if (await target.match(keyFor(path))) continue;
      const response = await cache.match(request);
      if (response && (await digest(await response.clone().arrayBuffer())) === entry[1]) {
        await target.put(keyFor(path), response);
      } else if (isPage(path)) {
        changedPages.add(path);
      }
    }
  }
  await Promise.all([...changedPages].map((path) => store(path).catch(() => null)));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    await caches.open(SITE_CACHE);
    await caches.open(RUNTIME_CACHE);
    await carryOver();
    // The offline pages and what they need to show; failure here only means a plainer offline fallback.
    const have = await held();
    await Promise.all(SHELL.filter((path) => !have.has(path)).map((path) => store(path, true).catch(() => null)));
    await self.skipWaiting();
  })());
});

// Every cache of this site that is not this build's goes (the keep choice stays).
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const mine = new Set([SITE_CACHE, RUNTIME_CACHE, KEEP_CACHE, PYTHON_CACHE]);
    const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && !mine.has(name));
    await Promise.all(old.map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// Once a page from the network says the network holds a different build, this worker's caches are
// stale: files go to the network (and nothing is cached) until the new worker takes over.
let stale = false;
let checking = Promise.resolve();
const ASSETS_META = /<meta name="hf-assets" content="([0-9a-f]+)">/;

function checkBuild(response) {
  checking = response.text().then((text) => {
    const found = ASSETS_META.exec(text.slice(0, 4096));
    // (No registration.update() here: the browser checks sw.js after each navigation anyway, and an
    // update started from this worker kept the new one waiting in Chromium.)
    if (found && found[1] !== MANIFEST.assets) stale = true;
  }).catch(() => {});
  return checking;
}

function offlineLanguage(path) {
  const first = path.split("/", 1)[0];
  return Object.hasOwn(MANIFEST.offline, first) && first !== "en" && path.includes("/")
    ? first : "en";
}

// A page: asked by a navigation, or fetched by instant navigation (javascripts/hf/instant.js; without the
// network it gets the kept copy, else an error, and loads the address for real: then this answers the offline page).
async function page(event, path) {
  const request = event.request;
  const navigation = request.mode === "navigate";
  const known = isPage(path);
  try {
    const response = await fetch(request);
    if (response.ok && known) {
      checkBuild(response.clone());
      event.waitUntil(put(path, response.clone()));
    }
    return response;
  } catch (err) {
    if (path !== null) {
      const cached = await caches.match(keyFor(path), { ignoreSearch: true });
      if (cached) return cached;
      const offline = MANIFEST.offline[offlineLanguage(path)];
      if (navigation && path !== offline && (await caches.match(keyFor(offline)))) {
        const target = new URL(offline, SCOPE);
        target.searchParams.set("page", path || "/");
        return Response.redirect(target.href, 303);
      }
    }
    throw err;
  }
}

async function cacheFirst(event, path) {
  const request = event.request;
  await checking;
  if (stale) return fetch(request);
  const cached = await caches.match(keyFor(path), { cacheName: cacheFor(path) });
  if (cached) return cached;
  const response = await fetch(request);
  event.waitUntil(put(path, response.clone())); // the page reads the response meanwhile (streaming)
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const path = pathOf(request.url);
  if (request.mode === "navigate" || isPage(path)) {
    event.respondWith(page(event, path));
    return;
  }
  if (path === null || !Object.hasOwn(MANIFEST.files, path)) return;
  if (request.headers.has("range")) return;
  event.respondWith(cacheFirst(event, path));
});

// ---------------------------------------------------------------------------------------------------
// Messages from offline.js (through a MessageChannel port): what is kept, keeping, removing.

function choose(langs) {
  const paths = [...MANIFEST.groups.shared, ...MANIFEST.groups.runtime, ...Object.values(MANIFEST.offline)];
  for (const lang of langs) paths.push(...(MANIFEST.groups[lang] || []));
  return [...new Set(paths)].filter((path) => MANIFEST.files[path]);
}

async function held() {
  const have = new Set();
  for (const name of [SITE_CACHE, RUNTIME_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = pathOf(request.url);
      if (path !== null) have.add(path);
    }
  }
  return have;
}

async function keptLanguages() {
  if (!(await caches.has(KEEP_CACHE))) return [];
  const answer = await (await caches.open(KEEP_CACHE)).match(KEEP_KEY);
  return answer ? (await answer.json()).langs || [] : [];
}

async function status(langs) {
  const have = await held();
  const chosen = choose(langs);
  const size = (paths) => paths.reduce((sum, path) => sum + MANIFEST.files[path][0], 0);
  const offlinePages = new Set(Object.values(MANIFEST.offline));
  const pages = {};
  for (const [lang, list] of Object.entries(MANIFEST.pages)) {
    pages[lang] = list.filter((p) => have.has(p.url) && !offlinePages.has(p.url));
  }
  return {
    build: MANIFEST.build,
    total: size(chosen),
    missing: size(chosen.filter((path) => !have.has(path))),
    pageCount: langs.reduce((n, lang) => n + MANIFEST.pages[lang].filter((p) => !offlinePages.has(p.url)).length, 0),
    runtime: MANIFEST.groups.runtime.every((path) => have.has(path)),
    kept: await keptLanguages(),
    pages,
  };
}

async function keep(langs, port) {
  const have = await held();
  const todo = choose(langs).filter((path) => !have.has(path));
  const total = todo.reduce((sum, path) => sum + MANIFEST.files[path][0], 0);
  let done = 0;
  port.postMessage({ type: "progress", done, total });
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const path = todo[next++];
      await store(path);
      done += MANIFEST.files[path][0];
      port.postMessage({ type: "progress", done, total });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const already = await keptLanguages();
  const all = [...new Set([...already, ...langs])];
  const cache = await caches.open(KEEP_CACHE);
  await cache.put(KEEP_KEY, new Response(JSON.stringify({ langs: all }), { headers: { "Content-Type": "application/json" } }));
}

// What a page loaded before this worker controlled it (the first visit): its own address, and the
// runtime once it has loaded (then mostly from the browser's HTTP cache).
async function remember(paths) {
  const have = await held();
  const todo = paths.filter((path) => Object.hasOwn(MANIFEST.files, path) && !have.has(path));
  await Promise.all(todo.map((path) => store(path, true)));
  return todo.length;
}

// Remove from this device: every cache of this site goes; this build's two come back empty, so that pages
// opened from now on are kept again as usual.
async function forget() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
  await caches.open(SITE_CACHE);
  await caches.open(RUNTIME_CACHE);
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  const port = event.ports && event.ports[0];
  if (!port) return;
  const langs = (Array.isArray(message.langs) ? message.langs : []).filter((lang) => MANIFEST.pages[lang]);
  const reply = (work) => event.waitUntil(work.then(
    (value) => port.postMessage({ type: "done", value }),
    (err) => port.postMessage({ type: "failed", reason: String(err && err.message ? err.message : err) }),
  ));
  if (message.type === "status") reply(status(langs));
  else if (message.type === "keep") reply(keep(langs, port).then(() => status(langs)));
  else if (message.type === "refresh") reply(keptLanguages().then((kept) => (kept.length ? keep(kept, port) : null)));
  else if (message.type === "forget") reply(forget());
  else if (message.type === "remember") {
    const paths = (Array.isArray(message.paths) ? message.paths : []).filter((path) => typeof path === "string");
    reply(remember([...paths, ...(message.runtime ? MANIFEST.groups.runtime : [])]));
  }
});
