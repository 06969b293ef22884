// The dialogs and screens over the page: the new-game dialog (game, opponent, strength, the game's options from
// the engine), the result dialog after a hand and at the end of a match, the rules summary, and the hot-seat pass
// screen, and the notice that a game is open in another tab. They show and ask; what follows (starting, leaving, playing on) is the caller's, passed in as functions.
// The markup is in index.html / embed.html.

import { downloadText, h } from "./dom.js";
import { hasText, language, t } from "./i18n.js";
import * as store from "./store.js";
import { $, app, busy, call, closeDialog, setReady, setStatus, waitForEngine } from "./shell.js";
import { gameEntry, gameNames, gameTitle, readOptions } from "./games.js";
import { deckName } from "./deck.js";

// -- the new-game dialog ---------------------------------------------------------------------------

/** The game choices: every game (titles from the shell's words until the engine has listed them); `want` chosen,
 * else the one chosen kept, else the first. */
export function fillGameChoices(want = null) {
  const select = $("ng-game");
  const names = gameNames();
  const chosen = (names.includes(want) && want) || select.value || names[0] || "";
  select.replaceChildren(...names.map((name) => h("option", { value: name, selected: name === chosen }, gameTitle(name))));
  fillOptions();
  // the seat rows follow the game's seats and teams: a dialog opened before the engine listed its games drew two
  // rows without teams, and kept them once the list came (CI, stop 28)
  syncStrength();
}

/** An option's words in the page's language (the game's own words, `<game>.option.<name>`; with the double-German
 * deck chosen, `<game>.option_german.<name>` where an option names a card), else its doc. */
function optionWords(game, option, choice = undefined) {
  const name = `${option.name}${choice === undefined ? "" : `.${choice}`}`;
  const german = `${game}.option_german.${name}`;
  if (deckName() === "german" && hasText(german)) return t(german);
  const key = `${game}.option.${name}`;
  if (hasText(key)) return t(key);
  return choice === undefined ? option.doc || option.name : String(choice);
}

function optionControl(game, option) {
  const id = `opt-${option.name}`;
  const label = h("label", { for: id, text: optionWords(game, option) });
  let control;
  if (typeof option.default === "boolean" && !option.choices) {
    control = h("input", { type: "checkbox", id, name: option.name, checked: option.default });
    return h("div", { class: "option check" }, control, label);
  }
  if (option.choices) {
    control = h("select", { id, name: option.name }, option.choices.map((choice) =>
      h("option", { value: JSON.stringify(choice), selected: choice === option.default },
        typeof choice === "boolean" ? t(choice ? "option.yes" : "option.no") : optionWords(game, option, choice))));
  } else if (typeof option.default === "number") {
    control = h("input", { type: "number", id, name: option.name, value: option.default, step: 1,
      min: option.minimum ?? null, max: option.maximum ?? null });
  } else {
    control = h("input", { type: "text", id, name: option.name, value: option.default });
  }
  return h("div", { class: "option" }, label, control);
}

/** The chosen game's options (from the engine's `games` answer; a hint until it has answered). */
function fillOptions() {
  const body = $("ng-options-body");
  const game = gameEntry($("ng-game").value);
  if (!game) {
    body.replaceChildren(h("p", { class: "hint", text: t("dialog.options_wait") }));
    return;
  }
  body.replaceChildren(...(game.options || []).map((option) => optionControl(game.name, option)));
}

/** The options a person changed from their defaults. */

/** The strength counts against the computer, and in hot-seat as soon as one seat is a computer. */
function syncStrength() {
  const hotseat = $("new-game-form").elements.mode.value === "hotseat";
  syncNames();
  $("ng-strength").disabled = hotseat && !readSeatKinds().includes("computer");
  offeredLevels();
  describeStrength();
}

/** The strengths the chosen game offers (the engine's `levels`, before it answers the words' `levels.<game>`):
 * a strength above hard (expert) is listed only where the game has it; a hidden choice falls back to hard. */
