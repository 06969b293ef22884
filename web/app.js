// The site's shell: the menu, the new-game dialog, the table loop (a person's choices, the computer's
// moves, hot-seat hand-overs), saving after every action and resuming after a reload.
// It holds no rule of any game: it renders the view the engine sends and sends back the id of the
// action a person chose. Legal cards come from view.legal / view.hand[].action, reasons from the view.
//
// URL parameters: ?fast=1 (no pause before computer moves: tests), ?delay=MS (that pause, default 600),
// ?lang=en|de|nl, ?menu=1 (show the menu instead of resuming the saved game), ?seed=N (fixed deals: tests).
// index.html#replay=<packed> opens a shared replay (see share.js). embed.html (body data-page="embed") is the same
// shell for one game or one scripted example in a blog's iframe: its parameters are checked by the engine
// (bridge `embed_config`, documented there and in README "Embedding").
// For tests and benchmarks: window.__engine (the engine), window.__app (this shell's state);
// document.body.dataset.ready = "menu" | "table", dataset.busy = "1" while the engine or computer works.

import { startEngine } from "./engine.js";
import { LANGUAGES, language, loadTexts, preferredLanguage, t, tn } from "./i18n.js";
import * as store from "./store.js";
import { h } from "./dom.js";
import { watchOffline } from "./offline.js";
import { markTerms } from "./terms.js";
import { openReplay } from "./replay.js";
import { openShareDialog, readReplayFile } from "./share.js";
import { scoreSummary } from "./summary.js";
import * as generic from "./tables/generic.js";
import * as schnapsen from "./tables/schnapsen.js";
import * as spike from "./tables/spike.js";
import * as strandcup from "./tables/strandcup.js";
import * as striker from "./tables/striker.js";

/** One table module per game; any other game gets the generic table. */
const TABLES = { schnapsen, spike, strandcup, striker };

const params = new URLSearchParams(location.search);
/** Pause before each computer move so a person can follow (`?fast=1`: none, for tests). */
const AI_DELAY_MS = params.get("fast") === "1" ? 0 : Number(params.get("delay") ?? 600);
/** `?seed=N` deals every new match from seed N (reproducible tests); otherwise the engine picks one. */
const FIXED_SEED = params.has("seed") ? Number(params.get("seed")) : undefined;
/** The embed page (embed.html): one game or example, no menu, started lazily. */
const EMBED = document.body.dataset.page === "embed";
/** The shell's own test/benchmark parameters, never passed to the engine's embed check. */
const SHELL_PARAMS = ["fast", "delay", "menu"];
/** The games the menu lists saved games of (before the engine has said which it offers). */
const KNOWN_GAMES = ["schnapsen", "spike", "strandcup", "striker"];

const $ = (id) => document.getElementById(id);

const app = {
  engine: null,
  engineReady: false,
  games: null, // the `games` answer, once the engine is ready
  progress: 0,
  session: null, // {game, mode, strength, options, id, players, viewSeat, view, save, acknowledged}
  statusEl: h("p", { class: "status-line", id: "table-status", role: "status", "aria-live": "polite" }),
  storageOk: true,
  engineError: null,
  panels: {}, // open/closed state of the table's panels, kept across re-renders
  replay: null, // the replay viewer on the table, if any
};
window.__app = app;

// -- small helpers ---------------------------------------------------------------------------------

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

let busyCount = 0;
async function busy(promise) {
  busyCount += 1;
  document.body.dataset.busy = "1";
  try {
    return await promise;
  } finally {
    busyCount -= 1;
    if (busyCount === 0) delete document.body.dataset.busy;
  }
}

function setReady(state) {
  document.body.dataset.ready = state;
  const bootFailed = $("boot-failed"); // index.html's start-up fallback: the scripts did start after all
  if (bootFailed) bootFailed.hidden = true;
}

function announce(texts) {
  const lines = texts.filter(Boolean);
  if (lines.length) $("status").textContent = lines.join(" ");
}

function setStatus(text) {
  app.statusEl.textContent = text || "";
}

function showNotice(text) {
  const notice = $("notice");
  notice.textContent = text || "";
  notice.hidden = !text;
}

function tableModule(game) {
  return TABLES[game] || generic;
}

