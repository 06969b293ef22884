// What is on the table: a match (a session) or a replay, one at a time.
// A session is started (newGame) or resumed from its save (resume); after every answer of the engine the loop
// (advance) draws the view with the game's table module, then lets the computer move, hands the device over
// (hot-seat) or waits for a person, whose choice goes back as an action id (act). The latest save is stored after
// every action (persist), with the game's table module and stylesheet, so a reload continues the same hand.
// No rule of any game is here: legal choices come from the view, reasons from the view or the engine.

import { h } from "./dom.js";
import { personal, t, tn } from "./i18n.js";
import * as store from "./store.js";
import * as tabs from "./tabs.js";
import { markTerms } from "./terms.js";
import { openReplay } from "./replay.js";
import * as motion from "./motion.js";
import { openShareDialog, readReplayFile } from "./share.js";
import {
  $, AI_DELAY_MS, EMBED, announce, app, busy, call, closeDialog, goHome, isBusy, onEngineRestart, setReady,
  fixedSeed, setStatus, showNotice, showTableArea, sleep,
} from "./shell.js";
import { gameEntry, gameNames, gameTitle, loadTable } from "./games.js";
import { passScreenShown, showElsewhere, showHandResult, showMatchOver, showPassScreen } from "./dialogs.js";
import { rateMatch, recordMatch } from "./stats.js";
import { askPersistOnce } from "./keep.js";
import { confirmMove, hideUndoButton, syncUndoButton, takeBack } from "./undo.js";
import { lessonGame } from "./tutorial.js";
import * as sound from "./sound.js";
import { Pace } from "./pace.js";
import { endSkipHint, offerSkip } from "./skiphint.js";
import { syncTableBar } from "./tablebar.js";
import { askHint, hideHintButton, showHint, syncHintButton } from "./hint.js";
import { runReview } from "./review.js";
import { whileThinking } from "./thinking.js";
import { fairSection, hideFingerprint, noteDailyEnd, randomSalt, showFingerprint } from "./daily.js";
import { notePracticeMatch } from "./practice.js";

/** The module that draws the session's game (kept off app.session, which tests read as data). */
let tableModule = null;

/** A seat's name as the engine gives it (the view's `names`: You, Computer, a typed name, Player N). */
export function playerName(seat) {
  const s = app.session;
  if (!s || seat === null || seat === undefined) return "";
  const named = s.view && Array.isArray(s.view.names) ? s.view.names[seat] : undefined;
  if (typeof named === "string") return named;
  const kind = s.players[seat] || "human";
  const computers = s.players.filter((p) => String(p).startsWith("ai:")).length;
  if (kind.startsWith("ai:")) return computers === 1 ? t("player.computer") : t("player.number", { number: seat + 1 });
  if (s.mode === "computer") return t("player.you");
  return t("player.number", { number: seat + 1 });
}

