// The Pyodide worker: starts Python with the engine, from a memory snapshot when this device has a good one, and
// answers bridge requests. Started by engine.js as a module worker, in one of two roles (the worker's name):
//
//   "engine"           serves the page: {id, request} in, {id, answer} out (bridge.handle on the JSON text).
//   "engine-snapshot"  a throwaway second worker engine.js starts once the page is idle after a cold start: it starts
//                      its own Python with Pyodide's _makeSnapshot option, imports the whole engine, makes a memory
//                      snapshot, stores it in IndexedDB and says so; engine.js then ends it. The serving worker is
//                      never touched, so the snapshot holds a clean engine (no match, no seed of this visit).
//
// Everything comes from this site's own copy (nothing from a CDN):
//   pyodide/        Pyodide's runtime (from the pinned npm package, copied by build.py), started from
//                   python_stdlib-compiled.zip: its standard library with the modules a start imports as bytecode
//   engine/<wheel>  pygame_core, a pure-Python wheel with bytecode for Pyodide's Python (precompiled by build.py)
// BUILD (below) is written in by build.py: the engine wheel's name and sha256, the small lock naming it, the
// standard library's file, the bytes the download stage fetches, and the snapshot key: a hash of the runtime's
// files, the engine wheel and the sources of this file and the store. A snapshot is stored under that key, so a new runtime, engine or
// worker never uses an old one.
//
// A start ("engine" role):
//   snapshot  a snapshot under this build's key is in IndexedDB (the store: snapshot-store.js): its bytes are read and checked (size, sha256)
//             while the runtime downloads and compiles, then loadPyodide({_loadSnapshot}) restores the heap with
//             the engine already imported; Python's random generator is reseeded and one bridge call must answer.
//             Any failure (missing, damaged, foreign bytes, Pyodide refusing them, a failed check, storage errors)
//             deletes the snapshot and falls back to a cold start in the same worker: never a blank table.
//   cold      loadPyodide() while the engine wheel downloads; the wheel is checked against its sha256 and put on
//             sys.path as it is (zipimport; the bytecode build.py put beside each module spares Python the
//             compiling), then the bridge is imported; a game at the first request about it, every game, their
//             computer players and the search once the page is quiet.
// Messages out: {type: "progress", stage, fraction, text}   while loading (fraction 0..1 over the whole load)
//               {type: "ready", version, start, snapshot, fallback, timings, memory}   once the engine answers
//                   start: "snapshot" | "cold"; snapshot: "stored" (this start used it), "wanted" (none yet:
//                   engine.js may start the "engine-snapshot" role), "off" (given up for this build after failed
//                   restores) or "unavailable" (no IndexedDB here); fallback: why a stored snapshot was not used
//               {type: "restoring"}                          a snapshot restore begins (engine.js times it)
//               {type: "fatal", message}                     when loading failed (no answers will follow)
//               {id, answer}                                 the bridge's parsed JSON answer for request id
//               {id, memory}                                 for {id, control: "memory"}: the worker's memory
// The "engine-snapshot" role posts {type: "snapshot", ok, size, ms, error} once, then idles.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import {
  MAX_FAILURES, allMeta, openStore, prune, readBytes, sha256, storeExists, storeSnapshot,
} from "./snapshot-store.js";

const BUILD = /*__BUILD__*/ null;

// Pyodide imports its wasm glue (1.2 MB of JavaScript) only once loadPyodide runs; both kinds of start need it, so
// it loads now, while the worker looks for a snapshot (the same URL: Pyodide's own import finds it loaded).
import("./pyodide/pyodide.asm.mjs").catch(() => {}); // a failure shows again, and is reported, in loadPyodide

const SITE = new URL("./", import.meta.url);
const RUNTIME_URL = new URL("pyodide/", SITE).href;
const ENGINE_URL = new URL("engine/", SITE).href;
const ROLE = self.name === "engine-snapshot" ? "snapshot" : "engine";
/** The worker named "engine:cold": a cold start, snapshots left alone (benchmarks). "engine:recover": engine.js ended
 * a worker whose snapshot restore did not finish; this one drops that snapshot as failed and starts cold. (In the
 * name, not the URL: a response from the service worker's cache carries the URL without its query.) */
