// The example studio (studio.html, "Make an example" in the menu; issue 33, part 1). A blogger chooses a game, its
// options and a deal (a seed, or the deal as the engine takes it), plays the moves on the game's own table (each
// seat by hand, or the computer at a strength), goes Back / Next through them, writes a title and a caption per step
// in one language or several, marks steps "Your move" (puzzles), and copies the embed code. The studio holds no
// rule: every position is the engine's (bridge `new_game` / `load` / `act` / `ai_move` / `view`), and the script it
// writes is checked by the engine before it is offered.
//
// The script (embed.html's `script` parameter, packed as README says: JSON, zlib, base64url):
//   {game, options, seed, [deal], actions: [[seat, action_id], ...], captions: [text | {lang: text}, ...] (one per
//    position, 0 = the deal), title: text | {lang: text}, seat, open, puzzles: [k, ...]}
// "Start the example here" is the embed's `step` (the position it opens at); "End the example here" drops the moves
// after the position shown. The example being made is kept on the device (store.js, "studio.example"), so a reload
// loses nothing.

import { LANGUAGES, hasText, language, loadTexts, personal, preferredLanguage, t, tn } from "./i18n.js";
import * as store from "./store.js";
import { h } from "./dom.js";
import { isWide, keepToggledPanels, openAsLeft, redrawWhenWidthTurns } from "./panels.js";
import { $, call, engineFailed, markTextsLoaded, onEngineRestart, params, showNotice, startEngineOnce } from "./shell.js";
import { fetchGames, gameEntry, gameNames, gameTitle, loadTable, readOptions } from "./games.js";

/** Where the example being made is kept (store.js: this page's namespace). */
const STORE_KEY = "studio.example";
/** The longest caption or title the engine takes (pygame_core/core/replay.py MAX_CAPTION). */
const MAX_CAPTION = 600;
/** The longest packed script a link may carry (replay.py MAX_LINK: README "What a link may hold"). */
const MAX_LINK = 100_000;
/** The most a pasted script may unpack to before the studio stops reading it. */
const MAX_UNPACKED = 2_000_000;
/** The line a post includes once to size its frames (issue 33, part 3: dist/embed-frames.js, built beside this). */
const EMBED_FRAMES = "embed-frames.js";
const SIZES = { "820x640": [820, 640], "360x600": [360, 600] };

let ex = null; // the example being made (see newExample)
let base = null; // what the engine said of its deal: {version, n (seats), names}
let live = null; // the match on the table: {id, k, strength, view}
let tableModule = null;
const panels = {};

// -- the example ---------------------------------------------------------------------------------

function randomSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}

function newExample(game) {
  return { game, options: {}, seed: randomSeed(), deal: null, actions: [], captions: [{}], title: {}, seat: 0,
    open: true, puzzles: [], start: 0, langs: [language()], strength: "hard", cursor: 0 };
}

/** A stored or pasted example in shape (fields out of shape take their defaults), or null. */
function inShape(raw) {
  if (!raw || typeof raw !== "object" || typeof raw.game !== "string") return null;
  const out = newExample(raw.game);
  if (raw.options && typeof raw.options === "object" && !Array.isArray(raw.options)) out.options = raw.options;
  if (Number.isInteger(raw.seed) && raw.seed >= 0) out.seed = raw.seed;
  if (raw.deal && typeof raw.deal === "object" && !Array.isArray(raw.deal)) out.deal = raw.deal;
  if (Array.isArray(raw.actions) && raw.actions.every((a) => Array.isArray(a) && a.length === 2
      && Number.isInteger(a[0]) && typeof a[1] === "string")) out.actions = raw.actions;
  const text = (value) => (typeof value === "string" ? value : "");
  const texts = (value, langs) => {
    if (typeof value === "string") return value ? { [langs[0]]: value } : {};
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(LANGUAGES.filter((lang) => text(value[lang])).map((lang) => [lang, value[lang]]));
  };
  if (Array.isArray(raw.langs) && raw.langs.length && raw.langs.every((l) => LANGUAGES.includes(l))) out.langs = raw.langs;
  else out.langs = languagesOf(raw) || out.langs;
  const captions = Array.isArray(raw.captions) ? raw.captions : [];
  out.captions = Array.from({ length: out.actions.length + 1 }, (_, k) => texts(captions[k], out.langs));
  out.title = texts(raw.title, out.langs);
  if (Number.isInteger(raw.seat) && raw.seat >= 0) out.seat = raw.seat;
  if (typeof raw.open === "boolean") out.open = raw.open;
  if (Array.isArray(raw.puzzles)) out.puzzles = raw.puzzles.filter((k) => Number.isInteger(k) && k >= 0 && k < out.actions.length);
  if (Number.isInteger(raw.start) && raw.start >= 0 && raw.start <= out.actions.length) out.start = raw.start;
  if (["easy", "medium", "hard"].includes(raw.strength)) out.strength = raw.strength;
  if (Number.isInteger(raw.cursor)) out.cursor = Math.max(0, Math.min(out.actions.length, raw.cursor));
  return out;
}

