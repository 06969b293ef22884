// What is on the table: a match (a session) or a replay, one at a time. This module is the session's life: a match
// is started (newGame) or resumed from its save (resume), taken over by another tab or from one (tabs.js), closed,
// left for the menu and continued, loaded again after an engine restart; and replays are opened and closed. The
// move loop that plays the match is loop.js; the save after every action is persist.js.
// No rule of any game is here: legal choices come from the view, reasons from the view or the engine.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import * as store from "./store.js";
import * as tabs from "./tabs.js";
import { markTerms } from "./terms.js";
import { openReplay } from "./replay.js";
import * as sound from "./sound.js";
import { openShareDialog, readReplayFile } from "./share.js";
import {
  $, EMBED, app, busy, call, closeDialog, engineFailed, goHome, onEngineRestart, setReady, fixedSeed, setStatus,
  showNotice, showTableArea, sleep,
} from "./shell.js";
import { gameEntry, gameNames, gameTitle, loadTable } from "./games.js";
import { passScreenShown, showElsewhere } from "./dialogs.js";
import { hideUndoButton } from "./undo.js";
import { lessonGame } from "./tutorial.js";
import { syncTableBar } from "./tablebar.js";
import { hideHintButton } from "./hint.js";
import { runReview } from "./review.js";
import { hideFingerprint, randomSalt } from "./daily.js";
import { advance, connectSession, focusTable, loopRunning, render, restarted, useTable } from "./loop.js";
import { persist } from "./persist.js";

// app.js draws the table again through session.js (the loop's only importer: loop.js evaluates first, so
// connectSession below finds it ready).
export { render } from "./loop.js";
export { checkStorage, storageNotice } from "./persist.js";

/** The game on the table (a match or a replay), else the first game. */
export function gameOnTable() {
  if (lessonGame()) return lessonGame();
  if (app.session) return app.session.game;
  if (app.replay) return app.replay.replay.game;
  return gameNames()[0];
}

// -- sessions --------------------------------------------------------------------------------------

/** Hot-seat: every seat a person; against the computer: the first seat a person, the computer the rest
 * (the engine fills the seats: how many there are can follow from the options). */
function seatsFor(settings) {
  return settings.mode === "hotseat"
    ? { seats: [], fill: "human" }
    : { seats: ["human"], fill: `ai:${settings.strength}` };
}

// -- whose request gets the table ------------------------------------------------------------------

/** Every request for the table (a new match, a resume) takes a turn; a newer one supersedes an older one still
 * loading, which then leaves the table alone: a person's choice made while the saved game was being resumed by
 * itself wins (issue 19, item 1). */
let tableTurn = 0;

function takeTableTurn() {
  tableTurn += 1;
  return tableTurn;
}

function superseded(turn) {
  return turn !== tableTurn;
}

/** A person chose something in the menu: a request for the table still loading (the automatic resume) is dropped. */
export function supersedeTableRequests() {
  takeTableTurn();
}

/** A superseded request's engine session is closed, and its game released unless the table has that game now. */
function dropSuperseded(game, id) {
  if (id !== undefined && app.engineReady) app.engine.call({ cmd: "close", id }).catch(() => {});
  if (!(app.session && app.session.game === game)) tabs.release(game);
}

