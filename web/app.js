// The site's shell, started here: the page's words, the language picker, the buttons of the top bar, and the
// start-up (the menu at once, Python loading meanwhile; then a shared replay link, or the saved game resumed).
// It holds no rule of any game and names none: it renders the views the engine sends with the table module each
// game declares, and sends back the id of the action a person chose.
//
//   shell.js    the page's state (window.__app), URL parameters, the engine and the bridge call
//   games.js    the games (from the engine, before that from the words) and their table modules and stylesheets
//   menu.js     the first screen: a tile per game, games in progress, rules examples, replay files
//   stats.js    statistics of matches against the computer (per game and strength), kept on this device
//   dialogs.js  new-game dialog, results, rules, hot-seat pass screen
//   session.js  a match on the table (new game, resume, the loop of moves, saving) or a replay
//   store.js    the saved games in localStorage (repaired when out of shape; damaged ones set aside, kept)
//   tabs.js     which tab owns a game (only that one saves it; another tab offers Play here)
//   embed.js    embed.html: one game or example in a blog's iframe
//
// index.html#replay=<packed> opens a shared replay (see share.js). URL parameters: see shell.js.

import { LANGUAGES, language, loadTexts, preferredLanguage, t } from "./i18n.js";
import * as store from "./store.js";
import { barFace, h } from "./dom.js";
import { watchOffline } from "./offline.js";
import {
  $, EMBED, app, call, closeDialog, goHome, markTextsLoaded, params, setHome, showEngineState, showNotice,
  startEngineOnce,
} from "./shell.js";
import { fetchGames, gameTitle, loadTable } from "./games.js";
import { renderExamples, renderSavedGames, renderTiles, resumeLesson, showMenu } from "./menu.js";
import { initStats } from "./stats.js";
import { initKeep } from "./keep.js";
import { countDue, reviewInBackground } from "./practice.js";
import { fillGameChoices, initNewGameDialog, showRules } from "./dialogs.js";
import {
  checkStorage, checkTable, continueSession, gameOnTable, importReplay, newGame, render, resume, shareGame, showReplay,
  storageNotice, supersedeTableRequests,
} from "./session.js";
import { embedMain, showEmbedHome } from "./embed.js";
import { mountSpeedPicker, skipOnTap } from "./motion.js";
import { mountDeckPicker } from "./deck.js";
import { watchGestures } from "./sound.js";

setHome(EMBED ? showEmbedHome : showMenu);

// -- texts -----------------------------------------------------------------------------------------

function applyTexts() {
  document.title = t("app.title");
  $("app-title").textContent = t("app.title");
  $("menu-heading").textContent = t("menu.heading");
  $("tagline").textContent = t("app.tagline");
  $("new-game").textContent = t("menu.new_game");
  if ($("show-stats")) $("show-stats").textContent = t("stats.button");
  if ($("games-heading")) $("games-heading").textContent = t("menu.games");
  $("continue-game").textContent = t("menu.continue");
  $("lang-label").textContent = t("menu.language");
  barFace($("to-menu"), t("table.menu"), "⌂"); // on a phone's narrow top bar a house in its word's place
  if ($("share-game")) $("share-game").textContent = t("share.button");
  if ($("saved-heading")) {
    $("saved-heading").textContent = t("menu.saved");
    $("replays-heading").textContent = t("menu.replays");
    $("import-replay").textContent = t("menu.import");
    renderSavedGames();
    renderTiles();
    renderExamples();
  }
  $("show-rules").textContent = t("menu.rules");
  $("rules-close").textContent = t("dialog.close");
  $("ng-title").textContent = t("dialog.new_game");
  $("ng-game-label").textContent = t("dialog.game");
  $("ng-mode-legend").textContent = t("dialog.mode");
  $("ng-mode-computer").textContent = t("mode.computer");
  $("ng-mode-hotseat").textContent = t("mode.hotseat");
  $("ng-strength-legend").textContent = t("dialog.strength");
  $("ng-names-legend").textContent = t("dialog.names");
  $("ng-options-legend").textContent = t("dialog.options");
  $("ng-start").textContent = t("dialog.start");
  $("ng-cancel").textContent = t("dialog.cancel");
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  const select = $("lang-select");
  select.replaceChildren(...LANGUAGES.map((lang) => h("option", { value: lang, selected: lang === language() }, t(`lang.${lang}`))));
  if (!EMBED) mountSpeedPicker(document.querySelector(".lang-picker"), t);
  if (!EMBED) mountDeckPicker(document.getElementById("motion-speed-picker"), t, () => refreshTable());
  showEngineState();
  fillGameChoices();
  if (!app.storageOk) showNotice(storageNotice());
}

/** A new deck (the menu's setting): the match's view asked again, so its texts name the cards of that deck (shown
 * by Continue; drawn at once when the table is on the screen). */
async function refreshTable() {
  const s = app.session;
  if (!s || !s.id) return;
  const answer = await call({ cmd: "view", id: s.id, seat: s.viewSeat });
  if (!answer.ok || app.session !== s) return;
  s.view = answer.view;
  if (!$("table").hidden && $("pass-screen").hidden) render();
}

async function changeLanguage(lang) {
  await loadTexts(lang);
  store.saveSetting("lang", language());
  applyTexts();
  if (app.engineReady) {
    await fetchGames();
    fillGameChoices();
    if (!$("menu").hidden) renderTiles();
  }
  const s = app.session;
  if (s && s.id && !$("table").hidden && $("pass-screen").hidden) {
    const answer = await call({ cmd: "view", id: s.id, seat: s.viewSeat });
    if (answer.ok) { s.view = answer.view; render(); }
  }
}