/** The languages a script's texts are given in (objects {lang: text}), or null when it has plain texts only. */
function languagesOf(raw) {
  const found = new Set();
  for (const value of [raw.title, ...(Array.isArray(raw.captions) ? raw.captions : [])]) {
    if (value && typeof value === "object") for (const lang of LANGUAGES) if (typeof value[lang] === "string") found.add(lang);
  }
  return found.size ? LANGUAGES.filter((lang) => found.has(lang)) : null;
}

function persist() {
  if (ex) store.writeStored(STORE_KEY, JSON.stringify({ ...ex, cursor: live ? live.k : ex.cursor }));
}

function restore() {
  try {
    return inShape(JSON.parse(store.readStored(STORE_KEY) || "null"));
  } catch {
    return null;
  }
}

/** A text in the example's languages as the script writes it: one language plain text, several {lang: text}. */
function scriptText(value) {
  if (ex.langs.length === 1) return value[ex.langs[0]] || "";
  const given = ex.langs.filter((lang) => value[lang]);
  return given.length ? Object.fromEntries(given.map((lang) => [lang, value[lang]])) : "";
}

/** The script (the embed's `script` parameter, unpacked). */
export function script() {
  const captions = ex.captions.slice(0, ex.actions.length + 1).map(scriptText);
  while (captions.length && captions[captions.length - 1] === "") captions.pop();
  const out = { game: ex.game, options: ex.options, seed: ex.seed };
  if (ex.deal) out.deal = ex.deal;
  Object.assign(out, { actions: ex.actions, captions, title: scriptText(ex.title), seat: ex.seat, open: ex.open,
    puzzles: [...ex.puzzles].sort((a, b) => a - b) });
  return out;
}

// -- packing (README: JSON, zlib, base64url) -------------------------------------------------------

async function pack(obj) {
  const stream = new Blob([JSON.stringify(obj)]).stream().pipeThrough(new CompressionStream("deflate"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The object a packed text holds; throws an Error whose message says what is wrong. */
async function unpack(text) {
  let bytes;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    throw new Error(t("studio.open_damaged"));
  }
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
  const parts = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_UNPACKED) throw new Error("too large");
      parts.push(value);
    }
    const obj = JSON.parse(await new Blob(parts).text());
    if (!obj || typeof obj !== "object" || Array.isArray(obj)) throw new Error("not an object");
    return obj;
  } catch {
    reader.cancel().catch(() => {});
    throw new Error(t("studio.open_damaged"));
  }
}

// -- the engine's positions ------------------------------------------------------------------------

function saveAt(cand, info, k, strength) {
  return { format: 1, game: cand.game, version: info.version, options: cand.options, seed: cand.seed, deal: cand.deal,
    actions: cand.actions.slice(0, k), names: info.names, seats: Array(info.n).fill(`ai:${strength}`) };
}

/** Position `k` of `cand` as a match of the engine, with the view of the seat to move (the reader's once over). */
async function loadAt(cand, info, k, strength) {
  const answer = await call({ cmd: "load", save: saveAt(cand, info, k, strength), view_seat: 0 });
  if (!answer.ok) return answer;
  const mover = answer.view.to_move;
  const seat = Number.isInteger(mover) ? mover : Math.min(cand.seat, info.n - 1);
  if (seat !== 0) {
    const seen = await call({ cmd: "view", id: answer.id, seat });
    if (seen.ok) answer.view = seen.view;
  }
  return answer;
}

/** Check `cand` with the engine: its deal starts (options, seed and deal are good) and its moves play. Answers
 * {ok, info} or the engine's refusal; leaves no match open. */
async function check(cand) {
  const fresh = await call({ cmd: "new_game", game: cand.game, options: cand.options, seed: cand.seed,
    ...(cand.deal ? { deal: cand.deal } : {}), seats: [], fill: "ai:hard", names: [] });
  if (!fresh.ok) return fresh;
  call({ cmd: "close", id: fresh.id });
  const info = { version: fresh.save.version, n: fresh.save.seats.length, names: fresh.save.names };
  if (cand.seat >= info.n) return { ok: false, error: { message: t("studio.no_seat", { seat: cand.seat + 1 }) } };
  if (cand.actions.length) {
    const played = await loadAt(cand, info, cand.actions.length, cand.strength);
    if (!played.ok) return played;
    call({ cmd: "close", id: played.id });
  }
  return { ok: true, info };
}

/** Ask the engine whether the script plays, step by step: `script_check` (issue 33, part 2) where this build's
 * bridge has it, else `replay_open` (which plays it too) and close.
 * SEAM: until script_check is merged, the older bridge refuses captions given in several languages. */
