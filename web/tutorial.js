// The guided first game (issue 21, item 1): a game's lesson on the table. The engine holds the lesson (bridge
// `tutorial_start` / `tutorial_act`): a scripted deal, the move to make at each step and its instruction, the
// computer's scripted replies. This module draws the learner's view with the game's own table module, shows the
// instruction in a banner above the hand (the table puts `ctx.statusEl` between its prompt and the hand: here that
// is the banner), highlights the expected card or button, and sends the learner's choice back. A move that is not
// the lesson's changes nothing: the engine says why, the banner shows it. At the end the banner offers "Now play a
// real game". No rule is here: what to play and why come from the engine.
//
// A reload loses nothing (a family's tablet): where the lesson is (the game and how many of the learner's moves are
// made) is stored at every step (store.js `lesson`), and the page opened again goes on with the lesson at that step
// (the engine makes those moves again: bridge `tutorial_start` with `moves`). A lesson that leaves the table (a real
// game, the menu, another lesson) is forgotten.

import { h } from "./dom.js";
import { personal, t, tn } from "./i18n.js";
import { markTerms } from "./terms.js";
import * as motion from "./motion.js";
import { $, announce, app, busy, call, setReady, showTableArea } from "./shell.js";
import { loadTable } from "./games.js";
import { closeReplay, closeSession } from "./session.js";
import { hideUndoButton } from "./undo.js";
import { hideHintButton } from "./hint.js";
import * as store from "./store.js";
import { isWide, keepToggledPanels, openAsLeft, redrawWhenWidthTurns } from "./panels.js";

/** The lesson on the table: {tid, game, view, step, why, module, realGame}; null when none. */
let lesson = null;
/** The banner: one node for the whole lesson, so a table that redraws itself (a card picked) keeps it. */
let banner = null;
/** Watches the table: the expected card is marked again after every redraw; a table without the banner (a real
 * game, a replay) ends the lesson. */
let watcher = null;

/** Whether a lesson is on the table (the game's Rules button shows its game). */
export function lessonGame() {
  return lesson ? lesson.game : null;
}

/** Forget the lesson (the engine's too, and the stored step). */
export function closeTutorial() {
  if (watcher) watcher.disconnect();
  watcher = null;
  if (lesson && app.engineReady) app.engine.call({ cmd: "tutorial_close", tid: lesson.tid }).catch(() => {});
  if (lesson) store.dropLesson();
  lesson = null;
  delete document.body.dataset.tutorial;
}

/** The engine starts the lesson of `game`, at `moves` of the learner's moves made (a stored step the engine refuses,
 * a lesson changed since, say, starts it from its beginning). */
async function startInEngine(game, moves) {
  if (moves > 0) {
    const answer = await call({ cmd: "tutorial_start", game, moves });
    if (answer.ok) return answer;
  }
  return call({ cmd: "tutorial_start", game });
}

/** Open the guided first game of `game`; `realGame()` starts a real game of it (the end's button). `resume`: go on
 * at the stored step if the stored lesson is of `game` (a reload), else start at the beginning. */
export async function startTutorial(game, { realGame, resume = false }) {
  const stored = resume ? store.loadLesson() : null;
  const moves = stored && stored.game === game ? stored.moves : 0;
  closeTutorial();
  closeSession();
  closeReplay();
  showTableArea();
  $("share-game").hidden = true;
  hideUndoButton();
  hideHintButton();
  const root = $("table");
  root.replaceChildren(h("p", { class: "resuming", text: t("tutorial.opening") }));
  const [answer, table] = await Promise.all([startInEngine(game, moves), busy(loadTable(game))]);
  if (!answer.ok) {
    store.dropLesson(); // (a stored lesson of a game the engine does not know: not again at the next reload)
    root.replaceChildren(h("div", { class: "embed-error", role: "alert" },
      h("h2", { text: t("tutorial.failed") }), h("p", { text: answer.error.message })));
    setReady("table");
    return false;
  }
  lesson = { tid: answer.tid, game, view: answer.view, step: answer.lesson, why: null, module: table.module, realGame };
  store.saveLesson(game, answer.lesson.made);
  document.body.dataset.tutorial = game;
  banner = h("section", { class: "tutorial-banner", id: "tutorial-banner", "aria-label": t("tutorial.label") });
  draw();
  root.tabIndex = -1;
  focusExpected(true);
  announce([answer.lesson.intro, answer.lesson.text]);
  watcher = new MutationObserver(() => {
    if (!lesson) return;
    // something else took the table, or the menu hid it (the lesson has no way back there: Learn starts it anew)
    if (!root.contains(banner) || root.hidden) { closeTutorial(); return; }
    markExpected();
  });
  watcher.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
  setReady("table");
  return true;
}