function offeredLevels() {
  const form = $("new-game-form");
  const name = form.elements.game.value || gameNames()[0];
  const entry = gameEntry(name);
  const levels = entry && entry.levels ? entry.levels
    : hasText(`levels.${name}`) ? t(`levels.${name}`).split("|") : ["easy", "medium", "hard"];
  for (const label of $("ng-strength").querySelectorAll("label[data-level]")) {
    const offered = levels.includes(label.dataset.level);
    label.hidden = !offered;
    const input = label.querySelector("input");
    if (!offered && input.checked) form.elements.strength.value = "hard";
  }
}

/** What the chosen strength does in the chosen game, in a line under the choice (the game's words
 * `<game>.level.<strength>`, from the engine's game package; nothing if the game has none). */
function describeStrength() {
  const form = $("new-game-form");
  const key = `${form.elements.game.value || gameNames()[0]}.level.${form.elements.strength.value}`;
  $("ng-strength-about").textContent = hasText(key) ? t(key) : "";
}

/** Hot-seat: per seat, a person or the computer, and an optional name (as many seats as the game's seat option
 * gives, the option the engine marks `seats`, else its most seats; what was typed and chosen is kept). Two friends
 * can play against two computers: the engine plays any mix. */
function syncNames() {
  const hotseat = $("new-game-form").elements.mode.value === "hotseat";
  const game = gameEntry($("ng-game").value);
  const seatOption = ((game && game.options) || []).find((option) => option.seats);
  const chosen = seatOption ? document.getElementById(`opt-${seatOption.name}`) : null;
  const count = !hotseat ? 0 : chosen ? Number(chosen.value) : Math.max(...((game && game.seats) || [2]));
  const body = $("ng-names-body");
  const typed = Array.from(body.querySelectorAll("input[name='seat-name']"), (input) => input.value);
  const kinds = readSeatKinds();
  const teams = seatTeams(game);
  // rows already as they would be drawn stay, so a person typing a name keeps the field they type in when the
  // engine's game list arrives (CI, stop 47: a name typed just then was lost with its redrawn field)
  const seatKinds = Array.from({ length: count }, (_, seat) => kinds[seat] || "human");
  const rows = JSON.stringify([count, teams, language(), seatKinds]);
  $("ng-names").hidden = !hotseat;
  if (body.dataset.rows === rows && body.children.length === count) return;
  body.dataset.rows = rows;
  const focused = body.contains(document.activeElement) ? document.activeElement.id : null;
  body.replaceChildren(...Array.from({ length: count }, (_, seat) => {
    const id = `ng-name-${seat}`;
    const player = t("player.number", { number: seat + 1 });
    const kind = seatKinds[seat];
    // "Player 1 · Team A" in a game in teams (the engine says which team a seat is on)
    const label = teams ? `${player} · ${teams[seat]}` : player;
    return h("div", { class: "option seat-row" }, h("label", { for: id, text: label }),
      h("select", { id: `ng-kind-${seat}`, name: "seat-kind", "aria-label": t("dialog.seat_kind", { player }) },
        ["human", "computer"].map((value) => h("option", { value, selected: value === kind }, t(`seat.${value}`)))),
      h("input", { type: "text", id, name: "seat-name", maxlength: 20, autocomplete: "off", value: typed[seat] || "",
        disabled: kind === "computer" }));
  }));
  if (focused) document.getElementById(focused)?.focus();
}

/** Each seat's team for the options chosen in the dialog, from the engine's list (`seat_teams`), or null. */
function seatTeams(game) {
  const layout = ((game && game.seat_teams) || []).find((entry) => Object.entries(entry.options).every(([name, value]) => {
    const control = document.getElementById(`opt-${name}`);
    return control && String(control.value) === String(value);
  }));
  return layout ? layout.teams : null;
}

/** The options a game's teams depend on (a change redraws the seat rows). */
function teamOptions(game) {
  return new Set(((game && game.seat_teams) || []).flatMap((entry) => Object.keys(entry.options)));
}

/** Per hot-seat seat: "human" or "computer" (empty when the rows are not shown). */
function readSeatKinds() {
  return Array.from($("ng-names-body").querySelectorAll("select[name='seat-kind']"), (select) => select.value);
}

/** The hot-seat seats as the engine takes them: a person, or the computer at the chosen strength (null: all people). */
function readSeats(strength) {
  if ($("new-game-form").elements.mode.value !== "hotseat") return null;
  const kinds = readSeatKinds();
  if (!kinds.includes("computer")) return null;
  return kinds.map((kind) => (kind === "computer" ? `ai:${strength}` : "human"));
}