async function checkScript(obj) {
  const answer = await call({ cmd: "script_check", script: obj });
  if (answer.ok || !/unknown command/.test(String(answer.error && answer.error.message))) return answer;
  const opened = await call({ cmd: "replay_open", script: obj });
  if (opened.ok) call({ cmd: "replay_close", rid: opened.rid });
  return opened;
}

// -- showing a position ----------------------------------------------------------------------------

async function showPosition(k, strength = ex.strength) {
  k = Math.max(0, Math.min(ex.actions.length, k));
  const answer = await loadAt(ex, base, k, strength);
  if (!answer.ok) {
    $("moves-status").textContent = answer.error.message;
    return false;
  }
  if (live) call({ cmd: "close", id: live.id });
  live = { id: answer.id, k, strength, view: answer.view };
  ex.cursor = k;
  draw();
  persist();
  return true;
}

function seatName(seat, view) {
  const names = view && view.names;
  return Array.isArray(names) && typeof names[seat] === "string" ? names[seat] : t("player.number", { number: seat + 1 });
}

// a window that turns wide or narrow: the position drawn again for it (web/panels.js)
redrawWhenWidthTurns(() => { if (live) draw(); });

function draw() {
  const view = live.view;
  const count = ex.actions.length;
  $("studio-position").textContent = t("studio.position", { step: live.k, last: count });
  $("studio-first").disabled = $("studio-back").disabled = live.k === 0;
  $("studio-next").disabled = $("studio-last").disabled = live.k === count;
  const mover = view.to_move;
  drawMoveButton();
  $("studio-cut-before").disabled = live.k === ex.start;
  $("studio-cut-after").disabled = live.k === count;
  $("studio-mover").textContent = Number.isInteger(mover)
    ? t(live.k < count ? "studio.mover_played" : "studio.mover", { name: seatName(mover, view) })
    : t("studio.over");
  const ctx = {
    t: (key, p) => t(personal(key, p, view), p),
    tn,
    playerName: (seat) => seatName(seat, view),
    statusEl: $("moves-status"),
    wide: isWide(),
    isOpen: openAsLeft(panels),
    onAction: (id) => play(id),
    onIllegal: (entry) => { $("moves-status").textContent = entry.reason || view.prompt || ""; },
  };
  const root = $("studio-table");
  keepToggledPanels(root, panels);
  try {
    tableModule.renderTable(root, view, ctx);
  } catch (err) {
    root.replaceChildren(h("p", { class: "notice", text: t("replay.cannot_show") }));
    console.error(err);
  }
  drawTexts();
  outputsChanged(0);
}

// -- playing ---------------------------------------------------------------------------------------

/** A move made at position k < the last drops the moves after it (take a move back and play another). */
function cutAfter(k) {
  if (k >= ex.actions.length) return 0;
  const dropped = ex.actions.length - k;
  ex.actions = ex.actions.slice(0, k);
  ex.captions = ex.captions.slice(0, k + 1);
  ex.puzzles = ex.puzzles.filter((p) => p < k);
  ex.start = Math.min(ex.start, k);
  return dropped;
}

/** A move made on the live match (`view`: the engine's answer's): the match is at the new position, shown from the
 * seat to move (the reader's once over) as loadAt shows a position, without loading it again. */
async function played(seat, action, dropped, view) {
  ex.actions.push([seat, action]);
  while (ex.captions.length < ex.actions.length + 1) ex.captions.push({});
  $("moves-status").textContent = dropped ? t("studio.replaced", { count: dropped }) : "";
  const mover = view.to_move;
  const wanted = Number.isInteger(mover) ? mover : Math.min(ex.seat, base.n - 1);
  if (view.seat !== wanted) {
    const seen = await call({ cmd: "view", id: live.id, seat: wanted });
    if (!seen.ok) return showPosition(ex.actions.length);
    view = seen.view;
  }
  live = { ...live, k: ex.actions.length, view };
  ex.cursor = live.k;
  draw();
  persist();
  return true;
}

let acting = false;
/** How many changes of the setup (game, options, deal, New, a pasted code) are being checked by the engine: no move
 * meanwhile. */
let changing = 0;

/** Whether a move may start now: the example's own match is shown, no other move or change of the setup is under way. */
function mayMove() {
  return !acting && !changing && live && Number.isInteger(live.view.to_move);
}

/** Whether the example and its match are still those a move began on (`example`, `match`): a new deal adopted or the
 * position loaded again meanwhile (an engine restart, a language) makes the engine's answer one for a match no longer
 * shown, and its move is not recorded (it would be played on another deal than the example's). */
function stillOn(example, match) {
  return ex === example && live === match;
}

async function play(action) {
  if (!mayMove()) return;
  acting = true;
  try {
    const example = ex, match = live, seat = match.view.to_move;
    const answer = await call({ cmd: "act", id: match.id, seat, action });
    if (!stillOn(example, match)) return;
    if (!answer.ok) {
      $("moves-status").textContent = answer.error.message;
      return;
    }
    await played(seat, action, cutAfter(match.k), answer.view);
  } finally {
    acting = false;
  }
}

