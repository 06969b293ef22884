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
// Once the engine is ready and the page is quiet (the first table drawn) the service worker (sw.js, written by
// build.py) is registered, so later visits start offline; registering after the load lets it precache from the
// HTTP cache instead of downloading a second copy.
//
// The earliest start: build.py puts a few lines into the head of index.html (and of embed.html when it starts at once,
// start=now) that start worker.js while the page is still arriving, before any stylesheet or module; they keep what
// it says until this module adopts that worker (window.__engineEarly), so its progress is never lost.
//
// Fast starts: the worker starts from a memory snapshot of Python with the engine imported when this device has one
// for this build (IndexedDB, see worker.js). engine.start says which start it was ("snapshot" | "cold"), and so does
// document.body.dataset.engineStart. After a cold start, once the service worker controls the page (so nothing is
// downloaded again; without one no snapshot is made) and the page has been idle for a while (no engine call for
// IDLE_MS), a second, throwaway worker makes the snapshot for the next visit and is ended; the serving worker is
// never involved, so the table never waits. engine.snapshot and document.body.dataset.engineSnapshot follow it:
// "wanted" (none yet) -> "making" -> "stored" (or "failed"); "stored" when this start used one; "off" after failed
// restores, or when asked for a cold start; "unavailable" without IndexedDB. A restore that has not finished after
// RESTORE_TIMEOUT_MS is taken for hung: that worker is ended and a new one starts cold and drops the snapshot.
// Options: {start: "cold"} forces a cold start (benchmarks), {snapshot: false} never makes a snapshot,
// {restoreTimeoutMs} (tests), {onRestart} (below).
//
// The watchdog (issue 18): once the engine is ready, the oldest unanswered call must answer within CALL_TIMEOUT_MS
// (HEAVY_CALL_TIMEOUT_MS for the commands in HEAVY_COMMANDS), counted from when it became the oldest (the worker
// answers in order). A call that does not, or a worker that fails after it was ready (its 'error' event: a crash, a
// script error), restarts the engine: the worker is ended, a new one starts (it queues calls until it is up), every
// pending call rejects with an Error whose code is "engine_restarted", and onRestart({reason}) is called so the
// shell can load its game again from the save and say so. The page is never busy forever. engine.restarts counts
// them; engine.callTimeoutMs and engine.heavyCallTimeoutMs may be lowered (tests).

/** Quiet time (no engine call) before the snapshot is made. */
const IDLE_MS = 2000;
/** Quiet time before the service worker is registered (its precache must not slow the first table), and the
 * longest wait for it. */
const SW_QUIET_MS = 500;
const SW_MAX_WAIT_MS = 5000;
/** How long to wait for the service worker to take control before making the snapshot anyway. */
const CONTROLLER_WAIT_MS = 20000;
/** A snapshot restore that has not finished by then is taken for hung: the worker is ended and a new one (named
 * "engine:recover") starts cold, dropping that snapshot; calls waiting for it go to the new worker. */
const RESTORE_TIMEOUT_MS = 20000;
/** A snapshot worker that has not finished by then is ended (a slow device: the next visit tries again). */
const SNAPSHOT_TIMEOUT_MS = 180000;
/** The watchdog: the longest an ordinary engine call (a view, a person's action, an explanation, ...) may take before
 * the engine is taken for hung and restarted. Generous: such a call answers in well under a second. */
export const CALL_TIMEOUT_MS = 25000;
/** The same for calls known to be heavy: a computer's move (the hard player searches), loading a long save, sharing a
 * long match, opening a replay or an embed's script, the rules examples. */
export const HEAVY_CALL_TIMEOUT_MS = 90000;
const HEAVY_COMMANDS = new Set(["ai_move", "load", "share", "replay_open", "embed_config", "examples", "new_game",
  "tutorial_start", "hint", "review", "review_try", "puzzle_check", "practice_review", "practice_due", "practice_answer"]);

