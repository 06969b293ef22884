// The move loop of the match on the table (session.js starts, resumes and closes the match; this module plays it).
// After every answer of the engine the loop (advance) draws the view with the game's table module (render), then
// lets the computer move (at the pace of web/pace.js), hands the device over (hot-seat: passTo) or waits for a
// person, whose choice goes back as an action id (act); undo, hint, a refused card's reason and a hand's Play on
// come back into it. The save is kept after every action (persist.js). What the match-over dialog offers (menu,
// share, again, review) is the session's: session.js connects it (connectSession), so this module does not import
// session.js. No rule of any game is here: legal choices come from the view, reasons from the view or the engine.

import { personal, t, tn } from "./i18n.js";
import { markTerms } from "./terms.js";
import * as motion from "./motion.js";
import {
  $, AI_DELAY_MS, EMBED, announce, app, busy, call, closeDialog, goHome, isBusy, setReady, setStatus, showNotice,
} from "./shell.js";
import { showHandResult, showMatchOver, showPassScreen } from "./dialogs.js";
import { rateMatch, recordMatch } from "./stats.js";
import { askPersistOnce } from "./keep.js";
import { confirmMove, syncUndoButton, takeBack } from "./undo.js";
import * as sound from "./sound.js";
import { Pace } from "./pace.js";
import { endSkipHint, offerSkip } from "./skiphint.js";
import { syncTableBar } from "./tablebar.js";
import { askHint, showHint, syncHintButton } from "./hint.js";
import { whileThinking } from "./thinking.js";
import { fairSection, noteDailyEnd, showFingerprint } from "./daily.js";
import { notePracticeMatch } from "./practice.js";
import { persist } from "./persist.js";
import { isWide, keepToggledPanels, openAsLeft, redrawWhenWidthTurns } from "./panels.js";

/** The module that draws the session's game (kept off app.session, which tests read as data). */
let tableModule = null;

/** The game's table module draws the session from now on (a new match, a resume, a table that moved). */
export function useTable(module) {
  tableModule = module;
}

/** What the match-over dialog offers, from the session's life (session.js connects it at its start). */
const sessionActions = {
  leaveGame: () => {},
  shareGame: () => {},
  newGame: async () => {},
  reviewMatch: async () => {},
};

/** session.js gives the loop its leaveGame, shareGame, newGame and reviewMatch (the loop does not import it). */
export function connectSession(actions) {
  Object.assign(sessionActions, actions);
}

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
    wide: isWide(),
    /** Whether the panel `name` (score sheet, log) is open: as the person left it, else `fallback`. */
    isOpen: openAsLeft(app.panels),
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
  keepToggledPanels(root, app.panels);
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

// a window that turns wide or narrow: the session's table drawn again for it (its panels' defaults: web/panels.js),
// with the hint shown on it still marked
redrawWhenWidthTurns(() => {
  const s = app.session;
  if (!s || $("table").hidden) return;
  render();
  if (shownHint && shownHint.view === s.view) showHint($("table"), shownHint.action);
});

/** The hint marked on the table, and the view it was given for. */
let shownHint = null;

/** A match just put on the table (Start, a resume): the keyboard focus goes to the table, so no extra Tab is needed
 * (issue 19, item 9). The table itself holds it (tabindex -1) until a render gives it to the first playable card or
 * action (restoreFocus). In an embed only when the person is in the frame (a frame that starts as it is scrolled
 * into view never takes the focus from the page around it). */
export function focusTable() {
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
export function loopRunning() {
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
      const pace = paceOf(s);
      // skipped by a tap, or behind the wait's time (web/pace.js): the cards jump to their places, the move drawn as
      // at speed instant, so a trick the computer has just won stays on the table as the last trick, readable, where
      // it was gathered away before the person could see it (a slow computer's answer, a loaded tablet)
      if (pace.hurried(motion.pauseFactor())) {
        motion.finishNow();
        motion.drawStill(render);
      } else {
        render();
      }
      pace.shown();
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
          menu: () => sessionActions.leaveGame(),
          share: () => sessionActions.shareGame(),
          again: async () => { closeDialog($("result-dialog")); await sessionActions.newGame(settings); },
          review: EMBED ? null : () => sessionActions.reviewMatch(),
          sameDeal: isDaily ? null
            : async () => {
              closeDialog($("result-dialog"));
              await sessionActions.newGame(sameDeal(settings, s.save));
            },
        });
        return;
      }
      if (newResult) {
        endOfWait(s);
        showHandResult(result, { leave: () => sessionActions.leaveGame(), playOn: () => playOn(result) });
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
  // a tap while the person decides (the pointerdown of playing a card) skips nothing to come; one after the decision
  // does, even before the engine has answered it (a CI run's tap 100 ms after the click came before the answer)
  if (!s || !(loopRunning() || paceOf(s).waiting())) return;
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
    paceOf(s).personToMove(); // refused: no wait began (a tap meanwhile skips nothing to come)
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
  shownHint = { view: s.view, action: answer.action };
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

// -- the engine restarted ------------------------------------------------------------------------

/** Whether `answer` says the engine was restarted meanwhile (its watchdog): the game is loaded again and the page
 * says so (recoverSession), so the caller says nothing more. */
export function restarted(answer) {
  return !answer.ok && answer.error.code === "engine_restarted";
}