/** Start a match: settings {game, mode, strength, options, [seed], [seats]}. */
export async function newGame(settings) {
  const turn = takeTableTurn();
  const seats = settings.seats ? { seats: settings.seats } : seatsFor(settings);
  const [answer, table] = await Promise.all([
    call({ cmd: "new_game", game: settings.game, ...seats, ...(settings.names ? { names: settings.names } : {}),
      salt: randomSalt(), // issue 35: the deal's fingerprint hides its seed with this (web/daily.js)
      ...(settings.daily ? { daily: settings.daily, today: settings.daily } : { options: settings.options || {},
        seed: settings.seed ?? fixedSeed(), ...(settings.deal ? { deal: settings.deal } : {}) }) }),
    busy(loadTable(settings.game)),
  ]);
  if (superseded(turn)) {
    if (answer.ok) app.engine.call({ cmd: "close", id: answer.id }).catch(() => {});
    return;
  }
  if (!answer.ok) {
    showNotice(t("engine.error", { message: answer.error.message }));
    goHome();
    return;
  }
  closeSession();
  closeReplay();
  // a new match of a game replaces its saved one: in this tab only (another tab that had it says so and stops)
  await busy(tabs.claim(settings.game, { steal: true }));
  useTable(table.module);
  app.session = { ...settings, id: answer.id, players: answer.save.seats, viewSeat: answer.view.seat,
    view: answer.view, save: answer.save, acknowledged: new Set(), table: table.table, stylesheet: table.stylesheet,
    atDevice: answer.view.seat };
  persist();
  showTableArea();
  focusTable();
  sound.play("deal");
  await advance();
}

/** Continue the saved match of `game`: false if there is none or it cannot be restored; true when it is on the table,
 * or when another tab has it open (then this tab says so and offers to take it over: `takeOver` does that). */
export async function resume(game, { takeOver = false } = {}) {
  const turn = takeTableTurn();
  const found = store.readRecord(game);
  if (!found) return false;
  if (found.damaged) {
    showNotice(t("save.unreadable", { game: gameTitle(game) }));
    goHome();
    return false;
  }
  const claimed = await busy(tabs.claim(game, { steal: takeOver }));
  if (superseded(turn)) {
    if (claimed) dropSuperseded(game);
    return true;
  }
  if (!claimed) {
    openElsewhere(game);
    return true;
  }
  showTableArea();
  $("table").replaceChildren(h("p", { class: "resuming", text: t("menu.resuming") }));
  // read again now that this tab owns the game: the other tab's last move is in it
  const record = store.loadRecord(game) || found.record;
  const request = { cmd: "load", save: record.save };
  if (record.viewSeat !== null) request.view_seat = record.viewSeat;
  let [answer, table] = await Promise.all([call(request), busy(loadTable(game, record))]);
  if (!answer.ok && answer.error.code === "malformed_input" && "view_seat" in request) {
    delete request.view_seat; // a seat the save does not have: the engine's default view
    answer = await call(request);
  }
  if (superseded(turn)) {
    dropSuperseded(game, answer.ok ? answer.id : undefined);
    return true;
  }
  if (!answer.ok) {
    tabs.release(game);
    if (answer.error.code === "corrupt_save") {
      store.setAside(game, answer.error.message);
      showNotice(t("save.corrupt", { message: answer.error.message }));
    } else if (!engineFailed(answer)) {
      showNotice(t("save.refused", { message: answer.error.message }));
    }
    goHome();
    return false;
  }
  if (!tabs.owns(game)) { // taken over by another tab while it loaded: that tab has it, this one says so
    app.engine.call({ cmd: "close", id: answer.id }).catch(() => {});
    openElsewhere(game);
    return true;
  }
  closeReplay();
  useTable(table.module);
  app.session = { game, mode: record.mode, strength: record.strength, options: record.options,
    id: answer.id, players: answer.save.seats, viewSeat: answer.view.seat,
    view: answer.view, save: answer.save, acknowledged: new Set(record.acknowledged),
    table: table.table, stylesheet: table.stylesheet, updated: record.updated, counted: record.counted === true,
    rated: record.rated === true || (record.counted === true && record.rated === undefined), // older records: not rated
    atDevice: null }; // hot-seat: nobody at this page has said who holds the device yet
  // saved at once (the shell's fields repaired; when it was last played kept); without Web Locks this write also
  // tells another tab that had the game that it was taken over
  persist({ played: false });
  focusTable();
  await advance();
  return true;
}