function playerName(seat) {
  const s = app.session;
  if (!s || seat === null || seat === undefined) return "";
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

// -- the engine ------------------------------------------------------------------------------------

/** Whether the shell's words have arrived (the engine starts first and reports progress before they have). */
let textsLoaded = false;

function onProgress({ fraction, text }) {
  app.progress = Math.max(0, Math.min(1, Number(fraction) || 0));
  const percent = Math.round(app.progress * 100);
  for (const bar of document.querySelectorAll(".progress")) {
    bar.setAttribute("aria-valuenow", String(percent));
    bar.querySelector(".progress-bar").style.width = `${percent}%`;
  }
  if (!textsLoaded) return; // applyTexts() shows the progress once the words are there
  if (!app.engineReady) $("engine-text").textContent = t("engine.progress", { percent });
  if (EMBED && !app.engineReady) $("embed-text").textContent = t("engine.progress", { percent });
  if (!$("ng-wait").hidden) $("ng-wait-text").textContent = t("dialog.waiting");
}

async function bootEngine() {
  app.engine = startEngine({ onProgress });
  window.__engine = app.engine;
  try {
    await app.engine.ready;
  } catch (err) {
    app.engineError = String(err && err.message ? err.message : err);
    $("engine-text").textContent = t("engine.failed", { error: app.engineError });
    $("engine-progress").hidden = true;
    throw err;
  }
  app.engineReady = true;
  onProgress({ fraction: 1 });
  $("engine-text").textContent = t("engine.ready");
  $("engine-progress").hidden = true;
}

/** Ask the engine which games it offers (imports every game module: done after a resume, not before). */
async function loadGames() {
  const answer = await app.engine.call({ cmd: "games", lang: language() });
  if (answer.ok) {
    app.games = answer.games;
    fillGameChoices();
  }
}

let enginePromise = null;

/** Call the bridge (after the engine is ready); marks the page busy meanwhile. */
async function call(request) {
  // busy at once (synchronously), so a test never sees an idle page between a click and the answer
  // and never throws: an engine that failed answers like a refusal, so the page can say so and go on
  return busy((async () => {
    try {
      await enginePromise;
      return await app.engine.call({ lang: language(), ...request });
    } catch (err) {
      return { ok: false, error: { code: "engine_failed", message: String((err && err.message) || err) } };
    }
  })());
}

// -- texts and the menu ----------------------------------------------------------------------------

function applyTexts() {
  document.title = t("app.title");
  $("app-title").textContent = t("app.title");
  $("menu-heading").textContent = t("menu.heading");
  $("tagline").textContent = t("app.tagline");
  $("new-game").textContent = t("menu.new_game");
  $("continue-game").textContent = t("menu.continue");
  $("lang-label").textContent = t("menu.language");
  $("to-menu").textContent = t("table.menu");
  if ($("share-game")) $("share-game").textContent = t("share.button");
  if ($("saved-heading")) {
    $("saved-heading").textContent = t("menu.saved");
    $("replays-heading").textContent = t("menu.replays");
    $("import-replay").textContent = t("menu.import");
    renderSavedGames();
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
  $("ng-options-legend").textContent = t("dialog.options");
  $("ng-start").textContent = t("dialog.start");
  $("ng-cancel").textContent = t("dialog.cancel");
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  const select = $("lang-select");
  select.replaceChildren(...LANGUAGES.map((lang) => h("option", { value: lang, selected: lang === language() }, t(`lang.${lang}`))));
  if (app.engineReady) $("engine-text").textContent = t("engine.ready");
  else if (app.engineError) $("engine-text").textContent = t("engine.failed", { error: app.engineError });
  else if (app.progress > 0) $("engine-text").textContent = t("engine.progress", { percent: Math.round(app.progress * 100) });
  else $("engine-text").textContent = t("engine.loading");
  fillGameChoices();
  if (!app.storageOk) showNotice(t("storage.unavailable"));
}

function showMenu() {
  if (EMBED) {
    showEmbedHome();
    return;
  }
  closeReplay();
  $("menu").hidden = false;
  $("table").hidden = true;
  $("to-menu").hidden = true;
  $("show-rules").hidden = true;
  $("share-game").hidden = true;
  $("pass-screen").hidden = true;
  closeDialog($("result-dialog"));
  const active = store.activeGame();
  $("continue-game").hidden = !app.session;
  renderSavedGames();
  setReady("menu");
}

/** The menu's list of games in progress (one per game): title, when last played, the score; resume or abandon. */
function renderSavedGames() {
  const list = $("saved-list");
  if (!list) return;
  const entries = store.listRecords(KNOWN_GAMES).filter((e) => !(app.session && app.session.game === e.game));
  $("saved-games").hidden = entries.length === 0;
  list.replaceChildren(...entries.map(({ game, record }) => {
    const title = gameTitle(game);
    const when = record.updated ? new Date(record.updated).toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" }) : "";
    const mode = t(record.mode === "hotseat" ? "mode.hotseat" : "mode.computer");
    return h("li", { class: "saved-game", dataset: { game } },
      h("div", { class: "saved-text" },
        h("strong", { text: title }),
        h("span", { text: [when, record.summary, mode].filter(Boolean).join(" · ") })),
      h("div", { class: "saved-buttons" },
        h("button", { type: "button", class: "primary", dataset: { resume: game },
          "aria-label": t("menu.resume_named", { game: title }), onclick: () => resumeFromMenu(game) }, t("menu.resume")),
        h("button", { type: "button", class: "quiet", dataset: { abandon: game },
          "aria-label": t("menu.abandon_named", { game: title }), onclick: () => abandon(game) }, t("menu.abandon"))));
  }));
}

function gameTitle(game) {
  const known = (app.games || []).find((g) => g.name === game);
  return known ? known.title : t(`game.${game}`);
}

async function resumeFromMenu(game) {
  if (!app.engineReady) {
    $("engine-text").textContent = t("menu.resuming");
    try { await busy(enginePromise); } catch (err) { return; }
  }
  closeSession();
  await resume(game);
}

/** Abandon asks once more in place (no browser pop-up: those are blocked in sandboxed frames and clumsy on touch). */
function abandon(game) {
  const item = document.querySelector(`.saved-game[data-game="${CSS.escape(game)}"]`);
  if (!item || item.querySelector(".saved-confirm")) return;
  const keep = () => { confirmRow.remove(); item.querySelector("[data-abandon]").focus(); };
  const confirmRow = h("div", { class: "saved-confirm", role: "group" },
    h("span", { text: t("menu.abandon_confirm", { game: gameTitle(game) }) }),
    h("button", { type: "button", class: "danger", dataset: { abandonYes: game }, onclick: () => {
      store.dropRecord(game);
      renderSavedGames();
      $("new-game").focus();
    } }, t("menu.abandon_yes")),
    h("button", { type: "button", class: "quiet", onclick: keep }, t("menu.abandon_no")));
  item.append(confirmRow);
  confirmRow.querySelector("button").focus();
}

/** The rules examples every game declares (engine `examples`), each opening in the replay viewer. */
async function renderExamples() {
  const list = $("example-list");
  if (!list || !app.engineReady) return;
  const answer = await app.engine.call({ cmd: "examples", lang: language() });
  if (!answer.ok) return;
  list.replaceChildren(...answer.examples.map((ex) => h("li", {},
    h("button", { type: "button", class: "link-button", dataset: { example: `${ex.game}/${ex.name}` },
      onclick: () => showReplay({ game: ex.game, example: ex.name }) },
    `${gameTitle(ex.game)}: ${ex.title}`))));
}

function showTableArea() {
  $("menu").hidden = true;
  $("table").hidden = false;
  $("to-menu").hidden = EMBED;
  $("show-rules").hidden = false;
  $("share-game").hidden = !app.session;
}

// -- replays ---------------------------------------------------------------------------------------

function closeReplay() {
  if (app.replay) {
    app.engine.call({ cmd: "replay_close", rid: app.replay.rid }).catch(() => {});
    app.replay = null;
  }
}

/** Open a replay (a shared link, a file, a rules example) on the table area; `step` is where it opens. */
async function showReplay(source, step = 0) {
  closeSession();
  closeReplay();
  showTableArea();
  $("share-game").hidden = true;
  const root = $("table");
  root.replaceChildren(h("p", { class: "resuming", text: t("replay.opening") }));
  const opened = await busy(openReplay(root, {
    call, t, tableModule, source, step, markTerms,
    onClose: EMBED ? null : () => { app.replay = null; if (location.hash) history.replaceState(null, "", location.pathname + location.search); showMenu(); },
    closeLabel: t("replay.close"),
  }));
  if (!opened.ok) {
    root.replaceChildren(h("div", { class: "embed-error", role: "alert" },
      h("h2", { text: t("replay.failed") }), h("p", { text: opened.error.message })));
    if (!EMBED) root.append(h("button", { type: "button", class: "primary", onclick: () => showMenu() }, t("table.menu")));
    setReady("table");
    return false;
  }
  app.replay = opened.viewer;
  $("show-rules").hidden = false;
  setReady("table");
  return true;
}

async function importReplay(file) {
  try {
    const obj = await readReplayFile(file, t);
    await showReplay({ file: obj });
  } catch (err) {
    showNotice(t("import.failed", { message: err.message }));
  }
}

/** The rules summary of the game on the table (the engine's rules_help, in the chosen language). */
async function showRules() {
  const game = app.session ? app.session.game : app.replay ? app.replay.replay.game : "schnapsen";
  const answer = await call({ cmd: "rules_help", game });
  if (!answer.ok) return;
  const help = answer.help;
  $("rules-title").textContent = help.title;
  $("rules-body").replaceChildren(...help.sections.flatMap((section) =>
    [h("h3", { text: section.heading }), h("p", { text: section.text })]));
  $("rules-dialog").showModal();
}

async function changeLanguage(lang) {
  await loadTexts(lang);
  store.saveSetting("lang", language());
  applyTexts();
  if (app.engineReady) {
    const answer = await app.engine.call({ cmd: "games", lang: language() });
    if (answer.ok) { app.games = answer.games; fillGameChoices(); }
  }
  const s = app.session;
  if (s && s.id && !$("table").hidden && $("pass-screen").hidden) {
    const answer = await call({ cmd: "view", id: s.id, seat: s.viewSeat });
    if (answer.ok) { s.view = answer.view; render(); }
  }
}

// -- the new-game dialog ---------------------------------------------------------------------------

function fillGameChoices() {
  const select = $("ng-game");
  const chosen = select.value || "schnapsen";
  const games = app.games || [{ name: "schnapsen", title: t("game.schnapsen"), options: null }];
  select.replaceChildren(...games.map((g) => h("option", { value: g.name, selected: g.name === chosen }, g.title)));
  fillOptions();
}

function optionControl(option) {
  const id = `opt-${option.name}`;
  const label = h("label", { for: id, text: option.doc || option.name });
  let control;
  if (typeof option.default === "boolean" && !option.choices) {
    control = h("input", { type: "checkbox", id, name: option.name, checked: option.default });
    return h("div", { class: "option check" }, control, label);
  }
  if (option.choices) {
    control = h("select", { id, name: option.name }, option.choices.map((choice) =>
      h("option", { value: JSON.stringify(choice), selected: choice === option.default },
        typeof choice === "boolean" ? t(choice ? "option.yes" : "option.no") : String(choice))));
  } else if (typeof option.default === "number") {
    control = h("input", { type: "number", id, name: option.name, value: option.default, step: 1,
      min: option.minimum ?? null, max: option.maximum ?? null });
  } else {
    control = h("input", { type: "text", id, name: option.name, value: option.default });
  }
  return h("div", { class: "option" }, label, control);
}

function fillOptions() {
  const body = $("ng-options-body");
  const game = (app.games || []).find((g) => g.name === $("ng-game").value);
  if (!game) {
    body.replaceChildren(h("p", { class: "hint", text: t("dialog.options_wait") }));
    return;
  }
  body.replaceChildren(...(game.options || []).map(optionControl));
}

function readOptions(gameName) {
  const game = (app.games || []).find((g) => g.name === gameName);
  const out = {};
  for (const option of (game && game.options) || []) {
    const control = document.getElementById(`opt-${option.name}`);
    if (!control) continue;
    let value;
    if (control.type === "checkbox") value = control.checked;
    else if (control.tagName === "SELECT") value = JSON.parse(control.value);
    else if (control.type === "number") value = Number(control.value);
    else value = control.value;
    if (value !== option.default) out[option.name] = value;
  }
  return out;
}

function syncStrength() {
  const hotseat = $("new-game-form").elements.mode.value === "hotseat";
  $("ng-strength").disabled = hotseat;
}

function openNewGameDialog() {
  fillGameChoices();
  syncStrength();
  $("ng-wait").hidden = true;
  $("ng-start").disabled = false;
  $("new-game-dialog").showModal();
}

function closeDialog(dialog) {
  if (dialog.open) dialog.close();
}

async function startFromDialog(event) {
  event.preventDefault();
  const form = $("new-game-form");
  const settings = { game: form.elements.game.value || "schnapsen", mode: form.elements.mode.value,
    strength: form.elements.strength.value };
  if (!app.engineReady) {
    $("ng-wait").hidden = false;
    $("ng-wait-text").textContent = t("dialog.waiting");
    $("ng-start").disabled = true;
    try {
      await busy(enginePromise);
    } catch (err) {
      $("ng-wait-text").textContent = t("engine.failed", { error: app.engineError });
      return;
    }
  }
  settings.options = readOptions(settings.game);
  closeDialog($("new-game-dialog"));
  await newGame(settings);
}

// -- sessions --------------------------------------------------------------------------------------

/** Hot-seat: every seat a person; against the computer: the first seat a person, the computer the rest
 * (the engine fills the seats: how many there are can follow from the options). */
function seatsFor(settings) {
  return settings.mode === "hotseat"
    ? { seats: [], fill: "human" }
    : { seats: ["human"], fill: `ai:${settings.strength}` };
}

async function newGame(settings) {
  const seats = settings.seats ? { seats: settings.seats } : seatsFor(settings);
  const answer = await call({ cmd: "new_game", game: settings.game, ...seats,
    options: settings.options || {}, seed: settings.seed ?? FIXED_SEED });
  if (!answer.ok) {
    showNotice(t("engine.error", { message: answer.error.message }));
    showMenu();
    return;
  }
  closeSession();
  closeReplay();
  app.session = { ...settings, id: answer.id, players: answer.save.seats, viewSeat: answer.view.seat,
    view: answer.view, save: answer.save, acknowledged: new Set() };
  persist();
  showTableArea();
  await advance();
}

async function resume(game) {
  const record = store.loadRecord(game);
  if (!record) return false;
  showTableArea();
  $("table").replaceChildren(h("p", { class: "resuming", text: t("menu.resuming") }));
  const answer = await call({ cmd: "load", save: record.save, view_seat: record.viewSeat ?? 0 });
  if (!answer.ok && answer.error.code === "engine_failed") {
    showMenu();
    return false;
  }
  if (!answer.ok) {
    store.dropRecord(game);
    showNotice(t("save.corrupt", { message: answer.error.message }));
    showMenu();
    return false;
  }
  closeReplay();
  app.session = { game, mode: record.mode, strength: record.strength, options: record.options || {},
    id: answer.id, players: answer.save.seats, viewSeat: answer.view.seat,
    view: answer.view, save: answer.save, acknowledged: new Set(record.acknowledged || []) };
  await advance();
  return true;
}

/** Forget the match on the table. The engine is told without waiting for its answer (it answers requests in
 * order), so a new session can take the old one's place at once: never an idle page with no session between. */
function closeSession() {
  const s = app.session;
  app.session = null;
  if (s && s.id && app.engineReady) app.engine.call({ cmd: "close", id: s.id }).catch(() => { /* already gone */ });
}

/** Keep the latest save (after every action) so a reload continues the same hand. */
function persist() {
  const s = app.session;
  if (!s) return;
  const ok = store.saveRecord(s.game, { save: s.save, mode: s.mode, strength: s.strength, options: s.options,
    viewSeat: s.viewSeat, acknowledged: [...s.acknowledged], updated: Date.now(), summary: scoreSummary(s.view, t) });
  if (!ok && app.storageOk) {
    app.storageOk = false;
    showNotice(t("storage.unavailable"));
  }
}

async function leaveGame() {
  const s = app.session;
  if (s) store.dropRecord(s.game);
  closeSession();
  showMenu();
}

// -- the table loop --------------------------------------------------------------------------------

function tableContext() {
  return {
    t,
    tn,
    playerName,
    seatName: (seat) => t("player.number", { number: seat + 1 }),
    statusEl: app.statusEl,
    wide: window.matchMedia("(min-width: 900px)").matches,
    /** Whether the panel `name` (score sheet, log) is open: as the person left it, else `fallback`. */
    isOpen: (name, fallback) => (name in app.panels ? app.panels[name] : fallback),
    onAction: (id) => act(id),
    onIllegal: (entry) => explainIllegal(entry),
  };
}

function render() {
  const s = app.session;
  if (!s) return;
  const root = $("table");
  const focused = document.activeElement && root.contains(document.activeElement)
    ? document.activeElement.dataset.focusKey || document.activeElement.dataset.action || "table" : null;
  for (const panel of root.querySelectorAll("details[data-panel]")) app.panels[panel.dataset.panel] = panel.open;
  tableModule(s.game).renderTable(root, s.view, tableContext());
  markTerms(root, t);
  $("share-game").hidden = false;
  for (const log of root.querySelectorAll(".log")) log.scrollTop = log.scrollHeight; // the newest line in sight
  if (focused) restoreFocus(root, focused);
}

/** After a re-render, give the keyboard focus back: the same card or button, else the first legal card. */
function restoreFocus(root, key) {
  const same = root.querySelector(`[data-focus-key="${CSS.escape(key)}"], [data-action="${CSS.escape(key)}"]`);
  const target = same || root.querySelector(".card-button.legal") || root.querySelector("button.action");
  if (target) target.focus({ preventScroll: true });
}

let loopRunning = false;

/** After every answer: render, then let the computer move, hand the device over, or wait for a person. */
async function advance() {
  if (loopRunning) return;
  loopRunning = true;
  try {
    for (;;) {
      const s = app.session;
      if (!s) return;
      render();
      const view = s.view;
      const table = tableModule(s.game);
      if (view.over) {
        showMatchOver(table.matchResult(view, tableContext()));
        return;
      }
      const result = table.handResult(view, tableContext());
      if (result && !s.acknowledged.has(`${result.key}:${s.viewSeat}`)) {
        showHandResult(result);
        return;
      }
      const mover = view.to_move;
      if (isComputer(mover)) {
        if (AI_DELAY_MS > 0) await busy(sleep(AI_DELAY_MS));
        if (app.session !== s) return;
        const answer = await call({ cmd: "ai_move", id: s.id, view_seat: s.viewSeat });
        if (app.session !== s) return;
        if (!answer.ok) {
          setStatus(t("engine.error", { message: answer.error.message }));
          return;
        }
        takeAnswer(answer);
        continue;
      }
      if (mover !== s.viewSeat) {
        showPassScreen(mover);
        return;
      }
      setReady("table");
      return;
    }
  } finally {
    loopRunning = false;
  }
}

function takeAnswer(answer) {
  const s = app.session;
  s.view = answer.view;
  if (answer.save) s.save = answer.save;
  persist();
  announce((answer.events || []).map((e) => e.text));
}

async function act(actionId) {
  const s = app.session;
  if (!s || loopRunning || busyCount > 0) return;
  setStatus("");
  const answer = await call({ cmd: "act", id: s.id, seat: s.viewSeat, action: actionId });
  if (app.session !== s) return;
  if (!answer.ok) {
    setStatus(answer.error.message);
    return;
  }
  takeAnswer(answer);
  await advance();
}

/** A person tried a card that cannot be played now: say why (from the view, else from the bridge). */
/** Show why a choice is not allowed: the reason the view gave, else the engine's answer for the action id
 * (`entry.actionId`, or playing `entry.card`). */
async function explainIllegal(entry) {
  const s = app.session;
  if (!s) return;
  let reason = entry.reason;
  if (!reason && s.view.to_move === s.viewSeat && !loopRunning) {
    const action = entry.actionId || `play:${entry.card}`;
    const answer = await call({ cmd: "explain", id: s.id, seat: s.viewSeat, action });
    if (answer.ok) reason = answer.reason;
  }
  setStatus(reason || s.view.prompt || "");
}

// -- dialogs and screens ---------------------------------------------------------------------------

function resultDialog(title, lines, buttons, extra = null) {
  const dialog = $("result-dialog");
  $("result-title").textContent = title;
  $("result-body").replaceChildren(...lines.filter(Boolean).map((line) => h("p", { text: line })), ...(extra ? [extra] : []));
  $("result-buttons").replaceChildren(...buttons.map(([label, onClick, cls]) =>
    h("button", { type: "button", class: cls || "", onclick: onClick }, label)));
  if (!dialog.open) dialog.showModal();
  setReady("table");
}

function showHandResult(result) {
  resultDialog(result.title, result.lines, [
    [t("hand_over.leave"), () => leaveGame(), "quiet"],
    [t("hand_over.play_on"), () => playOn(result), "primary"],
  ]);
}

async function playOn(result) {
  const s = app.session;
  closeDialog($("result-dialog"));
  s.acknowledged.add(`${result.key}:${s.viewSeat}`);
  persist();
  const nextHand = (s.view.legal || []).find((a) => a.id === "next_hand");
  if (nextHand && s.view.to_move === s.viewSeat) await act("next_hand");
  else await advance();
}

function showMatchOver(result) {
  const s = app.session;
  const settings = { game: s.game, mode: s.mode, strength: s.strength, options: s.options };
  resultDialog(result.title, result.lines, [
    [t("match_over.menu"), () => leaveGame(), "quiet"],
    [t("share.button"), () => shareGame(), "quiet"],
    [result.newLabel || t("match_over.new_match"), async () => { closeDialog($("result-dialog")); await newGame(settings); }, "primary"],
  ], result.sheet || null);
}

/** Hot-seat: hide everything (the hand leaves the DOM) until the next person says they are ready. */
function showPassScreen(seat) {
  const s = app.session;
  $("table").replaceChildren();
  $("status").textContent = "";
  setStatus("");
  const name = t("player.number", { number: seat + 1 });
  $("pass-title").textContent = t("hotseat.pass", { name });
  $("pass-text").textContent = t("hotseat.hidden");
  const ready = $("pass-ready");
  ready.textContent = t("hotseat.ready", { name });
  ready.onclick = async () => {
    $("pass-screen").hidden = true;
    s.viewSeat = seat;
    const answer = await call({ cmd: "view", id: s.id, seat });
    if (!answer.ok) return;
    s.view = answer.view;
    persist();
    await advance();
  };
  $("pass-screen").hidden = false;
  ready.focus();
  setReady("table");
}

// -- the embed page --------------------------------------------------------------------------------

/** The embed's own URL parameters (everything but the shell's test parameters), as the engine checks them. */
function embedParams() {
  const out = {};
  for (const [key, value] of params) if (!SHELL_PARAMS.includes(key)) out[key] = value;
  return out;
}

/** A short stable name of a text (the storage namespace of one embed configuration). */
function hashText(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash.toString(36);
}

/** Wait until the embed should start: at once (`start=now`), when scrolled into view (`visible`, the default), or
 * when the start button is pressed (`click`; the button also starts the other two early). */
function waitForStart(start) {
  return new Promise((resolve) => {
    $("embed-start").onclick = () => resolve();
    if (start === "now") {
      resolve();
      return;
    }
    if (start !== "click" && "IntersectionObserver" in window) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      }, { threshold: 0.2 });
      observer.observe($("embed-home"));
    }
  });
}