const START_MODE = ROLE === "engine" ? (String(self.name).split(":")[1] || "auto") : "auto";
const FORCE_COLD = START_MODE === "cold";
const RECOVER = START_MODE === "recover";

// Share of the whole load each stage ends at (the runtime download dominates a first visit).
// Stages: "download" (runtime files arriving), "runtime" (Python starting), "engine" (the engine wheel, then the
// games' modules), "ready".
const STAGE_END = { download: 0.6, runtime: 0.85, engine: 0.97, ready: 1 };

/** Milliseconds since the epoch: comparable with the page's performance.timeOrigin + performance.now(). */
const clock = () => performance.timeOrigin + performance.now();
const timings = { workerStart: performance.timeOrigin };

let lastProgress = { stage: null, fraction: -1 };

function progress(stage, fraction, text) {
  if (ROLE !== "engine") return;
  fraction = Math.min(1, Math.max(0, fraction));
  // Download progress arrives per network chunk: report steps of at least 1 %.
  if (stage === lastProgress.stage && fraction - lastProgress.fraction < 0.01) return;
  lastProgress = { stage, fraction };
  self.postMessage({ type: "progress", stage, fraction, text });
}

// -- early downloads ------------------------------------------------------------------------------------------------
// Both kinds of start need the runtime's wasm and its standard library. They are requested the moment the worker
// runs, and the wasm is compiled as it arrives (streaming), while the worker still looks for a snapshot in
// IndexedDB; loadPyodide's own requests for these two URLs then get these responses (fetch is wrapped below), and its
// wasm instantiation uses the module compiled here (WebAssembly.instantiateStreaming is wrapped for that one URL).
// Nothing is downloaded twice, and the compile no longer waits for the snapshot lookup.

const WASM_URL = new URL("pyodide.asm.wasm", RUNTIME_URL).href;
// The standard library with the modules a start imports as bytecode (build.py: buildtools/precompile.py); the npm
// package's python_stdlib.zip holds sources only, which Python compiled at every start (most of a cold start).
const STDLIB_URL = new URL((BUILD && BUILD.stdlib) || "python_stdlib.zip", RUNTIME_URL).href;
const nativeFetch = self.fetch.bind(self);
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
/** URL -> Promise<Response> fetched early, handed once to the first fetch() of that URL. */
const early = new Map();
let compiledWasm = null;

function urlOf(input) {
  if (input instanceof URL) return input.href;
  if (typeof input === "string") return new URL(input, self.location.href).href;
  return input && input.url;
}

self.fetch = (input, init) => {
  const url = urlOf(input);
  const pending = early.get(url);
  if (pending && !(init && init.integrity)) {
    early.delete(url);
    return pending;
  }
  return nativeFetch(input, init);
};

WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (compiledWasm && response && response.url === WASM_URL) {
    const module = await compiledWasm.catch(() => null);
    if (module) {
      if (!response.bodyUsed) response.body?.cancel().catch(() => {}); // a second start's copy: not needed
      return { module, instance: await WebAssembly.instantiate(module, imports) };
    }
    // the early compile failed: compile from a fresh response, as Pyodide would have
    return nativeInstantiateStreaming(response.bodyUsed ? nativeFetch(WASM_URL) : response, imports);
  }
  return nativeInstantiateStreaming(response, imports);
};

/** Count the bytes of ``response`` (a clone is read alongside) for the download stage's progress. */
function countBytes(response, expected, counter) {
  if (!(expected > 0) || !response.ok || !response.body) return;
  const reader = response.clone().body.getReader();
  (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      counter.received += value.byteLength;
      if (counter.received < expected) {
        progress("download", (counter.received / expected) * STAGE_END.download, "Downloading Python");
      } else {
        progress("runtime", STAGE_END.download, "Starting Python");
      }
    }
  })().catch(() => {});
}

