// The service worker's code. hf_core/site/postbuild/manifest.py writes it to the site root as sw.js, after a
// line `const MANIFEST = {...}` describing the build (see build_manifest there):
//   build    hash of every file of the build        assets  hash of the files other than pages
//   runtime  Pyodide's version + hash of the runtime's files (assets/pyodide/, the wheel, hf-runtime.json)
//   files    {path: [bytes, hash]}; a page is listed by its address ("asking/", "" for the home page)
//   pages    {lang: [{url, title}]}      groups  {shared, runtime, en, fr: [path]}
//   offline  {lang: address of the offline page}
//   python   the id of the runtime's Python snapshot (javascripts/hf/worker.js keeps it in "hf:<scope>:python:<id>")
//   shared_origin_storage   true if the operator keeps things on the device when the site is not at the root of
//            its origin (python -m hf_core.site.postbuild --shared-origin-storage)
//
// Rules (issues 11 and 22):
//   only the build's own pages and files are answered; any other address under this folder (another
//   application served below it) goes to the network untouched;
//   pages (navigations, and the fetches of instant navigation): network first, the kept copy when the network
//   fails, else the offline page in the page's language;
//   other files of the build: cache first, in a cache named after the build;
//   runtime files: cache first, in a cache named after Pyodide's version and the runtime's hash;
//   a kept copy is served only if its hash is the manifest's, checked each time it is served (another script of
//   the origin can replace it at any moment; the 9.6 MB WebAssembly file takes 26-70 ms to hash on a busy
//   desktop); a copy that is not the build's (planted or damaged) is dropped and fetched again;
//   only this site's own caches are read, never another cache of the origin;
//   a new build copies the unchanged files over from the old caches (compared by hash) when it installs,
//   and deletes every cache that is not its own when it activates (an older runtime's Python snapshot too);
//   "Remove from this device" deletes every cache of the site, waits for no download, and wins over any store
//   still in flight: from that moment this worker writes nothing (and creates no cache), then it unregisters.
// Cache Storage belongs to the whole origin, not to a folder: where the site is not at the root of its origin
// (user.github.io/project), other sites of the origin could read and write it, so nothing is kept there unless
// the build says the operator wants it (shared_origin_storage).
// Everything is relative to this file's location, so the site works under any sub-path.

/* global MANIFEST */
const SCOPE = new URL("./", self.location.href);
const PREFIX = `hf:${SCOPE.pathname}:`; // several copies of the site on one host never share caches
const SITE_CACHE = `${PREFIX}site:${MANIFEST.build}`;
const RUNTIME_CACHE = `${PREFIX}runtime:${MANIFEST.runtime}`;
const KEEP_CACHE = `${PREFIX}keep`; // what the reader chose to keep: {langs: [...]}
// The page's worker keeps its Python snapshot there (javascripts/hf/worker.js), one cache per runtime.
const PYTHON_CACHE = `${PREFIX}python:${MANIFEST.python}`;
const MINE = new Set([SITE_CACHE, RUNTIME_CACHE, KEEP_CACHE, PYTHON_CACHE]);
const KEEP_KEY = new URL("hf-keep.json", SCOPE).href;
const ALLOWED = SCOPE.pathname === "/" || MANIFEST.shared_origin_storage === true;
const RUNTIME = new Set(MANIFEST.groups.runtime);
// The picture pack's sheet (hf_core/site/pictures.py): fetched by the page only once the reader chooses "Pictures"
// (docs/stylesheets/cards.css), so never ahead with the shell; once fetched it is kept like any other file of the
// build (cache first), and "Keep this site on this device" keeps it with the rest.
const ON_DEMAND = "assets/pictures/";
const SHELL = [
  ...Object.values(MANIFEST.offline),
  ...MANIFEST.groups.shared.filter((path) => /\.(css|js|png|svg|ico)$/.test(path) && !path.startsWith("assets/javascripts/lunr/")
    && !path.startsWith(ON_DEMAND)),
];

function pathOf(url) {
  // The site-relative path of a URL under the scope, or null.
  const u = new URL(url);
  if (u.origin !== SCOPE.origin || !u.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURI(u.pathname.slice(SCOPE.pathname.length));
  } catch {
    return null; // a malformed %-escape: no file of the build
  }
  if (path === "index.html") path = "";
  else if (path.endsWith("/index.html")) path = path.slice(0, -"index.html".length);
  return path;
}

