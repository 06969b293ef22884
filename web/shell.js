// What every part of the shell shares: the page's state (window.__app), the URL parameters, the engine and the one
// way to call it, the marks tests and benchmarks wait for, and the page's fixed elements (status lines, notice,
// the table area). Imports no other part of the shell, so every part can import it.
//
// URL parameters: ?fast=1 (no pause before computer moves: tests), ?delay=MS (that pause, default 600),
// ?lang=en|de|nl, ?menu=1 (show the menu instead of resuming the saved game), ?seed=N (fixed deals: tests).
// For tests and benchmarks: window.__engine (the engine), window.__app (this shell's state);
// document.body.dataset.ready = "menu" | "table", dataset.busy = "1" while the engine or computer works.

import { startEngine } from "./engine.js";
import { language, t } from "./i18n.js";
import { deckName } from "./deck.js";
import { h } from "./dom.js";

export const params = new URLSearchParams(location.search);
/** Pause before each computer move so a person can follow (`?fast=1`: none, for tests). */
export const AI_DELAY_MS = params.get("fast") === "1" ? 0 : Number(params.get("delay") ?? 600);
/** `?seed=N` deals every new match from seed N (reproducible tests); otherwise the engine picks one. Read from the
 * address as each match starts, so a test may change it (history.replaceState) on a page whose engine has started. */
export function fixedSeed() {
  const now = new URLSearchParams(location.search);
  return now.has("seed") ? Number(now.get("seed")) : undefined;
}
/** The embed page (embed.html): one game or example, no menu, started lazily. */
export const EMBED = document.body.dataset.page === "embed";

export const $ = (id) => document.getElementById(id);

export const app = {
  engine: null,
  engineReady: false,
  games: null, // the `games` answer, once the engine is ready
  progress: 0,
  session: null, // {game, mode, strength, options, id, players, viewSeat, view, save, acknowledged, table, stylesheet}
  statusEl: h("p", { class: "status-line", id: "table-status", role: "status", "aria-live": "polite" }),
  storageOk: true,
  engineError: null,
  panels: {}, // open/closed state of the table's panels, kept across re-renders
  replay: null, // the replay viewer on the table, if any
  embedConfig: null, // embed.html: the checked configuration
};
window.__app = app;

// -- small helpers ---------------------------------------------------------------------------------

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

let busyCount = 0;

/** Mark the page busy (body data-busy) until `promise` settles; answers what it answers. */
export async function busy(promise) {
  busyCount += 1;
  document.body.dataset.busy = "1";
  try {
    return await promise;
  } finally {
    busyCount -= 1;
    if (busyCount === 0) delete document.body.dataset.busy;
  }
}

export function isBusy() {
  return busyCount > 0;
}

export function setReady(state) {
  document.body.dataset.ready = state;
  const bootFailed = $("boot-failed"); // index.html's start-up fallback: the scripts did start after all
  if (bootFailed) bootFailed.hidden = true;
}

/** Say what happened to screen readers (the page's live region). */
export function announce(texts) {
  const lines = texts.filter(Boolean);
  if (lines.length) $("status").textContent = lines.join(" ");
}

/** The table's status line (a refusal, a reason). */
export function setStatus(text) {
  app.statusEl.textContent = text || "";
}

export function showNotice(text) {
  const notice = $("notice");
  notice.textContent = text || "";
  notice.hidden = !text;
}

export function closeDialog(dialog) {
  if (dialog.open) dialog.close();
}

/** The table area in place of the menu (a match or a replay is shown there). */
export function showTableArea() {
  $("menu").hidden = true;
  $("table").hidden = false;
  $("to-menu").hidden = EMBED;
  $("show-rules").hidden = false;
  $("share-game").hidden = !app.session;
}

let home = () => {};

/** What leaving a game shows: the menu on the site, the start screen in an embed (set by app.js). */
export function setHome(show) {
  home = show;
}

export function goHome() {
  home();
}