/** The table area says `game` is open in another tab, with Play here (take it over: the other tab then says so). */
function openElsewhere(game) {
  const s = app.session;
  if (s && s.game === game) closeSession();
  closeReplay();
  showTableArea();
  $("share-game").hidden = true;
  hideUndoButton();
  syncTableBar(false);
  hideHintButton();
  showElsewhere(gameTitle(game), () => resume(game, { takeOver: true }));
}

// Another tab took over a game this tab had: stop saving it, and say so where the match was shown.
tabs.onLost((game) => {
  const s = app.session;
  if (!s || s.game !== game) return;
  const onTable = !$("table").hidden;
  closeSession();
  if (onTable) openElsewhere(game);
  else goHome(); // the menu (or an embed's start screen): it no longer offers to continue that match
});

/** Once the engine has listed the games: if the session's table came from a save and the game's table or
 * stylesheet has moved since (a new build), load the engine's and draw again. */
export async function checkTable() {
  const s = app.session;
  const entry = s && gameEntry(s.game);
  if (!entry || (entry.table === s.table && (entry.stylesheet || null) === s.stylesheet)) return;
  const table = await loadTable(s.game);
  if (app.session !== s) return;
  useTable(table.module);
  s.table = table.table;
  s.stylesheet = table.stylesheet;
  persist({ played: false });
  if (!$("table").hidden && $("pass-screen").hidden && !loopRunning()) render();
}

/** Forget the match on the table. The engine is told without waiting for its answer (it answers requests in
 * order), so a new session can take the old one's place at once: never an idle page with no session between. */
export function closeSession() {
  const s = app.session;
  app.session = null;
  hideFingerprint();
  if (s) tabs.release(s.game);
  if (s && s.id && app.engineReady) app.engine.call({ cmd: "close", id: s.id }).catch(() => { /* already gone */ });
}

export function leaveGame() {
  const s = app.session;
  if (s) store.dropRecord(s.game);
  closeSession();
  goHome();
}

export function shareGame() {
  const s = app.session;
  if (!s || passScreenShown()) return; // the device is being passed: nothing of anybody's is shared now
  openShareDialog({ call, t, session: s, title: gameTitle(s.game), fullAllowed: fullReplayAllowed(s) });
}

/** A full replay shows every hand. In hot-seat the other people at the table have not agreed to that while the match
 * runs: it can be shared once the match is over (issue 18); a seen-only link holds what the confirmed seat saw. */
function fullReplayAllowed(s) {
  return s.mode !== "hotseat" || Boolean(s.view && s.view.over);
}

/** The settings of a new match from a replay's `again` ({options, seed, seats, deal}): against the computer when a
 * seat is the computer's (its strength), else hot-seat. */
function settingsOfReplay(game, again) {
  const seats = Array.isArray(again.seats) ? again.seats : null;
  const computer = seats ? seats.find((kind) => String(kind).startsWith("ai:")) : "ai:medium";
  return { game, mode: computer ? "computer" : "hotseat", strength: computer ? String(computer).slice(3) : "medium",
    options: again.options || {}, seed: again.seed, ...(seats ? { seats } : {}), ...(again.deal ? { deal: again.deal } : {}) };
}

/** Review: the finished match opens in the replay viewer while the engine reviews the person's decisions
 * (web/review.js); the costliest are listed first and marked. */
async function reviewMatch() {
  const s = app.session;
  if (!s) return;
  const save = s.save;
  const seat = s.viewSeat;
  const shared = await busy(call({ cmd: "share", id: s.id, seat, full: true }));
  if (app.session !== s) return;
  if (!shared.ok) {
    if (!restarted(shared)) setStatus(shared.error.message);
    return;
  }
  closeDialog($("result-dialog"));
  if (!(await showReplay({ file: shared.file }, 0))) return;
  await runReview(app.replay, { call, t, save, seat });
}

/** Back to a session left for the menu (its Continue button). */
export async function continueSession() {
  if (app.session) {
    showTableArea();
    await advance();
    return;
  }
  const active = store.activeGame();
  if (active) await resume(active);
}