function isOwn(path) {
  return path !== null && Object.hasOwn(MANIFEST.files, path);
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

// "Remove from this device" ran in this worker: it stores nothing more and creates no cache.
let removed = false;
// Writes to the caches under way (short: opening a cache and putting a body already read): the removal waits
// for them, then deletes; any write that starts after it sees `removed` first.
const writing = new Set();

function track(work) {
  writing.add(work);
  work.then(() => writing.delete(work), () => writing.delete(work));
  return work;
}

// One of the site's caches if it exists (never made here: only install makes them), else null.
function existing(name) {
  return track((async () => {
    if (removed || !(await caches.has(name))) return null;
    const cache = await caches.open(name);
    return removed ? null : cache;
  })());
}

// The kept copy of path, from this site's cache for it (no other cache of the origin), if it is this build's
// file; a copy whose hash differs (planted or damaged) is dropped and null returned. Checked every time: a copy
// checked once can be replaced the next moment by any script of the origin, and nothing tells this worker.
async function kept(path) {
  const running = pending.get(path);
  if (running) await running; // a write of path is under way: what it keeps is the copy to read
  const name = cacheFor(path);
  let answer;
  let why = "is not this build's file";
  try {
    answer = await caches.match(keyFor(path), { cacheName: name });
    if (!answer) return null;
    if ((await digest(await answer.clone().arrayBuffer())) === MANIFEST.files[path][1]) return answer;
  } catch (err) {
    // The device could not read it (storage damaged on disk: Cache Storage finds the entry and fails to read its
    // body). Dropped like a changed copy: the file is fetched and kept again, never a failed request for good.
    why = `could not be read (${err && err.message ? err.message : err})`;
    damaged = true;
  }
  if (pending.has(path)) return null; // being written again meanwhile: that write replaces it
  console.warn(`sw.js: the kept copy of ${path} ${why}; dropped`);
  try {
    const cache = await existing(name);
    if (cache) await track(cache.delete(keyFor(path)));
  } catch {
    // not dropped: the next request finds it again and asks the network again
  }
  return null;
}

// Once a kept copy cannot be read, others may not be readable either: every file kept is read once (kept() drops
// those it cannot read) and those dropped are fetched and kept again, so that what is listed as kept works offline.
let damaged = false;
let repairing = null;

function repair() {
  if (!repairing) {
    repairing = (async () => {
      for (const name of [SITE_CACHE, RUNTIME_CACHE]) {
        const cache = await existing(name);
        if (!cache) continue;
        for (const request of await cache.keys()) {
          const path = pathOf(request.url);
          if (path === null || !MANIFEST.files[path] || pending.has(path) || (await kept(path))) continue;
          await store(path).catch(() => null); // offline: fetched when next asked for
        }
      }
    })().catch(() => {});
  }
  return repairing;
}

// Each file is written once at a time: while one write of a path is under way (a store's download, or the copy of
// a response a page is reading), whoever else would write it (the page's Python asking for the runtime it has
// just loaded to be kept, a second "keep", another request for the file) waits for that write and reads what it
// kept. Two writes of one entry, the second replacing the first while a page looks for it, are never made.
const pending = new Map(); // path -> Promise<boolean> (kept or not; never rejects)

function once(path, work) {
  const running = pending.get(path);
  if (running) return running;
  const done = work();
  const settled = done.then(Boolean, () => false);
  pending.set(path, settled);
  settled.then(() => {
    if (pending.get(path) === settled) pending.delete(path);
  });
  return done;
}

// Keep a response that is being read elsewhere (a page's, or the answer to a request), unless path is already
// being written: then its body is not read here, and the write under way decides.
function put(path, response) {
  if (pending.has(path)) {
    if (response.body) response.body.cancel().catch(() => {});
    return pending.get(path);
  }
  return once(path, () => write(path, response));
}

// Keep a response in this build's cache for path, only if it is this build's file (same hash as in the
// manifest): a newer build's page or file never lands in an older build's cache, nor an older one in this.
// Both caches are made at install; once a newer build (or "Remove") has deleted them, this worker writes nothing.
async function write(path, response) {
  if (stale || removed || response.status !== 200) {
    // An unread copy of a body keeps its download (and this worker's event) open: cancel it.
    if (response.body) await response.body.cancel().catch(() => {});
    return false;
  }
  const bytes = await response.arrayBuffer();
  if ((await digest(bytes)) !== MANIFEST.files[path][1]) return false;
  const copy = new Response(bytes, { status: 200, statusText: response.statusText, headers: response.headers });
  return track((async () => {
    const cache = await existing(cacheFor(path));
    if (!cache) return false;
    await cache.put(keyFor(path), copy);
    return true;
  })());
}

// Fetch one file of this build into its cache. With reuse, the browser's HTTP cache may answer (the page has
// just downloaded it): the hash tells whether that copy is this build's; if not, ask the server again.
// A write of path already under way is waited for, not doubled; if it kept nothing, this one fetches the file.
async function store(path, reuse = false) {
  if (removed) throw new Error("removed from this device");
  if (await once(path, () => download(path, reuse))) return;
  if (!(await once(path, () => download(path, reuse)))) throw new Error(`${path} could not be kept`);
}

async function download(path, reuse) {
  for (const mode of reuse ? ["force-cache", "no-cache"] : ["no-cache"]) {
    if (removed) throw new Error("removed from this device");
    const response = await fetch(keyFor(path), { cache: mode, credentials: "same-origin" });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
    if (await write(path, response)) return true;
  }
  if (removed) throw new Error("removed from this device");
  throw new Error(`${path} on the server is not this build's`);
}

// Files of an older build that are unchanged in this one (same hash) are copied over to this build's caches,
// so a new build downloads only what changed; the pages that changed are downloaded again (pages are small,
// and every page the reader opened stays available offline).
async function carryOver() {
  const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && !MINE.has(name));
  const changedPages = new Set();
  for (const name of old) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = pathOf(request.url);
      const entry = path === null ? null : MANIFEST.files[path];
      if (!entry) continue;
      const target = await caches.open(cacheFor(path));
      if (await target.match(keyFor(path))) continue;
      let carried = false;
      try {
        const response = await cache.match(request);
        if (response && (await digest(await response.clone().arrayBuffer())) === entry[1]) {
          await target.put(keyFor(path), response);
          carried = true;
        }
      } catch {
        // an old copy the device cannot read is not carried over (storage damaged on disk): fetched when asked for
      }
      if (!carried && isPage(path)) changedPages.add(path);
    }
  }
  await Promise.all([...changedPages].map((path) => store(path).catch(() => null)));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    if (!ALLOWED) {
      await self.skipWaiting(); // activate clears what an earlier build kept, then unregisters
      return;
    }
    await caches.open(SITE_CACHE);
    await caches.open(RUNTIME_CACHE);
    await carryOver();
    // The offline pages and what they need to show; failure here only means a plainer offline fallback.
    const have = await held();
    await Promise.all(SHELL.filter((path) => !have.has(path)).map((path) => store(path, true).catch(() => null)));
    await self.skipWaiting();
  })());
});