function startEarlyDownloads() {
  const expected = (BUILD && BUILD.downloadBytes) || 0;
  const counter = { received: 0 };
  const wasm = nativeFetch(WASM_URL, { credentials: "same-origin" });
  compiledWasm = wasm.then((response) => {
    if (!response.ok) throw new Error(`${WASM_URL} answered ${response.status}`);
    countBytes(response, expected, counter);
    timings.wasmResponse = clock();
    return WebAssembly.compileStreaming(response);
  });
  compiledWasm.then(() => { timings.wasmCompiled = clock(); }, () => {}); // on failure: Pyodide's own way, above
  const stdlib = nativeFetch(STDLIB_URL).then((response) => {
    countBytes(response, expected, counter);
    return response;
  });
  stdlib.catch(() => {});
  early.set(WASM_URL, wasm);
  early.set(STDLIB_URL, stdlib);
}

startEarlyDownloads();

function requireBuild() {
  if (!BUILD || !BUILD.wheel) throw new Error("worker.js was not written by build.py (no engine build information)");
  return BUILD;
}

/** The engine wheel's bytes, checked against the sha256 the build wrote in (fetch starts when called). */
async function fetchWheel() {
  const { wheel } = requireBuild();
  const response = await fetch(new URL(wheel.file, ENGINE_URL));
  if (!response.ok) throw new Error(`the engine could not be downloaded (${response.status} ${wheel.file})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const digest = await sha256(bytes);
  if (digest !== wheel.sha256) {
    throw new Error(`the engine failed its integrity check (${wheel.file}: sha256 ${digest.slice(0, 12)}…, ` +
                    `expected ${wheel.sha256.slice(0, 12)}…)`);
  }
  return bytes;
}

// -- Python ---------------------------------------------------------------------------------------------------------

// The bridge, imported now so the first request answers fast. The games are imported as requests need them: a
// request about one game (the resumed table's load, an embed's config) imports that game alone, the menu's list every
// game; the rest follows once the page is quiet (PREPARE_PLAYERS, below).
const WARM_UP = `
import pygame_core, pygame_core.bridge
`;
// For a snapshot: the whole engine, every module (a restored heap has the modules but not their files: the engine's
// folder in Pyodide's file system is empty after a restore), then a collection so the heap is compact.
const IMPORT_ALL = `
import gc, importlib, pkgutil, pygame_core
for _info in pkgutil.walk_packages(pygame_core.__path__, "pygame_core.", onerror=lambda name: None):
    try:
        importlib.import_module(_info.name)
    except Exception:
        pass
del _info
gc.collect()
`;

// After a cold start, once the page has been quiet for PLAYERS_QUIET_MS: every game, its computer players and the
// search, which the engine imports at their first use (the first table needs one game and no player), so the first
// computer move or the menu's list does not wait. A game that fails to import is reported on the console (the
// bridge reports it again on every request that needs it).
const PREPARE_PLAYERS = `
from pygame_core.core import registry
registry.prepare_players()
"; ".join(f"{_name}: {type(_exc).__name__}: {_exc}" for _name, _exc in registry.broken().items())
`;
const PLAYERS_QUIET_MS = 1000;

// After a restore: every start gets its own random numbers (the snapshot froze the generator's state).
const AFTER_RESTORE = `
import random
random.seed()
`;

/** Where the engine wheel goes in Pyodide's file system; Python imports from it as it is (zipimport), reading the
 * bytecode build.py put beside each module, so nothing is unpacked. */
const ENGINE_DIR = "/lib/engine";

function installWheel(pyodide, bytes) {
  const path = `${ENGINE_DIR}/${requireBuild().wheel.file}`;
  pyodide.FS.mkdirTree(ENGINE_DIR);
  pyodide.FS.writeFile(path, bytes);
  pyodide.globals.set("_engine_wheel", path);
  pyodide.runPython("import sys\n"
                    + "if _engine_wheel not in sys.path: sys.path.insert(1, _engine_wheel)\n"
                    + "del _engine_wheel");
}

const SELF_TEST = '{"cmd": "games"}';

function runtimeOptions(extra = {}) {
  const build = requireBuild();
  return {
    indexURL: RUNTIME_URL,
    stdLibURL: STDLIB_URL,
    // The engine's small lock, written in by the build (no request); Pyodide's own 119 kB lock is never needed.
    lockFileContents: build.lock,
    // Naming the package base makes Pyodide's CDN fallback (used when no base is given) point here too.
    packageBaseUrl: ENGINE_URL,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
    ...extra,
  };
}

/** A cold start: the runtime, then the engine wheel (downloaded meanwhile), then the warm-up. */
async function coldStart({ makeSnapshot = false } = {}) {
  const wheel = fetchWheel();
  wheel.catch(() => {}); // awaited below; a failure must not count as unhandled meanwhile
  const pyodide = await loadPyodide(runtimeOptions(makeSnapshot ? { _makeSnapshot: true } : {}));
  timings.runtime = clock();
  progress("engine", STAGE_END.runtime, "Loading the engine");
  installWheel(pyodide, await wheel);
  timings.wheel = clock();
  progress("engine", STAGE_END.engine, "Loading the games");
  pyodide.runPython(WARM_UP);
  timings.engine = clock();
  return pyodide;
}

/** A start from ``bytesPromise`` (a checked snapshot); throws when anything is wrong with it. */
async function snapshotStart(bytesPromise) {
  progress("runtime", STAGE_END.download, "Starting Python");
  const pyodide = await loadPyodide(runtimeOptions({ _loadSnapshot: bytesPromise }));
  timings.runtime = clock();
  pyodide.runPython(AFTER_RESTORE);
  pyodide._api.config._loadSnapshot = null; // let the snapshot's bytes go (Pyodide keeps its options)
  const answer = JSON.parse(pyodide.pyimport("pygame_core.bridge").handle(SELF_TEST));
  if (!answer || answer.ok !== true) throw new Error(`the restored engine did not answer (${JSON.stringify(answer)})`);
  timings.engine = clock();
  return pyodide;
}

function memoryOf(pyodide) {
  const out = { wasmHeap: pyodide ? pyodide._module.HEAP8.byteLength : null };
  if (performance.memory) {
    out.jsHeapUsed = performance.memory.usedJSHeapSize;
    out.jsHeapTotal = performance.memory.totalJSHeapSize;
  }
  return out;
}

// -- the "engine" role ----------------------------------------------------------------------------------------------

let servingPyodide = null;

async function boot() {
  requireBuild();
  progress("download", 0, "Downloading Python");
  let db;
  let meta = null;
  let state = "unavailable";
  let fallback = null;
  let pyodide = null;
  let start = "cold";
  if (!FORCE_COLD && !(await storeExists())) {
    state = self.indexedDB ? "wanted" : "unavailable"; // the snapshot worker finds out whether IndexedDB works
    timings.store = clock();
  } else if (!FORCE_COLD) {
    db = await openStore();
    timings.store = clock();
    if (db) {
      try {
        meta = (await allMeta(db)).find((m) => m.key === BUILD.snapshotKey) || null;
        state = meta && meta.failures >= MAX_FAILURES ? "off" : "wanted";
        if (meta && meta.size && state !== "off") {
          try {
            if (RECOVER) throw new Error("the last restore of this snapshot did not finish");
            const bytes = readBytes(db, meta, () => { timings.snapshotBytes = clock(); });
            bytes.catch(() => {}); // handled through loadPyodide below
            bytes.then(() => { timings.snapshotRead = clock(); }, () => {});
            self.postMessage({ type: "restoring" }); // engine.js watches that this ends (a hang: a new cold worker)
            pyodide = await snapshotStart(bytes);
            start = "snapshot";
            state = "stored";
          } catch (err) {
            fallback = String(err && err.message || err);
            console.warn(`the memory snapshot was not used (${fallback}): starting normally`);
            pyodide = null;
            meta = { ...meta, size: 0, sha256: "", failures: (meta.failures || 0) + 1, error: fallback };
            state = meta.failures >= MAX_FAILURES ? "off" : "wanted";
          }
        }
        // stale builds' snapshots go; a failed one goes too (its failure count stays, so it is not made forever)
        prune(db, BUILD.snapshotKey, { dropBytes: Boolean(fallback), meta: fallback ? meta : undefined })
          .catch((err) => console.warn(`the snapshot store could not be tidied: ${err && err.message || err}`));
      } catch (err) {
        console.warn(`the snapshot store failed: ${err && err.message || err}`);
        state = "unavailable";
      }
    }
  }
  if (!pyodide) {
    timings.coldStart = clock();
    pyodide = await coldStart();
  }
  servingPyodide = pyodide;
  if (start === "snapshot") {
    // A restored heap has every engine module, but Pyodide's file system starts empty: the wheel file goes back
    // (tracebacks' source lines, any later import), after the table is served.
    setTimeout(() => fetchWheel().then((bytes) => installWheel(pyodide, bytes)).catch((err) => {
      console.warn(`the engine's files could not be restored: ${err && err.message || err}`);
    }), 0);
  }
  const bridge = pyodide.pyimport("pygame_core.bridge");
  const version = pyodide.runPython("import pygame_core; pygame_core.__version__");
  progress("ready", STAGE_END.ready, "Ready");
  timings.ready = clock();
  self.postMessage({ type: "ready", version, start, snapshot: FORCE_COLD ? "off" : state, fallback, timings,
                     key: BUILD.snapshotKey,
                     memory: memoryOf(pyodide), snapshotSize: start === "snapshot" ? meta.size : null });
  return bridge.handle;
}