function showEmbedError(message) {
  $("menu").hidden = true;
  $("table").hidden = false;
  $("table").replaceChildren(h("div", { class: "embed-error", role: "alert" },
    h("h2", { text: t("embed.bad_params") }), h("p", { text: message }), h("p", { class: "hint", text: t("embed.help") })));
  $("embed-home").hidden = true;
  setReady("table");
}

/** After a game in an embed ends: offer a new one with the same settings. */
function showEmbedHome() {
  closeReplay();
  $("table").hidden = true;
  $("menu").hidden = true;
  $("pass-screen").hidden = true;
  closeDialog($("result-dialog"));
  $("embed-home").hidden = false;
  $("embed-text").textContent = t("embed.again");
  $("embed-start").textContent = t("embed.new_game");
  $("embed-start").disabled = false;
  $("embed-start").onclick = () => startEmbedGame(app.embedConfig, true);
  setReady("menu");
}

function embedSettings(config) {
  const people = config.seats.filter((kind) => kind === "human").length;
  const computer = config.seats.find((kind) => kind.startsWith("ai:"));
  return { game: config.game, mode: people > 1 || !computer ? "hotseat" : "computer",
    strength: computer ? computer.slice(3) : "medium", options: config.options, seed: config.seed ?? undefined,
    seats: config.seats };
}