// Every cache of this site that is not this build's goes: an older build's files, and the Python snapshot of
// an older runtime (the keep choice stays). Where nothing may be kept, everything goes and the worker leaves.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && (!ALLOWED || !MINE.has(name)));
    await Promise.all(old.map((name) => caches.delete(name)));
    if (!ALLOWED) {
      removed = true;
      await self.registration.unregister();
      return;
    }
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

// A page of the build: asked by a navigation, or fetched by instant navigation (javascripts/hf/instant.js; without
// the network it gets the kept copy, else an error, and loads the address for real: then this answers the offline
// page).
async function page(event, path) {
  const request = event.request;
  const navigation = request.mode === "navigate";
  try {
    const response = await fetch(request);
    if (response.ok) {
      checkBuild(response.clone());
      event.waitUntil(put(path, response.clone()));
    }
    return response;
  } catch (err) {
    const copy = await kept(path);
    if (copy) return copy;
    const offline = MANIFEST.offline[offlineLanguage(path)];
    if (navigation && path !== offline && (await kept(offline))) {
      const target = new URL(offline, SCOPE);
      target.searchParams.set("page", path || "/");
      return Response.redirect(target.href, 303);
    }
    throw err;
  }
}

async function cacheFirst(event, path) {
  const request = event.request;
  await checking;
  if (stale) return fetch(request);
  const copy = await kept(path); // (after a write of path under way, if any)
  if (damaged) event.waitUntil(repair());
  if (copy) return copy;
  if (pending.has(path)) return fetch(request); // another write began meanwhile: it keeps the file
  // This download is the write of path from its first moment (a store asked for meanwhile waits for it, and
  // does not download the file a second time); the page reads the response as it comes (streaming).
  let answer;
  const response = new Promise((resolve, reject) => {
    answer = { resolve, reject };
  });
  event.waitUntil(once(path, async () => {
    let fetched;
    try {
      fetched = await fetch(request);
    } catch (err) {
      answer.reject(err);
      throw err;
    }
    const copy = fetched.clone();
    answer.resolve(fetched);
    return write(path, copy);
  }).catch(() => false));
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !ALLOWED) return;
  const path = pathOf(request.url);
  if (!isOwn(path)) return; // not the site's: another application below this folder, or no file of this build
  if (isPage(path)) {
    event.respondWith(page(event, path));
    return;
  }
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
    const cache = await existing(name);
    if (!cache) continue;
    for (const request of await cache.keys()) {
      const path = pathOf(request.url);
      if (path !== null) have.add(path);
    }
  }
  return have;
}