// -- the engine restarted ---------------------------------------------------------------------------

/** The engine's watchdog restarted it (a call that did not answer in time, a worker that died, engine.js): the new
 * engine has no match, so the one on the table is loaded again from its save (the last move it answered is in it)
 * and the page says so. The person's move that was lost is theirs to make again. */
async function recoverSession() {
  showNotice(t("engine.restarted"));
  const s = app.session;
  if (!s) return recoverReplay();
  while (loopRunning()) await sleep(20); // the loop that waited for the lost answer stops first
  if (app.session !== s) return;
  const answer = await call({ cmd: "load", save: s.save, view_seat: s.viewSeat });
  if (app.session !== s) return;
  if (!answer.ok) {
    if (!restarted(answer)) showNotice(t("engine.error", { message: answer.error.message }));
    return;
  }
  s.id = answer.id;
  s.view = answer.view;
  s.save = answer.save;
  if (!$("table").hidden && !passScreenShown()) await advance(); // on the menu: Continue draws it
}

/** The same for a replay on the table: opened again from its source in the new engine, at the same position. */
async function recoverReplay() {
  const viewer = app.replay;
  if (!viewer || !replaySource) return;
  const again = await call({ cmd: "replay_open", ...replaySource });
  if (!again.ok || app.replay !== viewer) return;
  viewer.rid = again.rid;
  await viewer.show(viewer.step);
}

onEngineRestart(() => { recoverSession(); });

// -- replays ---------------------------------------------------------------------------------------

export function closeReplay() {
  if (app.replay) {
    app.engine.call({ cmd: "replay_close", rid: app.replay.rid }).catch(() => {});
    app.replay = null;
  }
}

/** The source of the replay on the table (to open it again after an engine restart). */
let replaySource = null;

/** Open a replay (a shared link, a file, a rules example) on the table area; `step` is where it opens. With
 * `inPlace` (the studio's preview frame, embed.js) the replay shown stays until the new one is drawn, then its place
 * and its engine replay are the new one's. */
export async function showReplay(source, step = 0, { inPlace = false, viewer = {} } = {}) {
  closeSession();
  const keep = Boolean(inPlace && app.replay && !$("table").hidden);
  if (!keep) closeReplay();
  replaySource = source;
  showTableArea();
  $("share-game").hidden = true;
  hideUndoButton();
  syncTableBar(false);
  hideHintButton();
  const root = $("table");
  if (!keep) root.replaceChildren(h("p", { class: "resuming", text: t("replay.opening") }));
  const opened = await busy(openReplay(root, {
    call, t, source, step, markTerms, inPlace: keep,
    tableModule: async (game) => (await loadTable(game)).module,
    onAgain: EMBED ? null : (game, again) => newGame(settingsOfReplay(game, again)),
    onClose: EMBED ? null : () => { app.replay = null; if (location.hash) history.replaceState(null, "", location.pathname + location.search); goHome(); },
    closeLabel: t("replay.close"),
    ...viewer, // practice (web/practice.js): its judge, what follows an answer, its heading
  }));
  if (keep) closeReplay(); // (the one shown before: replaced now, or refused below)
  if (!opened.ok) {
    root.replaceChildren(h("div", { class: "embed-error", role: "alert" },
      h("h2", { text: t("replay.failed") }), h("p", { text: opened.error.message })));
    if (!EMBED) root.append(h("button", { type: "button", class: "primary", onclick: () => goHome() }, t("table.menu")));
    setReady("table");
    return false;
  }
  app.replay = opened.viewer;
  $("show-rules").hidden = false;
  setReady("table");
  return true;
}

/** Open a replay file a person chose. */
export async function importReplay(file) {
  try {
    const obj = await readReplayFile(file, t);
    await showReplay({ file: obj });
  } catch (err) {
    showNotice(t("import.failed", { message: err.message }));
  }
}

connectSession({ leaveGame, shareGame, newGame, reviewMatch });