export class Engine {
  /** @param {{onProgress?: Function, serviceWorker?: boolean, start?: string, snapshot?: boolean,
   *            restoreTimeoutMs?: number}} options */
  constructor({ onProgress, serviceWorker = true, start = "auto", snapshot = true,
                restoreTimeoutMs = RESTORE_TIMEOUT_MS, onRestart = null } = {}) {
    this._pending = new Map();
    this._nextId = 1;
    this._failure = null;
    this._fraction = 0;
    this._onProgress = typeof onProgress === "function" ? onProgress : null;
    this._makeSnapshots = snapshot !== false;
    this._lastActivity = performance.now();
    this._snapshotWorker = null;
    this.version = null;
    /** "snapshot" | "cold" once ready. */
    this.start = null;
    /** What the worker reported when it became ready: {start, snapshot, fallback, timings, memory, ...}. */
    this.startInfo = null;
    /** The snapshot for the next visit: {state, size, ms, error}. */
    this.snapshot = { state: null };
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {}); // a failure is reported through ready and call(); never as unhandled
    this._restoreTimer = null;
    this._restoreTimeoutMs = restoreTimeoutMs;
    this._onRestart = typeof onRestart === "function" ? onRestart : null;
    this._isReady = false;
    this._isReadyOnce = false;
    this._watchdog = { timer: null, id: null };
    /** How many times the watchdog restarted the engine. */
    this.restarts = 0;
    this.callTimeoutMs = CALL_TIMEOUT_MS;
    this.heavyCallTimeoutMs = HEAVY_CALL_TIMEOUT_MS;
    const early = start === "cold" ? null : adoptEarlyWorker();
    if (early) {
      this._useWorker(early.worker);
      for (const message of early.messages) this._receive(message);
      if (early.errors.length) this._fail(`the engine's worker failed: ${early.errors[0]}`);
    } else {
      performance.mark?.("engine:worker");
      this._startWorker(start === "cold" ? "cold" : null);
    }
    // The service worker precaches the whole site (14 MB read and hashed): not while the first table is drawn.
    if (serviceWorker) {
      this.ready.then(() => this._whenQuiet(SW_QUIET_MS, SW_MAX_WAIT_MS)).then(registerServiceWorker, () => {});
    }
  }

  _startWorker(mode) {
    let worker;
    try {
      const url = new URL("./worker.js", import.meta.url);
      worker = new Worker(url, { type: "module", name: mode ? `engine:${mode}` : "engine" });
    } catch (err) {
      this._fail(`the engine's worker could not start: ${err && err.message || err}`);
      return;
    }
    this._useWorker(worker);
  }

  _useWorker(worker) {
    this._worker = worker;
    worker.onmessage = (event) => this._receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      const message = `the engine's worker failed: ${event.message || "the script could not be loaded"}`;
      if (this._isReady && worker === this._worker) this._restart(message); // a crash mid-game: a new engine
      else this._fail(message); // it never started: a new one would fail the same way
    };
  }

  /** The watchdog's limit for a call (see the top of this file). */
  _limitFor(message) {
    const cmd = message && message.request && message.request.cmd;
    return HEAVY_COMMANDS.has(cmd) ? this.heavyCallTimeoutMs : this.callTimeoutMs;
  }

  /** Watch the oldest pending call (the worker answers in order): it must answer within its limit. */
  _armWatchdog() {
    const oldest = this._isReady && !this._failure ? this._pending.keys().next() : { done: true };
    if (oldest.done) {
      clearTimeout(this._watchdog.timer);
      this._watchdog = { timer: null, id: null };
      return;
    }
    if (this._watchdog.id === oldest.value) return; // already watched since it became the oldest
    clearTimeout(this._watchdog.timer);
    const { message } = this._pending.get(oldest.value);
    const limit = this._limitFor(message);
    const cmd = message.request ? message.request.cmd : message.control;
    this._watchdog = { id: oldest.value,
      timer: setTimeout(() => this._restart(`the engine did not answer "${cmd}" within ${limit / 1000} s`), limit) };
  }

  /** The engine hung or its worker died: end it, start a new one, reject what was pending (code "engine_restarted")
   * and tell the shell (onRestart), which loads its game again from the save. */
  _restart(reason) {
    if (this._failure) return;
    console.warn(`restarting the engine: ${reason}`);
    clearTimeout(this._watchdog.timer);
    this._watchdog = { timer: null, id: null };
    clearTimeout(this._restoreTimer);
    this._worker.onmessage = null;
    this._worker.onerror = null;
    this._worker.terminate();
    this._isReady = false;
    this.restarts += 1;
    markPage("engineRestarts", String(this.restarts));
    const pending = [...this._pending.values()];
    this._pending.clear();
    this._startWorker(null);
    for (const waiter of pending) {
      const error = new Error(reason);
      error.code = "engine_restarted";
      waiter.reject(error);
    }
    if (this._onRestart) {
      try {
        this._onRestart({ reason });
      } catch (err) {
        console.error(err);
      }
    }
  }

  /** A snapshot restore that never ends: a new worker starts cold (and drops the snapshot); waiting calls move. */
  _restoreHung() {
    console.warn("the memory snapshot's restore did not finish: starting normally");
    this._worker.terminate();
    this._startWorker("recover");
    for (const [id, waiter] of this._pending) this._worker.postMessage({ id, ...waiter.message });
  }

  /** Send one bridge request; resolves with the bridge's parsed answer. */
  call(request) {
    return this._send({ request });
  }

  /** The worker's memory now: {wasmHeap: bytes of Python's heap, jsHeapUsed?, jsHeapTotal?}. */
  memory() {
    return this._send({ control: "memory" }).then((answer) => answer.memory);
  }

  _send(message) {
    if (this._failure) return Promise.reject(this._failure);
    const id = this._nextId++;
    this._lastActivity = performance.now();
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject, message });
      this._worker.postMessage({ id, ...message });
      this._armWatchdog();
    });
  }

  /** Stop the worker (and a snapshot worker); pending and later calls reject. */
  terminate() {
    clearTimeout(this._restoreTimer);
    clearTimeout(this._watchdog.timer);
    this._worker?.terminate();
    this._endSnapshotWorker();
    this._fail("the engine was stopped");
  }

  _receive(message) {
    if (!message || typeof message !== "object") return;
    if (message.type === "progress") return this._progress(message);
    if (message.type === "restoring") {
      this._restoreTimer = setTimeout(() => this._restoreHung(), this._restoreTimeoutMs);
      return;
    }
    if (message.type === "ready" || message.type === "fatal") clearTimeout(this._restoreTimer);
    if (message.type === "ready") {
      this.version = message.version; // the worker has sent the "ready" progress just before
      this.start = message.start || "cold";
      this.startInfo = message;
      performance.mark?.("engine:ready");
      this._setSnapshotState(message.snapshot || "unavailable");
      markPage("engineStart", this.start);
      if (message.snapshot === "wanted" && this._makeSnapshots && !this._isReadyOnce) this._scheduleSnapshot();
      this._isReady = true;
      this._isReadyOnce = true;
      this._armWatchdog(); // calls queued while it started are watched from now on
      return this._resolveReady(this);
    }
    if (message.type === "fatal") return this._fail(message.message);
    const waiter = this._pending.get(message.id);
    if (!waiter) return;
    this._pending.delete(message.id);
    this._lastActivity = performance.now();
    this._armWatchdog();
    waiter.resolve("memory" in message ? message : message.answer);
  }

  _setSnapshotState(state, details = {}) {
    this.snapshot = { ...this.snapshot, ...details, state };
    markPage("engineSnapshot", state);
  }

  /** Resolves once no engine call has been pending for ``quietMs`` (and the page's main thread is idle), or after
   * ``maxMs`` at the latest; rejects if the engine fails meanwhile. */
  _whenQuiet(quietMs, maxMs = Infinity) {
    const until = performance.now() + maxMs;
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this._failure) return reject(this._failure);
        const quietFor = performance.now() - this._lastActivity;
        if ((this._pending.size > 0 || quietFor < quietMs) && performance.now() < until) {
          setTimeout(check, Math.max(100, quietMs - quietFor));
          return;
        }
        if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      };
      setTimeout(check, quietMs);
    });
  }

  /** Make the next visit's snapshot in a second worker, once the page is idle (see the top of this file). */
  _scheduleSnapshot() {
    serviceWorkerInControl(CONTROLLER_WAIT_MS).then((controlled) => {
      if (!controlled) {
        // without the service worker's copy of the site the second worker could download the runtime again
        this._setSnapshotState("wanted", { error: "no service worker controls this page" });
        return undefined;
      }
      return this._whenQuiet(IDLE_MS).then(() => this._makeSnapshot());
    }).catch(() => {});
  }

  _makeSnapshot() {
    if (this._failure || this._snapshotWorker) return;
    let worker;
    try {
      worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "engine-snapshot" });
    } catch (err) {
      this._setSnapshotState("failed", { error: String(err && err.message || err) });
      return;
    }
    this._snapshotWorker = worker;
    this._setSnapshotState("making");
    const timer = setTimeout(() => finish({ ok: false, error: "the snapshot took too long" }), SNAPSHOT_TIMEOUT_MS);
    const finish = (result) => {
      clearTimeout(timer);
      if (this._snapshotWorker !== worker) return;
      this._endSnapshotWorker();
      if (result.ok) this._setSnapshotState("stored", { size: result.size, ms: result.ms, storeMs: result.storeMs,
                                                        makerMemory: result.memory });
      else this._setSnapshotState("failed", { error: result.error });
      if (!result.ok) console.warn(`no memory snapshot for the next visit: ${result.error}`);
    };
    worker.onmessage = (event) => {
      if (event.data && event.data.type === "snapshot") finish(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      finish({ ok: false, error: event.message || "the snapshot worker failed" });
    };
  }

  _endSnapshotWorker() {
    if (!this._snapshotWorker) return;
    this._snapshotWorker.terminate();
    this._snapshotWorker = null;
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

/** The worker the page started while it was still arriving (build.py puts EARLY_START into the head of index.html,
 * and of embed.html when it starts at once): {worker, messages, errors} with what it said meanwhile, taken once. */
function adoptEarlyWorker() {
  try {
    const early = typeof window !== "undefined" ? window.__engineEarly : null;
    if (!early || early.adopted || !early.worker) return null;
    early.adopted = true;
    return early;
  } catch {
    return null;
  }
}

/** Show an engine fact on the page (document.body.dataset), where there is a page. */
function markPage(name, value) {
  try {
    if (typeof document !== "undefined" && document.body) document.body.dataset[name] = value;
  } catch {
    // nothing to show it on
  }
}

/** Resolves with true once a service worker controls this page, or with false after ``ms`` (or where there are
 * none: an old browser, a sandboxed frame, a page served over plain http from another host). */
function serviceWorkerInControl(ms) {
  return new Promise((resolve) => {
    let container = null;
    try {
      container = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    } catch {
      container = null; // access refused (sandboxed frames)
    }
    if (!container || container.controller) {
      resolve(Boolean(container && container.controller));
      return;
    }
    const timer = setTimeout(() => resolve(Boolean(container.controller)), ms);
    container.addEventListener("controllerchange", () => { clearTimeout(timer); resolve(true); }, { once: true });
  });
}

/** Start the engine now (the worker begins loading Python at once; or the page's early worker is adopted). */
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
