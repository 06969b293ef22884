// The Pyodide worker: loads Python and the engine, then answers bridge requests.
//
// Loaded by engine.js as a module worker. Everything comes from this site's own copy:
//   pyodide/                 Pyodide's runtime (from the pinned npm package, copied by build.py)
//   engine/pyodide-lock.json a small lock written by build.py: the engine wheel and its real sha256
//   engine/<engine wheel>    pygame_core, a pure-Python wheel
// Messages in:  {id, request}      request = a bridge request object ({cmd: "new_game", ...})
// Messages out: {type: "progress", stage, fraction, text}   while loading (fraction 0..1 over the whole load)
//               {type: "ready", version}                     once Python and the engine answer
//               {type: "fatal", message}                     when loading failed (no answers will follow)
//               {id, answer}                                 the bridge's parsed JSON answer for request id
import { loadPyodide } from "./pyodide/pyodide.mjs";

const SITE = new URL("./", import.meta.url);
const RUNTIME_URL = new URL("pyodide/", SITE).href;
const ENGINE_URL = new URL("engine/", SITE).href;
const LOCK_URL = new URL("pyodide-lock.json", ENGINE_URL).href;
const ENGINE_PACKAGE = "pygame-core";

// Share of the whole load each stage ends at (the runtime download dominates a first visit).
// Stages: "download" (runtime files arriving), "runtime" (Python starting), "engine" (the engine wheel, then the
// games' modules), "ready".
const STAGE_END = { download: 0.6, runtime: 0.85, engine: 0.97, ready: 1 };

let lastProgress = { stage: null, fraction: -1 };

function progress(stage, fraction, text) {
  fraction = Math.min(1, Math.max(0, fraction));
  // Download progress arrives per network chunk: report steps of at least 1 %.
  if (stage === lastProgress.stage && fraction - lastProgress.fraction < 0.01) return;
  lastProgress = { stage, fraction };
  self.postMessage({ type: "progress", stage, fraction, text });
}

// Counts the bytes of the runtime files as they arrive, without touching the responses Pyodide gets:
// a clone of each response is read alongside, so streaming wasm compilation keeps its real Response.
// expected() is the number of bytes to expect (0 while unknown: then nothing is reported).
function trackDownloads(expected) {
  const originalFetch = self.fetch.bind(self);
  let received = 0;
  self.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    if (response.ok && response.body) {
      const reader = response.clone().body.getReader();
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += value.byteLength;
          if (expected() > 0 && received < expected()) {
            progress("download", (received / expected()) * STAGE_END.download, "Downloading Python");
          } else if (expected() > 0) {
            progress("runtime", STAGE_END.download, "Starting Python");
          }
        }
      })().catch(() => {});
    }
    return response;
  };
  return () => { self.fetch = originalFetch; };
}

// The size of the files the download stage fetches, from the build's manifest (0 when unknown).
async function expectedDownloadBytes() {
  try {
    const manifest = await (await fetch(new URL("manifest.json", SITE))).json();
    const big = ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"];
    return manifest.files.filter((f) => big.includes(f.path)).reduce((sum, f) => sum + f.size, 0);
  } catch {
    return 0;
  }
}

async function loadEngine(pyodide) {
  const errors = [];
  const loaded = await pyodide.loadPackage(ENGINE_PACKAGE, {
    messageCallback: () => {},
    errorCallback: (message) => errors.push(message),
    checkIntegrity: true, // must be explicit: passing any options object drops loadPackage's default
  });
  // loadPackage resolves (with []) when a package fails to load: any error or an empty result is a failure.
  if (errors.length || !loaded || loaded.length === 0) {
    throw new Error(`the engine could not be loaded (network error or failed integrity check): ${
      errors.join(" ") || "nothing was installed"}`);
  }
}

// Import every game package now (the registry finds them), so the first request answers fast. A game that fails
// to import is reported on the console; the bridge reports it again on every request that needs it.
const WARM_UP = `
import pygame_core, pygame_core.bridge
from pygame_core.core import registry
"; ".join(f"{_name}: {type(_exc).__name__}: {_exc}" for _name, _exc in registry.broken().items())
`;

async function boot() {
  progress("download", 0, "Downloading Python");
  let expected = 0;
  expectedDownloadBytes().then((bytes) => { expected = bytes; });
  const stopTracking = trackDownloads(() => expected);
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL: RUNTIME_URL,
      lockFileURL: LOCK_URL,
      // Naming the package base makes Pyodide's CDN fallback (used when no base is given) point here too.
      packageBaseUrl: ENGINE_URL,
      stdout: (line) => console.log(line),
      stderr: (line) => console.warn(line),
    });
  } finally {
    stopTracking();
  }
  progress("engine", STAGE_END.runtime, "Loading the engine");
  await loadEngine(pyodide);
  progress("engine", STAGE_END.engine, "Loading the games");
  const failed = pyodide.runPython(WARM_UP);
  if (failed) console.warn(`games that could not be imported: ${failed}`);
  const bridge = pyodide.pyimport("pygame_core.bridge");
  const version = pyodide.runPython("pygame_core.__version__");
  progress("ready", STAGE_END.ready, "Ready");
  self.postMessage({ type: "ready", version });
  return bridge.handle;
}

const ready = boot();
ready.catch((err) => {
  self.postMessage({ type: "fatal", message: String((err && err.message) || err) });
});

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
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
};