/** The typed hot-seat names as the engine takes them (an empty field: the engine's "Player N"; a computer seat
 * keeps the engine's name). */
function readNames() {
  if ($("new-game-form").elements.mode.value !== "hotseat") return null;
  const rows = Array.from($("ng-names-body").querySelectorAll("input[name='seat-name']"));
  const names = rows.map((input) => (input.disabled ? "" : input.value.trim()));
  return names.some(Boolean) ? names.map((name) => (name ? { name } : null)) : null;
}

/** Open the new-game dialog; `game` (a tile's Play) is chosen in it, else the one chosen last. */
export function openNewGameDialog(game = null) {
  fillGameChoices(game);
  $("ng-wait").hidden = true;
  $("ng-replace")?.remove();
  $("ng-start").disabled = false;
  $("new-game-dialog").showModal();
}

/** Start pressed: wait for the engine if it is still loading (showing its progress), then `onStart(settings)`. */
async function startFromDialog(event, onStart) {
  event.preventDefault();
  const form = $("new-game-form");
  const settings = { game: form.elements.game.value || gameNames()[0], mode: form.elements.mode.value,
    strength: form.elements.strength.value };
  if (!app.engineReady) {
    $("ng-wait").hidden = false;
    $("ng-wait-text").textContent = t("dialog.waiting");
    $("ng-start").disabled = true;
    try {
      await busy(waitForEngine());
    } catch {
      $("ng-wait-text").textContent = t("engine.failed", { error: app.engineError });
      return;
    }
  }
  settings.options = readOptions(settings.game);
  const names = readNames();
  if (names) settings.names = names;
  if (matchInProgress(settings.game)) {
    if (!(await confirmReplace(settings.game))) return;
    // A match is replaced only once its copy is written; else the person downloads it first or keeps it (issue 37).
    const raw = store.runningText(settings.game, app.session);
    if (!store.keepCopy(settings.game, "replaced", raw) && !(await offerDownload(settings.game, raw))) return;
  }
  const seats = readSeats(settings.strength);
  if (seats) settings.seats = seats;
  closeDialog($("new-game-dialog"));
  await onStart(settings);
}

/** Whether a match of `game` is in progress: on the table of this tab, or saved (the menu shows its Continue). */
function matchInProgress(game) {
  return Boolean((app.session && app.session.game === game) || (store.readRecord(game) || {}).record);
}

/** A new match would take the place of the running one of `game`: the dialog asks first, in place (as Abandon does);
 * resolves true for "start a new one" (a copy of the running one is then kept), false for "keep it". */
function confirmReplace(game) {
  $("ng-replace")?.remove();
  return new Promise((resolve) => {
    const answer = (yes) => { row.remove(); $("ng-start").disabled = false; resolve(yes); };
    const row = h("div", { class: "saved-confirm", id: "ng-replace", role: "group" },
      h("span", { text: t("newgame.replace_confirm", { game: gameTitle(game) }) }),
      h("button", { type: "button", class: "danger", dataset: { replaceYes: game }, onclick: () => answer(true) },
        t("newgame.replace_yes")),
      h("button", { type: "button", class: "quiet", dataset: { replaceNo: game }, onclick: () => answer(false) },
        t("menu.abandon_no")));
    $("new-game-form").querySelector(".dialog-buttons").before(row);
    $("ng-start").disabled = true;
    row.querySelector("button").focus();
  });
}

/** No copy of the running match of `game` could be kept (storage full): say so, in place, and offer its text
 * (`raw`) as a download. Resolves true for "start the new match" (offered once it was downloaded), false for "keep
 * the running match". */