async function computerMove() {
  if (!mayMove()) return;
  acting = true;
  try {
    ex.strength = $("studio-strength").value;
    if (live.strength !== ex.strength && !(await showPosition(live.k, ex.strength))) return;
    const example = ex, match = live;
    const answer = await call({ cmd: "ai_move", id: match.id, view_seat: match.view.to_move });
    if (!stillOn(example, match)) return;
    if (!answer.ok) {
      $("moves-status").textContent = answer.error.message;
      return;
    }
    await played(answer.seat, answer.action, cutAfter(match.k), answer.view);
  } finally {
    acting = false;
  }
}

/** Run `work`, a change of the setup, with the moves held until it is done (the computer's button disabled: a move
 * made meanwhile would be played on the deal being replaced). */
async function holdingMoves(work) {
  changing += 1;
  drawMoveButton();
  try {
    return await work();
  } finally {
    changing -= 1;
    drawMoveButton();
  }
}

/** The computer's move button: usable when a move may start or is only waiting for the move before it. */
function drawMoveButton() {
  $("studio-ai").disabled = Boolean(changing) || !live || !Number.isInteger(live.view.to_move);
}

// -- setup (game, options, seats, deal) ------------------------------------------------------------

/** Apply `changes` to the example. With `dropMoves` the moves are cleared; else they are kept if they still play,
 * and if not the person is asked first. Whatever the engine refuses changes nothing (the error is shown). */
function change(changes, options = {}) {
  return holdingMoves(() => changeNow(changes, options));
}

async function changeNow(changes, { dropMoves = false, confirmAt = $("studio-confirm") } = {}) {
  const cand = { ...ex, ...changes };
  if (dropMoves) Object.assign(cand, { actions: [], captions: [ex.captions[0] || {}], puzzles: [], start: 0, cursor: 0 });
  let checked = await check(cand);
  if (!checked.ok && cand.actions.length) {
    const bare = { ...cand, actions: [], captions: [cand.captions[0] || {}], puzzles: [], start: 0, cursor: 0 };
    const fresh = await check(bare);
    if (!fresh.ok) return refuse(fresh);
    const sure = await confirmInline(confirmAt, t("studio.drop_moves", { count: cand.actions.length }));
    if (!sure) return refuse(null);
    Object.assign(cand, bare);
    checked = fresh;
  }
  if (!checked.ok) return refuse(checked);
  await adopt(cand, checked.info);
  $("setup-status").textContent = "";
  return true;
}

function refuse(answer) {
  $("setup-status").textContent = answer ? answer.error.message : "";
  drawSetup(); // the controls show the example as it is (nothing changed)
  return false;
}

async function adopt(cand, info) {
  const gameChanged = !ex || ex.game !== cand.game;
  ex = cand;
  base = info;
  if (gameChanged || !tableModule) tableModule = (await loadTable(ex.game)).module;
  drawSetup();
  await showPosition(Math.min(ex.cursor, ex.actions.length));
}

/** Ask a yes/no question in `place` (no window.confirm: the page stays usable); resolves true for yes. */
function confirmInline(place, question) {
  return new Promise((resolve) => {
    const done = (answer) => { place.hidden = true; place.replaceChildren(); resolve(answer); };
    const no = h("button", { type: "button", class: "primary", onclick: () => done(false) }, t("studio.keep"));
    place.replaceChildren(h("span", { text: question }),
      h("button", { type: "button", class: "danger", onclick: () => done(true) }, t("studio.drop")), no);
    place.hidden = false;
    no.focus();
  });
}

function optionControl(game, option) {
  const id = `studio-opt-${option.name}`;
  const words = hasText(`${game}.option.${option.name}`) ? t(`${game}.option.${option.name}`) : option.doc || option.name;
  const label = h("label", { for: id, text: words });
  const value = option.name in ex.options ? ex.options[option.name] : option.default;
  let control;
  if (typeof option.default === "boolean" && !option.choices) {
    control = h("input", { type: "checkbox", id, checked: value });
    return h("div", { class: "option check" }, control, label);
  }
  if (option.choices) {
    control = h("select", { id }, option.choices.map((choice) => {
      const key = `${game}.option.${option.name}.${choice}`;
      const text = typeof choice === "boolean" ? t(choice ? "option.yes" : "option.no") : (hasText(key) ? t(key) : String(choice));
      return h("option", { value: JSON.stringify(choice), selected: choice === value }, text);
    }));
  } else if (typeof option.default === "number") {
    control = h("input", { type: "number", id, value, step: 1, min: option.minimum ?? null, max: option.maximum ?? null });
  } else {
    control = h("input", { type: "text", id, value });
  }
  return h("div", { class: "option" }, label, control);
}


/** The deal last written into the deal box. */
let shownDeal = null;