async function startEmbedGame(config, fresh = false) {
  $("embed-home").hidden = true;
  if (!fresh && store.loadRecord(config.game) && (await resume(config.game))) return;
  await newGame(embedSettings(config));
}

async function embedMain() {
  const raw = embedParams();
  const shown = new URLSearchParams(raw).toString();
  store.setNamespace(`embed.${hashText(shown)}`);
  app.storageOk = store.storageWorks();
  await loadTexts(raw.lang || preferredLanguage());
  textsLoaded = true;
  applyTexts();
  $("menu").hidden = true;
  $("embed-home").hidden = false;
  const knownGame = KNOWN_GAMES.includes(raw.game) ? raw.game : null;
  $("embed-title").textContent = knownGame ? t(`game.${knownGame}`) : t("app.title");
  $("embed-text").textContent = t(raw.example || raw.script || raw.replay ? "embed.example_waiting" : "embed.game_waiting");
  $("embed-start").textContent = t("embed.start");
  setReady("menu");
  $("to-menu").hidden = true;
  await waitForStart(raw.start);
  $("embed-start").disabled = true;
  $("embed-progress").hidden = false;
  enginePromise = bootEngine();
  try {
    await enginePromise;
  } catch (err) {
    showEmbedError(t("engine.failed", { error: app.engineError }));
    return;
  }
  $("embed-progress").hidden = true;
  const answer = await call({ cmd: "embed_config", params: raw });
  if (!answer.ok) {
    showEmbedError(answer.error.message);
    return;
  }
  const config = answer.config;
  app.embedConfig = config;
  $("embed-home").hidden = true;
  if (config.mode === "replay") await showReplay(config.source, config.step);
  else await startEmbedGame(config);
}