function offerDownload(game, raw) {
  $("ng-replace")?.remove();
  return new Promise((resolve) => {
    const answer = (yes) => { row.remove(); $("ng-start").disabled = false; resolve(yes); };
    const start = h("button", { type: "button", class: "danger", disabled: true, dataset: { copyStart: game },
      onclick: () => answer(true) }, t("newgame.copy_start"));
    const save = () => {
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
      downloadText(raw, `running-match-${game}-${stamp}.json`);
      start.disabled = false;
    };
    const row = h("div", { class: "saved-confirm", id: "ng-replace", role: "alert" },
      h("span", { text: t("newgame.copy_failed", { game: gameTitle(game) }) }),
      h("button", { type: "button", dataset: { copyDownload: game }, onclick: save }, t("newgame.copy_download")),
      start,
      h("button", { type: "button", class: "quiet", dataset: { copyKeep: game }, onclick: () => answer(false) },
        t("newgame.copy_keep")));
    $("new-game-form").querySelector(".dialog-buttons").before(row);
    $("ng-start").disabled = true;
    row.querySelector("button").focus();
  });
}

/** Wire the menu's New game button and the dialog; `onStart(settings)` starts the match
 * ({game, mode: "computer" | "hotseat", strength, options, [names], [seats]: hot-seat with computers}). */
export function initNewGameDialog(onStart) {
  $("new-game").addEventListener("click", () => openNewGameDialog());
  $("ng-cancel").addEventListener("click", () => closeDialog($("new-game-dialog")));
  $("new-game-form").addEventListener("submit", (event) => startFromDialog(event, onStart));
  $("new-game-form").addEventListener("change", (e) => {
    if (e.target.name === "game") fillOptions();
    if (e.target.name === "strength") describeStrength();
    const game = gameEntry($("ng-game").value);
    const seatOption = ((game || {}).options || []).find((option) => option.seats);
    if (["mode", "game", "seat-kind"].includes(e.target.name) || (seatOption && e.target.name === seatOption.name)
        || teamOptions(game).has(e.target.name)) {
      syncStrength();
    }
  });
}

// -- results ---------------------------------------------------------------------------------------

/**
 * The result dialog: a title, lines, buttons ([label, onClick, class]) and optionally one more element.
 * Its body scrolls and its buttons stay in sight below it (a long score sheet never pushes them out of view).
 * `docked`: the dialog sits at the bottom of the screen over a light backdrop, so the table above it (the last
 * trick) stays in sight.
 */
export function resultDialog(title, lines, buttons, extra = null, docked = false) {
  const dialog = $("result-dialog");
  $("result-title").textContent = title;
  const body = $("result-body");
  body.replaceChildren(...lines.filter(Boolean).map((line) => h("p", { text: line })), ...(extra ? [extra] : []));
  $("result-buttons").replaceChildren(...buttons.map(([label, onClick, cls]) =>
    h("button", { type: "button", class: cls || "", onclick: onClick }, label)));
  dialog.classList.add("scrolling-body");
  dialog.classList.toggle("docked", Boolean(docked));
  if (!dialog.open) dialog.showModal();
  body.scrollTop = 0;
  keyboardScrollable(body, $("result-title"));
  setReady("table");
}

/** A dialog body that may scroll: reachable by keyboard (and named by its dialog's title) when it overflows. */
function keyboardScrollable(body, title) {
  body.dataset.scrollRegion = ""; // no control: web/terms.js still marks the terms inside
  if (body.scrollHeight > body.clientHeight + 1) {
    body.tabIndex = 0;
    if (title && title.id) body.setAttribute("aria-labelledby", title.id);
  } else {
    body.removeAttribute("tabindex");
    body.removeAttribute("aria-labelledby");
  }
}

/** After a hand (a table module's handResult): Leave or Play on; the hand's totals (`result.sheet`) side by side;
 * docked at the bottom (`result.docked`) so the last trick stays in sight. */
export function showHandResult(result, { leave, playOn }) {
  resultDialog(result.title, result.lines, [
    [t("hand_over.leave"), leave, "quiet"],
    [t("hand_over.play_on"), playOn, "primary"],
  ], result.sheet || null, result.docked);
}

/** At the end of a match (a table module's matchResult): Menu, Share, or a new match with the same settings. */
export function showMatchOver(result, { menu, share, again, review = null, sameDeal = null, fair = null }) {
  resultDialog(result.title, result.lines, [
    [t("match_over.menu"), menu, "quiet"],
    [t("share.button"), share, "quiet"],
    ...(review ? [[t("review.button"), review, "quiet"]] : []), // issue 21: the review of the person's decisions
    ...(sameDeal ? [[t("again.button"), sameDeal, "quiet"]] : []), // the same seed and seats
    [result.newLabel || t("match_over.new_match"), again, "primary"],
  ], fair ? h("div", {}, result.sheet || null, fair) : result.sheet || null); // issue 35: seed, salt, Verify
}