function drawSetup() {
  const select = $("studio-game");
  select.replaceChildren(...gameNames().map((name) => h("option", { value: name, selected: name === ex.game }, gameTitle(name))));
  const entry = gameEntry(ex.game);
  $("studio-options-body").replaceChildren(...((entry && entry.options) || []).map((o) => optionControl(ex.game, o)));
  const n = base ? base.n : 2;
  $("studio-seat").replaceChildren(...Array.from({ length: n }, (_, seat) =>
    h("option", { value: seat, selected: seat === ex.seat }, t("player.number", { number: seat + 1 }))));
  $("studio-open").checked = ex.open;
  $("studio-seed").value = String(ex.seed);
  $("studio-strength").value = ex.strength;
  const deal = ex.deal ? JSON.stringify(ex.deal) : "";
  if (deal !== shownDeal) $("studio-deal-text").value = deal; // (a refused deal stays in the box to be corrected)
  shownDeal = deal;
  $("studio-deal-clear").disabled = !ex.deal;
  $("studio-use-seed").disabled = false;
}

// -- texts (title, captions, puzzles) --------------------------------------------------------------

function textField(id, label, value, onInput, rows) {
  const control = rows > 1
    ? h("textarea", { id, rows, maxlength: MAX_CAPTION, oninput: (e) => onInput(e.target.value) })
    : h("input", { type: "text", id, maxlength: MAX_CAPTION, oninput: (e) => onInput(e.target.value) });
  control.value = value || "";
  return h("label", { class: "field share-field", for: id }, h("span", { text: label }), control);
}

function setText(obj, lang, value) {
  if (value) obj[lang] = value.slice(0, MAX_CAPTION);
  else delete obj[lang];
  persist();
  outputsChanged();
}

function drawTexts() {
  const k = live ? live.k : 0;
  $("studio-langs").replaceChildren($("studio-langs").querySelector("legend"), ...LANGUAGES.map((lang) =>
    h("label", {}, h("input", { type: "checkbox", value: lang, checked: ex.langs.includes(lang),
      onchange: (e) => toggleLanguage(lang, e.target) }), " ", t(`lang.${lang}`))));
  $("studio-title-fields").replaceChildren(...ex.langs.map((lang) => textField(`studio-title-${lang}`,
    t("studio.title_in", { lang: t(`lang.${lang}`) }), ex.title[lang], (v) => setText(ex.title, lang, v), 1)));
  $("caption-heading").textContent = k === 0 ? t("studio.caption_deal") : t("studio.caption_step", { step: k });
  const caption = ex.captions[k] || (ex.captions[k] = {});
  $("studio-caption-fields").replaceChildren(...ex.langs.map((lang) => textField(`studio-caption-${lang}`,
    t("studio.caption_in", { lang: t(`lang.${lang}`) }), caption[lang], (v) => setText(caption, lang, v), 3)));
  drawPuzzle(k);
}

function toggleLanguage(lang, box) {
  if (box.checked && !ex.langs.includes(lang)) ex.langs = LANGUAGES.filter((l) => l === lang || ex.langs.includes(l));
  else if (!box.checked) {
    if (ex.langs.length === 1) { box.checked = true; return; } // one language at least
    ex.langs = ex.langs.filter((l) => l !== lang);
  }
  persist();
  drawTexts();
  outputsChanged();
}

/** Why position k cannot be a puzzle ("Your move"), or null when it can. */
function puzzleRefusal(k) {
  if (k >= ex.actions.length) return t("studio.puzzle_no_move");
  if (ex.actions[k][0] !== ex.seat) return t("studio.puzzle_not_reader", { name: seatName(ex.actions[k][0], live.view) });
  const legal = (live && live.k === k && live.view.legal) || [];
  if (legal.length < 2) return t("studio.puzzle_one_move");
  return null;
}

function drawPuzzle(k) {
  const box = $("studio-puzzle");
  const refusal = puzzleRefusal(k);
  box.checked = ex.puzzles.includes(k);
  box.disabled = Boolean(refusal) && !box.checked;
  $("puzzle-status").textContent = box.checked ? t("studio.puzzle_set") : refusal || t("studio.puzzle_can");
}

// -- what the post gets ----------------------------------------------------------------------------