// -- the "engine-snapshot" role -------------------------------------------------------------------------------------

async function makeSnapshot() {
  const started = clock();
  const db = await openStore();
  if (!db) throw new Error("IndexedDB is not available");
  const pyodide = await coldStart({ makeSnapshot: true });
  pyodide.runPython(IMPORT_ALL);
  const answer = JSON.parse(pyodide.pyimport("pygame_core.bridge").handle(SELF_TEST));
  if (!answer || answer.ok !== true) throw new Error("the engine did not answer before the snapshot");
  const bytes = pyodide.makeMemorySnapshot();
  const made = clock();
  const meta = await storeSnapshot(db, bytes, made - started, requireBuild());
  db.close();
  return { size: meta.size, ms: made - started, storeMs: clock() - made, memory: memoryOf(pyodide) };
}

// -- messages -------------------------------------------------------------------------------------------------------

if (ROLE === "snapshot") {
  makeSnapshot().then(
    (result) => self.postMessage({ type: "snapshot", ok: true, ...result }),
    (err) => self.postMessage({ type: "snapshot", ok: false, error: String(err && err.message || err) }),
  );
} else {
  const ready = boot();
  ready.catch((err) => {
    self.postMessage({ type: "fatal", message: String((err && err.message) || err) });
  });

  let playersTimer = null;
  let playersPrepared = false;
  /** (Re)start the quiet timer after which a cold-started engine imports its computer players (once). */
  const preparePlayersWhenQuiet = () => {
    if (playersPrepared) return;
    clearTimeout(playersTimer);
    playersTimer = setTimeout(() => {
      playersPrepared = true;
      try {
        const failed = servingPyodide ? servingPyodide.runPython(PREPARE_PLAYERS) : "";
        if (failed) console.warn(`games that could not be imported: ${failed}`);
      } catch (err) {
        console.warn(`the computer players could not be prepared: ${err && err.message || err}`);
      }
    }, PLAYERS_QUIET_MS);
  };
  ready.then(() => {
    if (timings.coldStart) preparePlayersWhenQuiet(); // a restored snapshot has every module already
    else playersPrepared = true;
  }, () => {});

  self.onmessage = async (event) => {
    const { id, request, control } = event.data || {};
    if (control === "memory") {
      self.postMessage({ id, memory: memoryOf(servingPyodide) });
      return;
    }
    let handle;
    try {
      handle = await ready;
    } catch {
      return; // the fatal message has been posted; engine.js rejects every pending call
    }
    let answer;
    try {
      answer = JSON.parse(handle(JSON.stringify(request === undefined ? null : request)));
    } catch (err) {
      answer = { ok: false, error: { code: "worker_error", message: String((err && err.message) || err) } };
    }
    self.postMessage({ id, answer });
    preparePlayersWhenQuiet();
  };
}