// -- the engine ------------------------------------------------------------------------------------

/** Whether the shell's words have arrived (the engine starts first and reports progress before they have). */
let textsLoaded = false;

export function markTextsLoaded() {
  textsLoaded = true;
  showEngineState();
}

/** Say where the engine is (ready, failed, loading with its percentage) in the page's engine line, once the words
 * have arrived: the engine may get there first, and a text looked up before them would be missing. */
export function showEngineState() {
  if (!textsLoaded) return;
  const line = $("engine-text");
  if (!line) return;
  if (app.engineReady) line.textContent = t("engine.ready");
  else if (app.engineError) line.textContent = t("engine.failed", { error: app.engineError });
  else if (app.progress > 0) line.textContent = t("engine.progress", { percent: Math.round(app.progress * 100) });
  else line.textContent = t("engine.loading");
}

function onProgress({ fraction }) {
  app.progress = Math.max(0, Math.min(1, Number(fraction) || 0));
  const percent = Math.round(app.progress * 100);
  for (const bar of document.querySelectorAll(".progress")) {
    bar.setAttribute("aria-valuenow", String(percent));
    bar.querySelector(".progress-bar").style.width = `${percent}%`;
  }
  if (!textsLoaded) return; // markTextsLoaded() shows the progress once the words are there
  showEngineState();
  if (EMBED && !app.engineReady) $("embed-text").textContent = t("engine.progress", { percent });
  if (!$("ng-wait").hidden) $("ng-wait-text").textContent = t("dialog.waiting");
}

const restartListeners = [];

/** Call `listener({reason})` whenever the engine's watchdog restarts it (engine.js: a call that did not answer in
 * time, a worker that died); the calls pending then have answered `{ok: false, error: {code: "engine_restarted"}}`. */
export function onEngineRestart(listener) {
  restartListeners.push(listener);
}

function engineRestarted(details) {
  for (const listener of restartListeners) listener(details);
}

async function bootEngine() {
  app.engine = startEngine({ onProgress, onRestart: engineRestarted });
  window.__engine = app.engine;
  try {
    await app.engine.ready;
  } catch (err) {
    app.engineError = String(err && err.message ? err.message : err);
    showEngineState();
    $("engine-progress").hidden = true;
    throw err;
  }
  app.engineReady = true;
  onProgress({ fraction: 1 });
  showEngineState();
  $("engine-progress").hidden = true;
}

let enginePromise = null;

/** Start Python in its worker (once); resolves when it is ready, rejects when it failed. */
export function startEngineOnce() {
  if (!enginePromise) {
    enginePromise = bootEngine();
    enginePromise.catch(() => {}); // reported on the page; callers that wait see the rejection
  }
  return enginePromise;
}

/** Resolves once the engine is ready; rejects when it failed (or was never started). */
export function waitForEngine() {
  return enginePromise || Promise.reject(new Error("the engine was not started"));
}

/** Whether `answer` (of `call`) is the engine's failure, not its answer to the request: it failed to start or was
 * restarted by its watchdog while the call waited (web/engine.js). */
export function engineFailed(answer) {
  return !answer.ok && (answer.error.code === "engine_failed" || answer.error.code === "engine_restarted");
}

/** Call the bridge (after the engine is ready); marks the page busy meanwhile. */
export function call(request) {
  // busy at once (synchronously), so a test never sees an idle page between a click and the answer
  return busy(quietCall(request));
}

/** Call the bridge without marking the page busy (a review in the background, web/practice.js). Never throws: an
 * engine that failed answers like a refusal (engineFailed), so the page can say so and go on. */
export async function quietCall(request) {
  try {
    await enginePromise;
    return await app.engine.call({ lang: language(), deck: deckName(), ...request });
  } catch (err) {
    const code = err && err.code === "engine_restarted" ? "engine_restarted" : "engine_failed";
    return { ok: false, error: { code, message: String((err && err.message) || err) } };
  }
}