function isComputer(seat) {
  const s = app.session;
  return s && seat !== null && seat !== undefined && String(s.players[seat]).startsWith("ai:");
}

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
  tableModule = table.module;
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
    } else if (answer.error.code !== "engine_failed" && answer.error.code !== "engine_restarted") {
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
  tableModule = table.module;
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
  tableModule = table.module;
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

/** Keep the latest save (after every action) so a reload continues the same hand. The record keeps the shape
 * store.js documents; `summary` is the engine's (view.summary), `table` / `stylesheet` where the game's table is,
 * `counted` whether the ended match is in the statistics (stats.js);
 * `updated` is when the game was last played (kept when `played` is false: a resume, a new table module). Only the
 * tab that owns the game saves it (tabs.js). */
function persist({ played = true } = {}) {
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

// -- hot-seat: who holds the device ------------------------------------------------------------------

/** Hot-seat: a seat's view is drawn only once that seat's person has said at the pass screen that they hold the
 * device (s.atDevice). Nobody has after a reload or a resume, nor while the device is passed (Menu -> Continue at the
 * pass screen): the pass screen comes first, with nothing of the previous player's hand or log in the page. */
function awaitingConfirmation(s) {
  return s.mode === "hotseat" && !s.view.over && s.atDevice !== s.viewSeat;
}

/** Whom the pass screen asks for when nobody has confirmed: the person to move, else the seat on the table. */
function seatToConfirm(s) {
  const mover = s.view.to_move;
  return Number.isInteger(mover) && mover >= 0 && mover < s.players.length && !isComputer(mover) ? mover : s.viewSeat;
}

// -- the table loop --------------------------------------------------------------------------------

function tableContext() {
  return {
    t: (key, params) => t(personal(key, params, app.session && app.session.view), params),
    tn,
    playerName,
    statusEl: app.statusEl,
    wide: window.matchMedia("(min-width: 900px)").matches,
    /** Whether the panel `name` (score sheet, log) is open: as the person left it, else `fallback`. */
    isOpen: (name, fallback) => (name in app.panels ? app.panels[name] : fallback),
    onAction: (id) => act(id),
    onIllegal: (entry) => explainIllegal(entry),
    /** Cards that travel (web/motion.js): `moving()`, and `gather(cards, target)` for a finished trick. */
    motion: { moving: motion.moving, gather: (cards, target) => motion.gather($("table"), cards, target) },
  };
}

/** Draw the session's view with its game's table module (keeping the panels and the keyboard focus). */
export function render() {
  const s = app.session;
  if (!s || awaitingConfirmation(s)) return; // hot-seat: not before the seat's person has confirmed
  const root = $("table");
  const focused = document.activeElement && root.contains(document.activeElement)
    ? document.activeElement.dataset.focusKey || document.activeElement.dataset.action || "table" : null;
  for (const panel of root.querySelectorAll("details[data-panel]")) app.panels[panel.dataset.panel] = panel.open;
  const places = motion.capture(root);
  tableModule.renderTable(root, s.view, tableContext());
  markTerms(root, t);
  motion.play(root, places);
  $("share-game").hidden = false;
  syncUndoButton(s, loopRunning(), undoMove);
  syncTableBar(true);
  syncHintButton(s, loopRunning(), hintMove);
  for (const log of root.querySelectorAll(".log")) log.scrollTop = log.scrollHeight; // the newest line in sight
  if (focused) restoreFocus(root, focused);
}

/** A match just put on the table (Start, a resume): the keyboard focus goes to the table, so no extra Tab is needed
 * (issue 19, item 9). The table itself holds it (tabindex -1) until a render gives it to the first playable card or
 * action (restoreFocus). In an embed only when the person is in the frame (a frame that starts as it is scrolled
 * into view never takes the focus from the page around it). */
function focusTable() {
  if (EMBED && !document.hasFocus()) return;
  const root = $("table");
  if (root.contains(document.activeElement)) return;
  root.tabIndex = -1;
  root.focus({ preventScroll: true });
}

/** After a re-render, give the keyboard focus back: the same card or button, else the first legal card. */
function restoreFocus(root, key) {
  const same = root.querySelector(`[data-focus-key="${CSS.escape(key)}"], [data-action="${CSS.escape(key)}"]`);
  const target = same || root.querySelector(".card-button.legal") || root.querySelector("button.action");
  if (target) target.focus({ preventScroll: true });
}

/** The session whose loop runs. One loop per session: a new session's loop starts even while an old session's loop
 * is still in its last await (it ends there), so a table never waits for a loop that left with another session. */
let loopSession = null;

/** Whether the loop of the session on the table is running (a person's choice waits for it). */
function loopRunning() {
  return loopSession !== null && loopSession === app.session;
}

/** After every answer: render, then let the computer move, hand the device over, or wait for a person. */
export async function advance() {
  if (loopRunning()) return;
  const mine = app.session;
  loopSession = mine;
  if (mine) showFingerprint(mine.view); // issue 35: from the first view on, before the first card is played
  try {
    for (;;) {
      const s = app.session;
      if (!s || s !== mine) return;
      if (awaitingConfirmation(s)) {
        passTo(seatToConfirm(s));
        return;
      }
      render();
      const pace = paceOf(s);
      pace.shown();
      // skipped by a tap, or behind the wait's time (web/pace.js): the cards jump to their places
      if (pace.hurried(motion.pauseFactor())) motion.finishNow();
      const view = s.view;
      const table = tableModule;
      const result = view.over ? null : table.handResult(view, tableContext());
      const newResult = result && !s.acknowledged.has(`${result.key}:${s.viewSeat}`);
      const mover = view.to_move;
      // the computer thinks while the cards travel: its answer is shown once they have settled
      const computerNext = !view.over && !newResult && isComputer(mover);
      const thinking = computerNext && motion.moving() ? call({ cmd: "ai_move", id: s.id, view_seat: s.viewSeat }) : null;
      if (motion.moving() && (view.over || newResult || mover !== s.viewSeat)) {
        // the cards finish travelling (a finished trick stays readable) before anything else happens
        await busy(motion.settle());
        if (app.session !== s) return;
      }
      if (view.over) {
        const settings = { game: s.game, mode: s.mode, strength: s.strength, options: s.options,
          ...(s.mode === "hotseat" && s.players.some((kind) => String(kind).startsWith("ai:")) ? { seats: s.players } : {}) };
        if (!EMBED && recordMatch(s, showNotice)) {
          persist({ played: false }); // statistics: once per match
          askPersistOnce(); // issue 35, item 5: the browser is asked once to keep the site's storage
        }
        // issue 35, item 3: the rating after the match (the engine's rule), once; kept in the save until it is done
        if (!EMBED && s.counted && !s.rated) {
          rateMatch(s, showNotice).then((changed) => { if (changed && app.session === s) persist({ played: false }); });
        }
        // issue 35: a daily deal's day counts for the streak (once; the engine's rule): asked before the practice
        // review's calls queue behind it, its streak line awaited below
        const isDaily = Boolean(s.save && s.save.daily);
        const dailyEnd = !EMBED && isDaily ? noteDailyEnd(s) : null;
        if (!EMBED) notePracticeMatch(s); // issue 35: its costly moves become practice positions (web/practice.js)
        endOfWait(s);
        if (!endSounded.has(s)) {
          endSounded.add(s);
          const result = view.seat_result && view.seat_result.result;
          sound.play(["won", "lost", "draw"].includes(result) ? result : "won");
        }
        const matchResult = table.matchResult(view, tableContext());
        // issue 34: the dialog's title says who won (the engine's words), not only that the match is over
        if (view.winner_text) matchResult.title = view.winner_text;
        const daily = dailyEnd ? await dailyEnd : null; // issue 35: a daily deal's streak, and no second try of it
        if (app.session !== s) return;
        if (daily) matchResult.lines = [...(matchResult.lines || []), daily];
        showMatchOver(matchResult, {
          fair: fairSection(s),
          menu: () => leaveGame(),
          share: () => shareGame(),
          again: async () => { closeDialog($("result-dialog")); await newGame(settings); },
          review: EMBED ? null : () => reviewMatch(),
          sameDeal: isDaily ? null
            : async () => { closeDialog($("result-dialog")); await newGame(sameDeal(settings, s.save)); },
        });
        return;
      }
      if (newResult) {
        endOfWait(s);
        showHandResult(result, { leave: () => leaveGame(), playOn: () => playOn(result) });
        return;
      }
      if (computerNext) {
        const pause = pace.pause(AI_DELAY_MS, motion.pauseFactor()); // web/pace.js: at most ~4 s in all
        if (pace.long(pause)) offerSkip(); // the first long wait says a tap skips it (web/skiphint.js)
        if (pause > 0) await busy(pauseSleep(pause));
        if (app.session !== s) return;
        const answer = await whileThinking(thinking || call({ cmd: "ai_move", id: s.id, view_seat: s.viewSeat }));
        if (app.session !== s) return;
        if (!answer.ok) {
          if (!restarted(answer)) setStatus(t("engine.error", { message: answer.error.message }));
          return;
        }
        takeAnswer(answer);
        continue;
      }
      endOfWait(s);
      if (mover !== s.viewSeat) {
        passTo(mover);
        return;
      }
      setReady("table");
      return;
    }
  } finally {
    if (loopSession === mine) loopSession = null;
    if (app.session && !$("table").hidden) syncUndoButton(app.session, loopRunning(), undoMove);
    if (app.session && !$("table").hidden) syncHintButton(app.session, loopRunning(), hintMove);
  }
}

function takeAnswer(answer) {
  const s = app.session;
  s.view = answer.view;
  if (answer.save) s.save = answer.save;
  showFingerprint(s.view);
  persist();
  announce((answer.events || []).map((e) => e.text));
  sound.playEvents(answer.events); // the engine's cues (web/sound.js)
}

// -- the pace of the computer's moves (web/pace.js) ---------------------------------------------------------------

/** Each session's pace (kept off app.session, which tests read as data); the matches that sounded their end. */
const paces = new WeakMap();
const endSounded = new WeakSet();

function paceOf(s) {
  let pace = paces.get(s);
  if (!pace) {
    pace = new Pace(s.players.filter((kind) => String(kind).startsWith("ai:")).length);
    paces.set(s, pace);
  }
  return pace;
}

/** A person is to decide (or read a result): the wait is over; after computer moves, "your turn" sounds. */
function endOfWait(s) {
  const pace = paceOf(s);
  if (pace.count > 0 && !s.view.over && s.view.to_move === s.viewSeat) sound.play("turn");
  const wait = pace.personToMove();
  endSkipHint();
  if (wait) waits.push(wait);
  if (waits.length > 50) waits.shift();
}

/** The latest waits between a person's decisions ({moves, ms, skipped, paused}): for tests and the benchmark. */
const waits = [];
window.__pace = { waits };

/** The computer's pause before a move; a tap on the table (motion.skip) ends it and the rest of the wait's. */
let wakePause = null;

function pauseSleep(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      if (wakePause === done) wakePause = null;
      resolve();
    }
    wakePause = done;
  });
}