// -- start -----------------------------------------------------------------------------------------

/** Whether the person has pressed a button of the menu since the page opened (Play, New game, Resume, an example,
 * Statistics...): then the saved game is not resumed by itself, and a resume already loading is dropped. A person's
 * explicit choice always wins over the automatic resume (issue 19, item 1). */
let personChose = false;

function watchForChoice() {
  $("menu").addEventListener("click", (event) => {
    if (!event.target.closest("button")) return;
    personChose = true;
    supersedeTableRequests();
  }, true);
}

/** The saved game is resumed by itself only on a menu the person has not touched, with nothing else on the table. */
function autoResumeWanted() {
  return !personChose && !app.session && !app.replay && $("table").hidden;
}

/** A shared replay link's hash: `#replay=<packed>` (older links) or `#replay=<packed>&step=<n>`, the position it was
 * shared from (issue 21); null for any other hash. */
function sharedReplay(hash) {
  if (!hash.startsWith("#replay=")) return null;
  const [packed, ...rest] = hash.slice("#replay=".length).split("&");
  const step = rest.map((part) => /^step=(\d{1,7})$/.exec(part)).find(Boolean);
  return { packed, step: step ? Number(step[1]) : 0 };
}

async function main() {
  for (const [id, handler] of [["share-game", () => shareGame()], ["import-replay", () => $("import-file").click()]]) {
    if ($(id)) $(id).addEventListener("click", handler);
  }
  if ($("import-file")) $("import-file").addEventListener("change", (e) => importReplay(e.target.files[0]));
  if (EMBED) {
    commonListeners();
    await embedMain(applyTexts);
    return;
  }
  checkStorage();
  const lang = params.get("lang") || store.loadSetting("lang", preferredLanguage());
  // Start Python first: the texts download while the runtime loads.
  const engineReady = startEngineOnce();
  const shared = sharedReplay(location.hash);
  const active = store.activeGame();
  // a lesson that was on the table goes on at its step (web/tutorial.js), before any saved game
  const lessonStored = store.loadLesson();
  const lessonLeft = !shared && params.get("menu") !== "1" ? lessonStored : null;
  const found = !shared && !lessonLeft && active && params.get("menu") !== "1" ? store.readRecord(active) : null;
  const record = found && found.record;
  // the saved game's table module (and stylesheet) load while Python does: stored with the save
  if (record) loadTable(active, record);
  await loadTexts(lang);
  markTextsLoaded();
  applyTexts();
  // a damaged save is set aside (kept: the menu lists it to download or remove), never resumed or deleted
  if (found && found.damaged) showNotice(t("save.unreadable", { game: gameTitle(active) }));
  showMenu();
  watchForChoice();
  watchOffline($("offline-status"), t);
  commonListeners();

  initNewGameDialog(newGame);
  initStats();
  initKeep();
  $("lang-select").addEventListener("change", (e) => changeLanguage(e.target.value));
  $("to-menu").addEventListener("click", () => goHome());
  $("continue-game").addEventListener("click", () => continueSession());

  if (record || lessonLeft) $("engine-text").textContent = t("menu.resuming");
  try {
    await engineReady;
  } catch {
    return;
  }
  // a replay link opened while the site is open (pasted into the address bar) is a hash change, not a new page
  window.addEventListener("hashchange", () => {
    const link = sharedReplay(location.hash);
    if (link) showReplay({ packed: link.packed }, link.step);
  });
  const lessonResumed = !shared && lessonLeft && autoResumeWanted();
  if (shared) await showReplay({ packed: shared.packed }, shared.step);
  else if (lessonResumed) await resumeLesson(lessonLeft.game);
  else if (record && autoResumeWanted()) await resume(active);
  // a stored lesson not taken up now (a replay link, the person chose something else) is not for a later reload
  if (lessonStored && !lessonResumed) store.dropLessonUnlessNewer(lessonStored);
  await fetchGames();
  fillGameChoices();
  if (!$("menu").hidden) renderTiles();
  checkTable();
  renderExamples();
  countDue(); // issue 35: each tile's Practice with the engine's count of what is due today (web/practice.js)
  reviewInBackground(); // issue 35: a finished match left unreviewed on an earlier visit (web/practice.js)
}

/** What the site and the embed share: the rules and share dialogs, and no double plays. */
function commonListeners() {
  $("show-rules").addEventListener("click", () => showRules(gameOnTable()));
  $("rules-close").addEventListener("click", () => closeDialog($("rules-dialog")));
  $("result-dialog").addEventListener("cancel", (e) => e.preventDefault());
  skipOnTap($("table")); // a tap on the table ends a pause of the cards (web/motion.js)
  watchGestures(); // the sounds' AudioContext is made at a person's first gesture, not before (web/sound.js)
  // No double plays: the second click of a double tap / double click (event.detail 2+) lands on whatever the first
  // one's answer put there; it is swallowed before any table sees it. Keyboard clicks have detail 0. A greyed card
  // (aria-disabled) plays nothing, its click only says why: never swallowed (issue 19: tapping one greyed card after
  // another on a tablet counted as a double tap and the second showed no reason).
  $("table").addEventListener("click", (e) => {
    const explains = e.target instanceof Element && e.target.closest("[aria-disabled='true']");
    if (e.detail > 1 && !explains) { e.stopPropagation(); e.preventDefault(); }
  }, true);
}

main();