function escapeAttr(text) {
  return String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function titleText() {
  return ex.title[language()] || ex.title[ex.langs[0]] || t("studio.untitled", { game: gameTitle(ex.game) });
}

async function embedUrl() {
  const query = new URLSearchParams({ script: await pack(script()) });
  if (ex.start > 0) query.set("step", String(ex.start));
  return { url: `${new URL("embed.html", location.href).href}?${query}`, length: query.get("script").length };
}

function embedCode(url) {
  const [width, height] = SIZES["820x640"];
  return `<iframe src="${escapeAttr(url)}" title="${escapeAttr(titleText())}" width="100%" height="${height}" `
    + `style="border:0;max-width:${width}px" loading="lazy"></iframe>\n`
    + `<script src="${escapeAttr(new URL(EMBED_FRAMES, location.href).href)}" async></script>`;
}

let outputTimer = null;
/** The script last written out (JSON) with its link: a change of the position shown only moves the preview. */
let written = { json: "", url: "" };

/** The embed code, link and preview follow every change: a step at once, typing a moment later (not slowed). */
function outputsChanged(wait = 150) {
  clearTimeout(outputTimer);
  document.body.dataset.outputs = "pending";
  outputTimer = setTimeout(writeOutputs, wait);
}

/** Tries left to write the outputs while the engine fails (restarted by its watchdog, web/engine.js), not the
 * script: a failed engine is not a refusal of the script, so the outputs are written again once it answers. */
const ENGINE_RETRIES = 3;
let engineRetries = ENGINE_RETRIES;

async function writeOutputs() {
  const json = JSON.stringify(script());
  if (json === written.json && written.url) { // the same script: the preview follows the studio's position
    document.body.dataset.outputs = "ready";
    showPreview(written.url);
    return;
  }
  const checked = await checkScript(JSON.parse(json));
  if (JSON.stringify(script()) !== json) return; // changed meanwhile: the next call writes it
  if (engineFailed(checked) && engineRetries > 0) {
    engineRetries -= 1;
    outputsChanged(1000);
    return;
  }
  engineRetries = ENGINE_RETRIES;
  if (!checked.ok) { // only a script the engine plays is offered
    written = { json: "", url: "" };
    $("studio-embed").value = "";
    $("studio-link").value = "";
    $("studio-size").textContent = t("studio.script_refused", { message: checked.error.message });
    document.body.dataset.outputs = "refused";
    return;
  }
  const { url, length } = await embedUrl();
  if (JSON.stringify(script()) !== json) return; // changed while packing: the next call writes it
  written = { json, url };
  $("studio-embed").value = embedCode(url);
  $("studio-link").value = url;
  $("studio-size").textContent = t(length > MAX_LINK ? "studio.too_long" : "studio.length", { count: length, max: MAX_LINK });
  document.body.dataset.outputs = "ready";
  showPreview(url); // (the frame, loaded once, opens it in place: see showPreview)
}

/** On a narrow screen the phone's frame is chosen first (the blog's 820 px frame would not fit beside nothing). */
function choosePreviewSize() {
  if (window.innerWidth < 840) document.querySelector('input[name="preview-size"][value="360x600"]').checked = true;
}

function previewSize() {
  const chosen = document.querySelector('input[name="preview-size"]:checked');
  return SIZES[chosen ? chosen.value : "820x640"];
}

// The preview frame keeps its engine (issue 33: a step and its preview within 100 ms): it is loaded once (and again
// for a new size, or "Show the preview"), and after that each change is sent to it (embed.js: "cardgames:preview",
// the packed script and the studio's position), which it opens in place as a post's frame would open that link.
const PREVIEW = "cardgames:preview";
const PREVIEW_READY = "cardgames:preview-ready";
const preview = {
  loaded: "", // the address the frame was loaded with
  shown: "", // the address it shows (loaded, or sent to it since)
  wanted: "", // the address it should show
  ready: false, // its embed takes new scripts in place (it said so)
};

/** The preview's address: the link, at the position the studio shows. */
function previewAddress(url) {
  const address = new URL(url);
  const k = live ? live.k : ex.start;
  if (k > 0) address.searchParams.set("step", String(k));
  else address.searchParams.delete("step");
  return address.href;
}

/** Whether the frame can show `next` in place of `now`: only the script and the position differ. */
function inPlace(now, next) {
  const strip = (url) => {
    const address = new URL(url);
    address.searchParams.delete("script");
    address.searchParams.delete("step");
    return address.href;
  };
  return Boolean(now) && strip(now) === strip(next);
}

/** Show the link in the preview frame (`reload`: load the frame again, whatever it shows). */
function showPreview(url = $("studio-link").value, { reload = false } = {}) {
  const box = $("studio-frame-box");
  const [width, height] = previewSize();
  const size = `${width}x${height}`;
  let frame = box.querySelector("iframe");
  if (!frame) {
    frame = h("iframe", { id: "studio-preview", title: t("studio.preview") });
    box.replaceChildren(frame);
  }
  if (box.dataset.size && box.dataset.size !== size) reload = true; // a post's frame of that size loads as one
  box.dataset.size = size;
  frame.width = String(width);
  frame.height = String(height);
  if (!url) return;
  preview.wanted = previewAddress(url);
  if (reload || !inPlace(preview.loaded, preview.wanted)) {
    preview.loaded = preview.shown = preview.wanted;
    preview.ready = false;
    frame.src = preview.wanted;
    return;
  }
  sendPreview(frame);
}

/** Send the frame the address it should show, once it takes them (it says when) and if it shows another. */
function sendPreview(frame) {
  if (!preview.ready || preview.wanted === preview.shown || !frame.contentWindow) return;
  const query = new URL(preview.wanted).searchParams;
  frame.contentWindow.postMessage({ type: PREVIEW, script: query.get("script"), step: Number(query.get("step")) || 0 },
    location.origin);
  preview.shown = preview.wanted;
}

/** The preview frame says it takes new scripts in place (a message from elsewhere is ignored). */
function previewMessage(event) {
  const frame = $("studio-frame-box").querySelector("iframe");
  if (!frame || event.origin !== location.origin || event.source !== frame.contentWindow) return;
  if (!event.data || event.data.type !== PREVIEW_READY) return;
  preview.ready = true;
  sendPreview(frame);
}

async function copy(field) {
  try {
    await navigator.clipboard.writeText(field.value);
    $("publish-status").textContent = t("share.copied");
  } catch {
    field.focus();
    field.select();
    $("publish-status").textContent = t("share.copy_yourself");
  }
}

// -- opening an example ----------------------------------------------------------------------------

/** The embed address in a pasted embed code or link, or an Error saying why there is none. */
function pastedUrl(text) {
  const trimmed = text.trim();
  if (!trimmed) throw new Error(t("studio.open_empty"));
  const src = /src\s*=\s*["']([^"']+)["']/i.exec(trimmed);
  const raw = (src ? src[1] : trimmed.split(/\s+/)[0]).replace(/&amp;/g, "&");
  let url;
  try {
    url = new URL(raw, location.href);
  } catch {
    throw new Error(t("studio.open_not_ours"));
  }
  const here = new URL("embed.html", location.href);
  if (url.origin !== here.origin || url.pathname !== here.pathname) throw new Error(t("studio.open_not_ours"));
  // a built-in rules example or puzzle (?game=...&example=...): the engine gives it in the studio's format
  if (!url.searchParams.get("script") && !(url.searchParams.get("game") && url.searchParams.get("example"))) {
    throw new Error(t("studio.open_no_script"));
  }
  return url;
}

/** A site's own example or puzzle named by a link (game, example) in the studio's format, from the engine. */
async function builtinScript(url) {
  const answer = await call({ cmd: "script_check", script: url.href });
  if (!answer.ok) throw new Error(t("studio.open_bad", { message: answer.error.message }));
  return answer.script;
}

async function openPasted() {
  const status = $("open-status");
  let raw;
  let url;
  try {
    url = pastedUrl($("studio-paste").value);
    raw = url.searchParams.get("script") ? await unpack(url.searchParams.get("script")) : await builtinScript(url);
  } catch (err) {
    status.textContent = err.message;
    return;
  }
  const checked = await checkScript(raw);
  if (!checked.ok) {
    status.textContent = t("studio.open_bad", { message: checked.error.message });
    return;
  }
  const cand = inShape({ ...raw, start: Number(url.searchParams.get("step")) || 0, cursor: 0 });
  const engine = cand && (await check(cand));
  if (!cand || !engine.ok) {
    status.textContent = t("studio.open_bad", { message: engine ? engine.error.message : "" });
    return;
  }
  await adopt(cand, engine.info);
  status.textContent = t("studio.opened");
}

// -- the page --------------------------------------------------------------------------------------

function applyTexts() {
  document.title = t("studio.title");
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  $("lang-select").replaceChildren(...LANGUAGES.map((lang) =>
    h("option", { value: lang, selected: lang === language() }, t(`lang.${lang}`))));
  $("studio-frame-box").setAttribute("aria-label", t("studio.preview_frame"));
  $("studio-deal-text").placeholder = '{"deck": ["AH", "TH", ...]}';
}

function listen() {
  const on = (id, event, handler) => $(id).addEventListener(event, handler);
  on("lang-select", "change", async (e) => {
    await loadTexts(e.target.value);
    store.saveSetting("lang", language());
    applyTexts();
    await fetchGames();
    drawSetup();
    if (ex && !ex.actions.length && !Object.keys(ex.title).length && ex.captions.every((c) => !Object.keys(c).length)) {
      ex.langs = [language()];
    }
    if (live) await showPosition(live.k);
  });
  on("studio-game", "change", (e) => askThenChange({ game: e.target.value, options: {}, deal: null, seat: 0 }));
  on("studio-options-body", "change", () => change({ options: readOptions(ex.game, "studio-opt-") }));
  on("studio-seat", "change", (e) => {
    ex.seat = Number(e.target.value);
    const before = ex.puzzles.length;
    ex.puzzles = ex.puzzles.filter((k) => ex.actions[k] && ex.actions[k][0] === ex.seat);
    $("setup-status").textContent = before > ex.puzzles.length ? t("studio.puzzles_dropped") : "";
    persist();
    drawTexts();
    outputsChanged();
  });
  on("studio-open", "change", (e) => { ex.open = e.target.checked; persist(); outputsChanged(); });
  on("studio-deal-again", "click", () => askThenChange({ seed: randomSeed(), deal: null }));
  on("studio-use-seed", "click", () => {
    const seed = Number($("studio-seed").value);
    if (!Number.isInteger(seed) || seed < 0) {
      $("setup-status").textContent = t("studio.bad_seed");
      return;
    }
    askThenChange({ seed, deal: null });
  });
  on("studio-deal-use", "click", () => {
    let deal;
    try {
      deal = JSON.parse($("studio-deal-text").value);
    } catch {
      $("setup-status").textContent = t("studio.deal_not_json");
      return;
    }
    if (!deal || typeof deal !== "object" || Array.isArray(deal)) {
      $("setup-status").textContent = t("studio.deal_not_json");
      return;
    }
    askThenChange({ deal });
  });
  on("studio-deal-clear", "click", () => askThenChange({ deal: null }));
  on("studio-first", "click", () => showPosition(0));
  on("studio-back", "click", () => showPosition(live.k - 1));
  on("studio-next", "click", () => showPosition(live.k + 1));
  on("studio-last", "click", () => showPosition(ex.actions.length));
  on("studio-ai", "click", () => computerMove());
  on("studio-strength", "change", (e) => { ex.strength = e.target.value; persist(); });
  on("studio-cut-before", "click", () => {
    ex.start = live.k;
    $("moves-status").textContent = t("studio.starts_here", { step: live.k });
    persist();
    draw();
  });
  on("studio-cut-after", "click", () => {
    const dropped = cutAfter(live.k);
    $("moves-status").textContent = t("studio.ends_here", { count: dropped });
    persist();
    draw();
  });
  on("studio-puzzle", "change", (e) => {
    const k = live.k;
    if (e.target.checked && !puzzleRefusal(k)) ex.puzzles = [...new Set([...ex.puzzles, k])];
    else ex.puzzles = ex.puzzles.filter((p) => p !== k);
    persist();
    drawPuzzle(k);
    outputsChanged();
  });
  for (const radio of document.querySelectorAll('input[name="preview-size"]')) radio.addEventListener("change", () => showPreview());
  on("studio-preview-show", "click", () => showPreview(undefined, { reload: true }));
  window.addEventListener("message", previewMessage);
  on("studio-copy-embed", "click", () => copy($("studio-embed")));
  on("studio-copy-link", "click", () => copy($("studio-link")));
  on("studio-open-pasted", "click", () => holdingMoves(openPasted)); // (another example: no move meanwhile)
  on("studio-new", "click", async () => {
    if (ex.actions.length && !(await confirmInline($("studio-confirm"), t("studio.drop_moves", { count: ex.actions.length })))) return;
    await holdingMoves(async () => {
      const cand = newExample(ex.game);
      const checked = await check(cand);
      if (checked.ok) await adopt(cand, checked.info);
    });
  });
  // Back / Next with the arrow keys, wherever the focus is but in a field
  document.addEventListener("keydown", (e) => {
    if (!live || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target.closest && e.target.closest("select, input, textarea, [contenteditable], #studio-table")) return;
    const moves = { ArrowLeft: live.k - 1, ArrowRight: live.k + 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    showPosition(moves[e.key]);
  });
}

/** A new deal (seed or hand-placed): asks first when moves would be lost. */
async function askThenChange(changes) {
  if (ex.actions.length && !(await confirmInline($("studio-confirm"), t("studio.drop_moves", { count: ex.actions.length })))) {
    drawSetup();
    return;
  }
  await change(changes, { dropMoves: true });
}

async function main() {
  const lang = params.get("lang") || store.loadSetting("lang", preferredLanguage());
  const engineReady = startEngineOnce();
  await loadTexts(lang);
  markTextsLoaded();
  applyTexts();
  listen();
  // the engine's watchdog restarted it (web/engine.js): the studio's match went with the old worker, while the
  // example is whole in `ex`: the position shown is loaded again (and the outputs written again by its drawing)
  onEngineRestart(async () => {
    showNotice(t("studio.engine_restarted"));
    if (!live) return;
    document.body.dataset.ready = "restarting";
    await showPosition(live.k);
    document.body.dataset.ready = "studio";
  });
  choosePreviewSize();
  document.body.dataset.ready = "loading";
  try {
    await engineReady;
  } catch {
    return;
  }
  $("studio-engine").hidden = true;
  await fetchGames();
  const kept = restore();
  const names = gameNames();
  let cand = kept && names.includes(kept.game) ? kept : newExample(names[0]);
  let checked = await check(cand);
  if (!checked.ok) { // a kept example that no longer plays (an older engine's): said, and a new one begun
    showNotice(t("studio.kept_bad", { message: checked.error.message }));
    cand = newExample(cand.game);
    checked = await check(cand);
  }
  if (!checked.ok) {
    showNotice(checked.error.message);
    return;
  }
  await adopt(cand, checked.info);
  document.body.dataset.ready = "studio";
}

main();