motion.onSkip(() => {
  const s = app.session;
  if (!s || !loopRunning()) return; // a tap while the person decides (playing a card) skips nothing to come
  paceOf(s).skip();
  if (wakePause) wakePause();
});

/** A person chose the action `actionId`. */
async function act(actionId) {
  const s = app.session;
  if (!s || loopRunning() || isBusy()) return;
  setStatus("");
  if (!(await confirmMove(s.view, actionId)) || app.session !== s) return; // a move the engine asks about first
  paceOf(s).decided();
  const answer = await call({ cmd: "act", id: s.id, seat: s.viewSeat, action: actionId });
  if (app.session !== s) return;
  if (!answer.ok) {
    if (!restarted(answer)) setStatus(answer.error.message);
    return;
  }
  takeAnswer(answer);
  await advance();
}

/** Undo: the person's last move and the computer's replies after it are taken back (the engine's `undo`; only
 * against the computer, web/undo.js), and the table shows that position again. */
async function undoMove() {
  const s = app.session;
  if (!s || loopRunning() || isBusy()) return;
  setStatus("");
  const answer = await takeBack(call, s);
  if (app.session !== s) return;
  if (!answer.ok) {
    if (!restarted(answer)) setStatus(answer.error.message);
    return;
  }
  s.acknowledged = new Set(); // a hand end taken back and played again is shown again
  takeAnswer(answer);
  await advance();
}

