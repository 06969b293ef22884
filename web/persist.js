// The save of the match on the table: kept after every action (persist), so a reload continues the same hand, and
// what the page says while it cannot save (storage full or blocked). The session's life (session.js) and its move
// loop (loop.js) both save through here; the record's shape is store.js's, the tab that owns a game is tabs.js's.

import { t } from "./i18n.js";
import * as store from "./store.js";
import * as tabs from "./tabs.js";
import { $, app, showNotice } from "./shell.js";

/** Keep the latest save (after every action) so a reload continues the same hand. The record keeps the shape
 * store.js documents; `summary` is the engine's score in a few words
 * (view.contract.score.text), `table` / `stylesheet` where the game's table is,
 * `counted` whether the ended match is in the statistics (stats.js);
 * `updated` is when the game was last played (kept when `played` is false: a resume, a new table module). Only the
 * tab that owns the game saves it (tabs.js). */
export function persist({ played = true } = {}) {
  const s = app.session;
  if (!s || !tabs.owns(s.game)) return; // another tab has the game now: it saves it
  const updated = played || !s.updated ? Date.now() : s.updated;
  const ok = store.saveRecord(s.game, store.recordOf(s, updated));
  if (ok) s.updated = updated;
  if (!ok && app.storageOk) {
    app.storageOk = false;
    app.storageProblem = store.writeProblem() || "blocked";
    showNotice(storageNotice());
  } else if (ok && !app.storageOk) { // room again (a damaged save removed, space freed): saved from here on
    if ($("notice").textContent === storageNotice()) showNotice("");
    app.storageOk = true;
    app.storageProblem = null;
  }
}

/** Whether this page can save now (a write probe; app.storageOk, and app.storageProblem "full" or "blocked"). The
 * page then says the game will not be saved. Reading never depends on it: with storage full every saved game is
 * still listed and resumed. */
export function checkStorage() {
  const state = store.storageState();
  app.storageOk = state === "ok";
  app.storageProblem = app.storageOk ? null : state;
}

/** What the page says while it cannot save: storage full, or not allowed here. */
export function storageNotice() {
  return t(app.storageProblem === "full" ? "storage.full" : "storage.unavailable");
}
