// The page's handle on the Python engine: starts the Pyodide worker (worker.js) and talks to it.
//
//   import { startEngine } from "./engine.js";
//   const engine = startEngine({ onProgress: ({ stage, fraction, text }) => ... });
//   await engine.ready;                              // rejects with an Error when loading failed
//   const answer = await engine.call({ cmd: "games" }); // the bridge's answer: {ok: true, ...} | {ok: false, error}
//
// onProgress receives stage "download" | "runtime" | "engine" | "ready" and fraction 0..1 of the whole load
// (it only grows). Calls made before ready are queued by the worker and answered in order once the engine is up;
// call() rejects only when the engine itself failed (never for a refused request: that is an {ok: false} answer).
// Once the engine is ready the service worker (sw.js, written by build.py) is registered, so later visits start
// offline; registering after the load lets it precache from the HTTP cache instead of downloading a second copy.

export class Engine {
  /** @param {{onProgress?: Function, serviceWorker?: boolean}} options */
  constructor({ onProgress, serviceWorker = true } = {}) {
    this._pending = new Map();
    this._nextId = 1;
    this._failure = null;
    this._fraction = 0;
    this._onProgress = typeof onProgress === "function" ? onProgress : null;
    this.version = null;
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {}); // a failure is reported through ready and call(); never as unhandled
    try {
      this._worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "engine" });
    } catch (err) {
      this._fail(`the engine's worker could not start: ${err && err.message || err}`);
      return;
    }
    this._worker.onmessage = (event) => this._receive(event.data);
    this._worker.onerror = (event) => {
      event.preventDefault?.();
      this._fail(`the engine's worker failed: ${event.message || "the script could not be loaded"}`);
    };
    if (serviceWorker) this.ready.then(() => registerServiceWorker(), () => {});
  }

  /** Send one bridge request; resolves with the bridge's parsed answer. */
  call(request) {
    if (this._failure) return Promise.reject(this._failure);
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject });
      this._worker.postMessage({ id, request });
    });
  }

  /** Stop the worker; pending and later calls reject. */
  terminate() {
    this._worker?.terminate();
    this._fail("the engine was stopped");
  }

  _receive(message) {
    if (!message || typeof message !== "object") return;
    if (message.type === "progress") return this._progress(message);
    if (message.type === "ready") {
      this.version = message.version; // the worker has sent the "ready" progress just before
      return this._resolveReady(this);
    }
    if (message.type === "fatal") return this._fail(message.message);
    const waiter = this._pending.get(message.id);
    if (!waiter) return;
    this._pending.delete(message.id);
    waiter.resolve(message.answer);
  }

  _progress({ stage, fraction, text }) {
    this._fraction = Math.max(this._fraction, Number(fraction) || 0);
    if (this._onProgress) {
      try {
        this._onProgress({ stage, fraction: this._fraction, text });
      } catch (err) {
        console.error(err);
      }
    }
  }

  _fail(message) {
    if (this._failure) return;
    this._failure = new Error(message);
    this._rejectReady(this._failure);
    for (const waiter of this._pending.values()) waiter.reject(this._failure);
    this._pending.clear();
  }
}

/** Start the engine now (the worker begins loading Python at once). */
export function startEngine(options = {}) {
  return new Engine(options);
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register(new URL("./sw.js", import.meta.url), { scope: new URL("./", import.meta.url).href });
  } catch (err) {
    console.warn(`offline support is unavailable: ${err && err.message || err}`);
  }
}