/** "Play this deal again": `settings` with the save's seed (and fixed first deal) and the same seats. */
function sameDeal(settings, save) {
  return { ...settings, seed: save.seed, seats: save.seats, ...(save.deal ? { deal: save.deal } : {}) };
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

/** Hint: what the strongest computer player would do for the seat on the table (the engine's `hint`, web/hint.js):
 * the card or action is marked and the reason shown; the match's save counts the hint. */
async function hintMove() {
  const s = app.session;
  if (!s || loopRunning() || isBusy()) return;
  setStatus(t("hint.thinking"));
  const answer = await busy(askHint(call, s));
  if (app.session !== s) return;
  if (!answer.ok) {
    if (!restarted(answer)) setStatus(answer.error.message);
    return;
  }
  s.save = answer.save;
  s.view = { ...s.view, hint_used: true };
  persist();
  showHint($("table"), answer.action);
  setStatus(answer.text);
}

/** Show why a choice is not allowed: the reason the view gave, else the engine's answer for the action id
 * (`entry.actionId`, or playing `entry.card`). */
async function explainIllegal(entry) {
  const s = app.session;
  if (!s) return;
  let reason = entry.reason;
  if (!reason && s.view.to_move === s.viewSeat && !loopRunning()) {
    const action = entry.actionId || `play:${entry.card}`;
    const answer = await call({ cmd: "explain", id: s.id, seat: s.viewSeat, action });
    if (answer.ok) reason = answer.reason;
  }
  setStatus(reason || s.view.prompt || "");
}

/** The hand-result dialog's Play on: remembered per seat; the next hand starts if this seat starts it. */
async function playOn(result) {
  const s = app.session;
  closeDialog($("result-dialog"));
  s.acknowledged.add(`${result.key}:${s.viewSeat}`);
  persist();
  const nextHand = (s.view.legal || []).find((a) => a.id === "next_hand");
  if (nextHand && s.view.to_move === s.viewSeat) await act("next_hand");
  else await advance();
}

/** Hot-seat: the pass screen, then the table from the seat of the person who says they are ready. */
function passTo(seat) {
  const s = app.session;
  s.atDevice = null; // the device is on its way: nobody's view is drawn until the next person confirms
  showPassScreen(playerName(seat), async () => {
    s.viewSeat = seat;
    const answer = await call({ cmd: "view", id: s.id, seat });
    if (!answer.ok || app.session !== s) return;
    s.view = answer.view;
    s.atDevice = seat;
    persist();
    await advance();
  }, EMBED ? null : () => goHome());
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

/** Whether `answer` says the engine was restarted meanwhile (its watchdog): the game is loaded again and the page
 * says so (recoverSession), so the caller says nothing more. */
function restarted(answer) {
  return !answer.ok && answer.error.code === "engine_restarted";
}

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