async function keptLanguages() {
  const answer = await caches.match(KEEP_KEY, { cacheName: KEEP_CACHE });
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
    busy: pending.size + writing.size, // files being fetched or written (0: this worker writes nothing now)
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
  await track((async () => {
    if (removed) throw new Error("removed from this device");
    const cache = await caches.open(KEEP_CACHE);
    await cache.put(KEEP_KEY, new Response(JSON.stringify({ langs: all }), { headers: { "Content-Type": "application/json" } }));
  })());
}

// What a page loaded before this worker controlled it (the first visit): its own address, and the
// runtime once it has loaded (then mostly from the browser's HTTP cache).
async function remember(paths) {
  const have = await held();
  const todo = paths.filter((path) => Object.hasOwn(MANIFEST.files, path) && !have.has(path));
  await Promise.all(todo.map((path) => store(path, true)));
  return todo.length;
}

// Remove from this device: from now on this worker writes nothing; once the writes under way are done, every
// cache of this site goes (the Python snapshot's too), and the worker unregisters. Returns what was removed:
// {pages, files, bytes, snapshot (bytes)}. A page loaded later registers a new worker, which keeps pages again.
// The unregistration is a job of the browser's, run after any check of sw.js still on its way (as long as a slow or
// stalled network takes): it is asked for here, and the answer does not wait for it (done: the message handler's
// waitUntil keeps this worker until it is).
let unregistering = null;
async function forget() {
  removed = true;
  await Promise.allSettled([...writing]);
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  const gone = { pages: 0, files: 0, bytes: 0, snapshot: 0 };
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = pathOf(request.url);
      if (isOwn(path)) {
        gone[isPage(path) ? "pages" : "files"] += 1;
        gone.bytes += MANIFEST.files[path][0];
      } else if (name.startsWith(`${PREFIX}python:`)) {
        const answer = await cache.match(request);
        gone.snapshot += answer ? (await answer.blob()).size : 0;
      }
    }
  }
  await Promise.all(names.map((name) => caches.delete(name)));
  unregistering = self.registration.unregister().catch(() => false);
  return gone;
}

// A page registered the worker again after "Remove from this device" (to keep the site again, or a page opened
// since): while a page it controls is still open, Chromium gives back the registration it was removing, with this
// worker in it, which had stopped keeping anything ("Keep" then failed: "removed from this device"). The page's
// messages say so (again: true, from offline.js): this worker makes its caches again and keeps things as before.
async function revive(message) {
  if (!removed || message.again !== true) return;
  removed = false;
  await caches.open(SITE_CACHE);
  await caches.open(RUNTIME_CACHE);
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  const port = event.ports && event.ports[0];
  if (!port) return;
  const langs = (Array.isArray(message.langs) ? message.langs : []).filter((lang) => MANIFEST.pages[lang]);
  const reply = (work) => event.waitUntil(revive(message).then(() => work()).then(
    (value) => port.postMessage({ type: "done", value }),
    (err) => port.postMessage({ type: "failed", reason: String(err && err.message ? err.message : err) }),
  ).then(() => unregistering));
  if (message.type === "status") reply(() => status(langs));
  else if (message.type === "keep") reply(() => keep(langs, port).then(() => status(langs)));
  else if (message.type === "refresh") {
    reply(() => keptLanguages().then((kept) => (kept.length ? keep(kept, port) : null)));
  } else if (message.type === "forget") reply(() => forget());
  else if (message.type === "remember") {
    const paths = (Array.isArray(message.paths) ? message.paths : []).filter((path) => typeof path === "string");
    reply(() => remember([...paths, ...(message.runtime ? MANIFEST.groups.runtime : [])]));
  }
});