function context() {
  return {
    t: (key, params) => t(personal(key, params, lesson.view), params),
    tn,
    playerName: (seat) => (Array.isArray(lesson.view.names) ? lesson.view.names[seat] || "" : ""),
    statusEl: banner,
    wide: isWide(),
    isOpen: openAsLeft(app.panels),
    onAction: (id) => choose(id),
    onIllegal: (entry) => choose(entry.actionId || null, entry),
    motion: { moving: motion.moving, gather: (cards, target) => motion.gather($("table"), cards, target) },
  };
}

/** The banner's content: where the lesson is, the instruction (with the introduction first), why a move was not
 * the lesson's, and at the end the button to a real game. */
function fillBanner() {
  const step = lesson.step;
  const parts = [h("p", { class: "tutorial-progress", text: step.done ? step.title
    : `${step.title} · ${t("tutorial.progress", { number: step.number, of: step.of })}` })];
  if (step.intro) parts.push(h("p", { class: "tutorial-intro", text: step.intro }));
  parts.push(h("p", { class: "tutorial-text", id: "tutorial-text", dataset: { expected: step.expected || "" },
    text: step.text }));
  if (lesson.why) parts.push(h("p", { class: "tutorial-why", id: "tutorial-why" },
    h("strong", { text: `${t("tutorial.try_again")}: ` }), lesson.why));
  if (step.done) {
    parts.push(h("button", { type: "button", class: "primary tutorial-real-game", id: "tutorial-real-game",
      onclick: () => { const start = lesson.realGame; closeTutorial(); start(); } }, step.real_game));
  }
  banner.replaceChildren(...parts);
  banner.classList.toggle("done", Boolean(step.done));
}

/** The learner's view as the table shows it: at the lesson's end without moves and without the game's prompt (the
 * match goes on in the engine, "Play on" or "Waiting for Computer", but the lesson does not: its end offers the real
 * game). */
function shownView() {
  return lesson.step.done ? { ...lesson.view, legal: [], prompt: "" } : lesson.view;
}

// a window that turns wide or narrow: the lesson's table drawn again for it (web/panels.js)
redrawWhenWidthTurns(() => { if (lesson) draw(); });

function draw() {
  const root = $("table");
  keepToggledPanels(root, app.panels);
  fillBanner();
  const places = motion.capture(root);
  lesson.module.renderTable(root, shownView(), context());
  if (!root.contains(banner)) root.prepend(banner); // (a table that has no place for the status line)
  markTerms(root, t);
  motion.play(root, places);
  markExpected();
}

/** The elements of the expected move: its button (data-action) and the cards it plays. */
function expectedElements(root) {
  const id = lesson && lesson.step.expected;
  if (!id) return [];
  const found = [...root.querySelectorAll(`[data-action="${CSS.escape(id)}"]`)];
  // a picked card's place or choice that makes the move is the move to make now: the ring leaves the card (issue 34)
  if (found.some((node) => !node.matches(".card-button"))) return found;
  const entry = (lesson.view.legal || []).find((action) => action.id === id);
  for (const card of (entry && entry.cards) || []) {
    found.push(...root.querySelectorAll(`.card-button[data-card="${CSS.escape(card)}"]`));
  }
  return found;
}

function markExpected() {
  const root = $("table");
  const wanted = new Set(expectedElements(root));
  for (const node of root.querySelectorAll(".tutorial-expected")) {
    if (!wanted.has(node)) node.classList.remove("tutorial-expected");
  }
  for (const node of wanted) {
    if (!node.classList.contains("tutorial-expected")) node.classList.add("tutorial-expected");
    if (node.getAttribute("aria-describedby") !== "tutorial-text") node.setAttribute("aria-describedby", "tutorial-text");
  }
}

/** The keyboard focus goes to the expected card or button (or the real-game button at the end). */
function focusExpected(force = false) {
  const root = $("table");
  if (!force && !root.contains(document.activeElement)) return;
  const target = $("tutorial-real-game") || expectedElements(root).find((node) => node.matches("button"))
    || root.querySelector(".card-button.legal") || root;
  target.focus({ preventScroll: true });
}

/** The learner chose `actionId` (or an illegal card `entry`): the engine makes the lesson's move with the
 * computer's replies, or says why not and changes nothing. */
async function choose(actionId, entry = null) {
  const mine = lesson;
  if (!mine) return;
  if (!actionId) { // a greyed card: the table's reason (the rule), the instruction stays
    mine.why = (entry && entry.reason) || null;
    draw();
    announce([mine.why]);
    return;
  }
  const answer = await call({ cmd: "tutorial_act", tid: mine.tid, action: actionId });
  if (lesson !== mine) return;
  if (!answer.ok) {
    mine.why = (entry && entry.reason) || answer.error.message;
  } else {
    mine.view = answer.view;
    mine.step = answer.lesson;
    mine.why = answer.correct ? null : answer.why;
    if (answer.correct) store.saveLesson(mine.game, answer.lesson.made); // a reload goes on from here
  }
  draw();
  if (answer.ok && answer.correct) {
    announce([...(answer.events || []), answer.lesson.text]);
    focusExpected(true);
  } else {
    announce([mine.why]);
  }
}