// -- rules -----------------------------------------------------------------------------------------

/** The rules summary of game `name` (the engine's rules_help, in the chosen language). */
export async function showRules(name) {
  if (!name) return;
  const answer = await call({ cmd: "rules_help", game: name });
  if (!answer.ok) return;
  const help = answer.help;
  $("rules-title").textContent = help.title;
  const body = $("rules-body");
  body.replaceChildren(...help.sections.flatMap((section) =>
    [h("h3", { text: section.heading }), h("p", { text: section.text })]));
  const dialog = $("rules-dialog");
  dialog.classList.add("scrolling-body");
  // opens at the top: the body scrolls (not the dialog), and the focus goes to the text, not to the Close button
  // below it (Escape closes, Tab reaches Close)
  body.tabIndex = 0;
  body.dataset.scrollRegion = ""; // no control: web/terms.js still marks the terms inside
  body.setAttribute("aria-labelledby", "rules-title");
  dialog.showModal();
  body.scrollTop = 0;
  dialog.scrollTop = 0;
  body.focus({ preventScroll: true });
}

// -- hot-seat --------------------------------------------------------------------------------------

/** Hot-seat: hide everything (the hand leaves the DOM) until the next person, `name`, says they are ready;
 * then `onReady()`. The screen is modal: everything behind it is inert (no Tab, no click, nothing read out), and
 * there is no Share while it is up (issue 18). `onMenu` (the site, not an embed): its Menu button. */
export function showPassScreen(name, onReady, onMenu = null) {
  $("table").replaceChildren();
  $("status").textContent = "";
  setStatus("");
  $("share-game").hidden = true;
  $("pass-title").textContent = t("hotseat.pass", { name });
  $("pass-text").textContent = t("hotseat.hidden");
  const ready = $("pass-ready");
  ready.textContent = t("hotseat.ready", { name });
  ready.onclick = () => {
    hidePassScreen();
    return onReady();
  };
  const menu = $("pass-menu");
  if (menu) {
    menu.textContent = t("table.menu");
    menu.hidden = !onMenu;
    menu.onclick = onMenu ? () => { hidePassScreen(); onMenu(); } : null;
  }
  const screen = $("pass-screen");
  // a screen over the whole page, named by its heading (and so no content outside the page's landmarks)
  screen.setAttribute("role", "dialog");
  screen.setAttribute("aria-modal", "true");
  screen.setAttribute("aria-labelledby", "pass-title");
  screen.hidden = false;
  setBehindInert(true);
  ready.focus();
  setReady("table");
}

/** Whether the hot-seat pass screen is up. */
export function passScreenShown() {
  return !$("pass-screen").hidden;
}

/** Take the pass screen away (and give the page behind it back). */
export function hidePassScreen() {
  $("pass-screen").hidden = true;
  setBehindInert(false);
}

/** Make everything of the page but the pass screen and the dialogs inert (`on`), or give back what this made inert. */
function setBehindInert(on) {
  for (const element of document.body.children) {
    if (on && element.id !== "pass-screen" && element.tagName !== "DIALOG" && element.tagName !== "SCRIPT"
        && !element.inert) {
      element.inert = true;
      element.dataset.passInert = "";
    } else if (!on && "passInert" in element.dataset) {
      element.inert = false;
      delete element.dataset.passInert;
    }
  }
}

// -- another tab -------------------------------------------------------------------------------------

/** The table area says the game `title` is open in another tab (only one tab saves a game), with Play here:
 * `onPlayHere()` takes it over (the other tab then says the same). */
export function showElsewhere(title, onPlayHere) {
  closeDialog($("result-dialog"));
  hidePassScreen();
  setStatus("");
  const button = h("button", { type: "button", class: "primary", dataset: { playHere: "" }, onclick: onPlayHere },
    t("tabs.play_here"));
  $("table").replaceChildren(h("div", { class: "elsewhere", role: "alert" },
    h("h2", { text: t("tabs.elsewhere") }),
    h("p", { text: t("tabs.elsewhere_text", { game: title }) }),
    button));
  button.focus();
  setReady("table");
}