// -- start -----------------------------------------------------------------------------------------

async function main() {
  for (const [id, handler] of [["share-game", () => shareGame()], ["import-replay", () => $("import-file").click()]]) {
    if ($(id)) $(id).addEventListener("click", handler);
  }
  if ($("import-file")) $("import-file").addEventListener("change", (e) => importReplay(e.target.files[0]));
  if (EMBED) {
    commonListeners();
    await embedMain();
    return;
  }
  app.storageOk = store.storageWorks();
  const lang = params.get("lang") || store.loadSetting("lang", preferredLanguage());
  // Start Python first: the texts download while the runtime loads.
  enginePromise = bootEngine();
  enginePromise.catch(() => {});
  await loadTexts(lang);
  textsLoaded = true;
  applyTexts();
  showMenu();
  watchOffline($("offline-status"), t);
  commonListeners();

  $("new-game").addEventListener("click", openNewGameDialog);
  $("ng-cancel").addEventListener("click", () => closeDialog($("new-game-dialog")));
  $("new-game-form").addEventListener("submit", startFromDialog);
  $("new-game-form").addEventListener("change", (e) => {
    if (e.target.name === "mode") syncStrength();
    if (e.target.name === "game") fillOptions();
  });
  $("lang-select").addEventListener("change", (e) => changeLanguage(e.target.value));
  $("to-menu").addEventListener("click", () => showMenu());
  $("continue-game").addEventListener("click", async () => {
    if (app.session) { showTableArea(); await advance(); return; }
    const active = store.activeGame();
    if (active) await resume(active);
  });

  const shared = location.hash.startsWith("#replay=") ? location.hash.slice("#replay=".length) : null;
  const active = store.activeGame();
  const resuming = !shared && active && store.loadRecord(active) && params.get("menu") !== "1";
  if (resuming) $("engine-text").textContent = t("menu.resuming");
  try {
    await enginePromise;
  } catch (err) {
    return;
  }
  // a replay link opened while the site is open (pasted into the address bar) is a hash change, not a new page
  window.addEventListener("hashchange", () => {
    if (location.hash.startsWith("#replay=")) showReplay({ packed: location.hash.slice("#replay=".length) });
  });
  if (shared) await showReplay({ packed: shared });
  else if (resuming && !app.session) await resume(active);
  await loadGames();
  renderExamples();
}

/** What the site and the embed share: the rules and share dialogs, and no double plays. */
function commonListeners() {
  $("show-rules").addEventListener("click", () => showRules());
  $("rules-close").addEventListener("click", () => closeDialog($("rules-dialog")));
  $("result-dialog").addEventListener("cancel", (e) => e.preventDefault());
  // No double plays: the second click of a double tap / double click (event.detail 2+) lands on whatever the first
  // one's answer put there; it is swallowed before any table sees it. Keyboard clicks have detail 0.
  $("table").addEventListener("click", (e) => {
    if (e.detail > 1) { e.stopPropagation(); e.preventDefault(); }
  }, true);
}

function shareGame() {
  const s = app.session;
  if (!s) return;
  openShareDialog({ call, t, session: s, title: gameTitle(s.game) });
}

main();
