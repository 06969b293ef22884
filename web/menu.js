// The site's first screen: a tile per game (a small card picture, its title, how many play, its one-line pitch,
// Play, Rules, Learn (the guided first game) and Continue when a match of it is in progress), the games in progress (one per game: title, when last
// played, the engine's score summary, "open in another tab" where it is; resume or abandon), damaged saves (kept:
// download or remove), the rules examples every game declares (grouped per game) and opening a replay file.
// It shows before Python is up: the games, their titles, seat counts and pitches come from the shell's words until
// then (Play opens the new-game dialog at once; its Start waits for the engine, showing its progress).

import { downloadText, h, redrawChildren, svg } from "./dom.js";
import { hasText, language, t } from "./i18n.js";
import * as store from "./store.js";
import * as tabs from "./tabs.js";
import { $, app, busy, closeDialog, setReady, waitForEngine } from "./shell.js";
import { gameEntry, gameNames, gameTitle } from "./games.js";
import { hidePassScreen, openNewGameDialog, showRules } from "./dialogs.js";
import { closeReplay, closeSession, continueSession, newGame, resume, showReplay } from "./session.js";
import { hideFingerprint, openDaily } from "./daily.js";
import { dueCount, hasPractice, openPractice, reviewing } from "./practice.js";
import { hideUndoButton } from "./undo.js";
import { hideHintButton } from "./hint.js";
import { startTutorial } from "./tutorial.js";
import { syncTableBar } from "./tablebar.js";

export function showMenu() {
  closeReplay();
  $("menu").hidden = false;
  $("table").hidden = true;
  $("to-menu").hidden = true;
  $("show-rules").hidden = true;
  $("share-game").hidden = true;
  hideUndoButton();
  hideHintButton();
  hideFingerprint();
  syncTableBar(false);
  hidePassScreen();
  closeDialog($("result-dialog"));
  $("continue-game").hidden = !app.session;
  renderSavedGames();
  renderTiles();
  setReady("menu");
}

// -- the game tiles ------------------------------------------------------------------------------------

/** The seat counts of game `name`: the engine's, else the shell's words (`seats.<name>`, `|`-separated). */
function seatCounts(name) {
  const entry = gameEntry(name);
  const seats = entry ? entry.seats : hasText(`seats.${name}`) ? t(`seats.${name}`).split("|").map(Number) : [];
  return seats.filter((n) => Number.isInteger(n) && n > 0);
}

/** "2 players", "4–8 players" (empty when the counts are unknown). */
function playersText(name) {
  const seats = seatCounts(name);
  if (!seats.length) return "";
  const low = Math.min(...seats);
  const high = Math.max(...seats);
  return low === high ? t("menu.players", { count: low }) : t("menu.players_range", { low, high });
}

function pitchText(name) {
  const entry = gameEntry(name);
  if (entry && entry.pitch) return entry.pitch;
  return hasText(`pitch.${name}`) ? t(`pitch.${name}`) : "";
}

const SUITS = [["\u2660", "black"], ["\u2665", "red"], ["\u2666", "red"], ["\u2663", "black"]];

/** The shapes an emblem may draw, with their attributes (the engine's `EMBLEM_SHAPES`, pygame_core/core/registry.py). */
const EMBLEM_SHAPES = {
  circle: ["cx", "cy", "r"], ellipse: ["cx", "cy", "rx", "ry"], rect: ["x", "y", "width", "height", "rx"],
  line: ["x1", "y1", "x2", "y2"], path: ["d"], polygon: ["points"],
};

/** The picture a game declares for its tile ({name, shapes}: the engine's `Emblem`), drawn on the front card around its
 * middle (60, 35); stroked in the tile's ink, `solid` shapes filled. No shapes: a playing card's big suit. */
function emblemShapes(emblem, suit, colour) {
  const shapes = emblem && Array.isArray(emblem.shapes) ? emblem.shapes : [];
  const drawn = shapes.filter((shape) => shape && Object.hasOwn(EMBLEM_SHAPES, shape.tag)).map((shape) => {
    const attrs = { class: shape.solid ? "tile-emblem solid" : "tile-emblem" };
    for (const name of EMBLEM_SHAPES[shape.tag]) if (name in shape) attrs[name] = String(shape[name]);
    return svg(shape.tag, attrs);
  });
  return drawn.length ? drawn
    : [svg("text", { x: 60, y: 43, "text-anchor": "middle", class: `tile-big-suit ${colour}`, text: suit })];
}

/** A small picture for a tile: three fanned cards on felt, tinted by the game's place in the menu, the front card
 * with the picture the game declares (`emblem`, see emblemShapes; the title's first letter until the engine or the
 * shell's words name it) and a suit. Decorative (the title says it all). */
function tileArt(index, title, emblem) {
  const hue = Math.round(150 + index * 137.5) % 360;
  const [suit, colour] = SUITS[index % SUITS.length];
  const card = (angle) => svg("g", { transform: `rotate(${angle} 60 96)` },
    svg("rect", { x: 44, y: 16, width: 32, height: 46, rx: 4, class: "tile-card" }));
  const picture = emblem ? emblemShapes(emblem, suit, colour)
    : [svg("text", { x: 60, y: 42, "text-anchor": "middle", class: "tile-letter", text: [...title][0] || "?" })];
  return svg("svg", { class: "tile-art", viewBox: "0 0 120 72", "aria-hidden": "true", focusable: "false",
    style: `--tile-hue: ${hue}`, "data-emblem": emblem && typeof emblem.name === "string" ? emblem.name : null },
  svg("rect", { x: 0, y: 0, width: 120, height: 72, rx: 8, class: "tile-felt" }),
  card(-18), card(18),
  svg("g", {}, svg("rect", { x: 44, y: 12, width: 32, height: 46, rx: 4, class: "tile-card front" }),
    ...picture,
    svg("text", { x: 49, y: 22, "text-anchor": "middle", class: `tile-suit ${colour}`, text: suit }),
    svg("text", { x: 71, y: 55, "text-anchor": "middle", class: `tile-suit ${colour}`, text: suit })));
}

/** The picture game `name` declares for its tile ({name, shapes}): from the engine's list, else from the shell's
 * words (the same as JSON); null if neither has it. */
function emblemOf(name) {
  const entry = gameEntry(name);
  if (entry && entry.emblem && typeof entry.emblem === "object") return entry.emblem;
  if (!hasText(`emblem.${name}`)) return null;
  try {
    const emblem = JSON.parse(t(`emblem.${name}`));
    return emblem && typeof emblem === "object" ? emblem : null;
  } catch {
    return null;
  }
}

/** The game's match in progress: the one left for the menu in this tab, else a stored save. */
function inProgress(name, saved) {
  return (app.session && app.session.game === name) || saved.has(name);
}

function continueGame(name) {
  if (app.session && app.session.game === name) return continueSession();
  return resumeFromMenu(name);
}

/** A tile's Rules: the game's rules summary (once the engine is up: it writes them). */
async function rulesOf(name) {
  try {
    if (!app.engineReady) await busy(waitForEngine());
  } catch {
    return; // the menu already says the engine failed
  }
  await showRules(name);
}

/** A tile's Learn: the game's guided first game (once the engine is up); its end starts a real game (Play).
 * `resume`: at the stored step (the page was reloaded during the lesson). */
async function learn(name, resume = false) {
  try {
    if (!app.engineReady) await busy(waitForEngine());
  } catch {
    return;
  }
  await startTutorial(name, { realGame: () => openNewGameDialog(name), resume });
}

/** A tile's Daily deal (web/daily.js): today's deal against the hard computer, or its result once played. */
async function daily(name) {
  try {
    if (!app.engineReady) await busy(waitForEngine());
  } catch {
    return;
  }
  // today's deal in progress: the one left for the menu (in this tab) goes on, else the stored one is loaded
  const goOn = async (game) => {
    if (!app.session || app.session.game !== game) return resume(game);
    await continueSession();
    return true;
  };
  await openDaily(name, { start: (settings) => newGame(settings), resume: goOn, title: gameTitle });
}

/** A tile's Practice (web/practice.js): the positions of `name` due today, from the person's own matches. */
async function practice(name) {
  try {
    if (!app.engineReady) await busy(waitForEngine());
  } catch {
    return;
  }
  await openPractice(name, { title: gameTitle });
}

/** A tile's Practice button with the number due today, or null while the game has no practice (issue 35). */
function practiceButton(name, title) {
  if (!hasPractice(name)) return null;
  const count = dueCount(name);
  const label = count === 1 ? t("practice.button_named_one", { game: title })
    : t("practice.button_named", { game: title, count });
  return h("button", { type: "button", class: "secondary tile-practice", dataset: { practice: name, due: count },
    "aria-label": label, title: reviewing(name) ? t("practice.reviewing") : label, onclick: () => practice(name) },
  t("practice.button"), h("span", { class: count ? "practice-count due" : "practice-count", "aria-hidden": "true",
    text: String(count) }));
}

// the tile's Practice follows the stored positions (a review found some, an answer moved one): that button alone
document.addEventListener("cardgames:practice", (e) => {
  const name = e.detail && e.detail.game;
  const tile = name && document.querySelector(`.game-tile[data-game="${name}"] .tile-buttons`);
  if (!tile) return;
  const old = tile.querySelector("[data-practice]");
  const fresh = practiceButton(name, gameTitle(name));
  const focused = old && old === document.activeElement;
  if (old && fresh) old.replaceWith(fresh);
  else if (old) old.remove();
  else if (fresh) tile.querySelector("[data-daily]")?.after(fresh);
  if (focused && fresh) fresh.focus();
});

/** The lesson of `name` that was on the table when the page was left, at the step it was at. */
export function resumeLesson(name) {
  return learn(name, true);
}

/** A tile per game, in the menu's order. */
export function renderTiles() {
  const list = $("game-tiles");
  if (!list) return;
  const saved = new Set(store.listRecords(gameNames()).map((entry) => entry.game));
  // drawn again only if something changed: the engine's list of games comes while a person may be pressing Play
  redrawChildren(list, ...gameNames().map((name, index) => {
    const title = gameTitle(name);
    const headingId = `tile-title-${name}`;
    const running = inProgress(name, saved);
    return h("li", { class: "game-tile", dataset: { game: name } },
      h("article", { "aria-labelledby": headingId },
        tileArt(index, title, emblemOf(name)),
        h("div", { class: "tile-text" },
          h("h3", { id: headingId, text: title }),
          h("p", { class: "tile-players", text: playersText(name) }),
          h("p", { class: "tile-pitch", text: pitchText(name) })),
        h("div", { class: "tile-buttons" },
          h("button", { type: "button", class: "primary", dataset: { play: name },
            "aria-label": t("menu.play_named", { game: title }), onclick: () => openNewGameDialog(name) },
          t("menu.play")),
          // the rules before a first game (the engine's rules_help, as the table's Rules button shows them)
          h("button", { type: "button", class: "secondary tile-rules", dataset: { rules: name },
            "aria-label": t("menu.rules_named", { game: title }), onclick: () => rulesOf(name) },
          t("menu.rules")),
          // issue 35: today's deal, the same for everyone (web/daily.js)
          h("button", { type: "button", class: "secondary tile-daily", dataset: { daily: name },
            "aria-label": t("daily.button_named", { game: title }), onclick: () => daily(name) },
          t("daily.button")),
          // issue 35: practise the moves that cost you (web/practice.js), with how many are due today
          practiceButton(name, title),
          // the guided first game (web/tutorial.js)
          h("button", { type: "button", class: "secondary tile-learn", dataset: { learn: name },
            "aria-label": t("menu.learn_named", { game: title }), onclick: () => learn(name) },
          t("menu.learn")),
          running ? h("button", { type: "button", class: "secondary", dataset: { continue: name },
            "aria-label": t("menu.continue_named", { game: title }), onclick: () => continueGame(name) },
          t("menu.continue_game")) : null)));
  }));
}

/** The menu's list of games in progress (one per game): title, when last played, the score; resume or abandon.
 * The score is the engine's summary stored with the save (none for a save from before it was stored). A game another
 * tab has open says so (Resume then offers to take it over). Damaged saves follow, to download or remove. */
export function renderSavedGames() {
  const list = $("saved-list");
  if (!list) return;
  const entries = store.listRecords(gameNames()).filter((e) => !(app.session && app.session.game === e.game));
  const damaged = store.listDamaged();
  $("saved-games").hidden = entries.length === 0 && damaged.length === 0;
  // another tab's save redraws this list (the storage event below): the focused Resume or Abandon keeps the focus
  redrawChildren(list, ...entries.map(({ game, record }) => {
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
  }), ...damaged.map(damagedItem));
  markOpenElsewhere(list);
}

/** Add "open in another tab" to each listed game another tab has open (asked of the browser's locks, or the tabs). */
async function markOpenElsewhere(list) {
  for (const item of list.querySelectorAll(".saved-game[data-game]")) {
    if (!(await tabs.heldElsewhere(item.dataset.game)) || !item.isConnected || item.querySelector(".saved-elsewhere")) continue;
    item.querySelector(".saved-text").append(h("span", { class: "saved-elsewhere", text: t("menu.open_elsewhere") }));
  }
}

/** A damaged save (store.listDamaged): kept until the person removes it; Download gives its stored text as it was. */
function damagedItem(entry) {
  const title = entry.game ? gameTitle(entry.game) : "?";
  const when = entry.at ? new Date(entry.at).toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" }) : "";
  const replaced = entry.reason === "replaced"; // a copy kept when a new match took its place (store.keepCopy)
  return h("li", { class: "saved-game damaged", dataset: { damaged: entry.key, replaced: replaced ? "" : null } },
    h("div", { class: "saved-text" },
      h("strong", { text: `${title}: ${t(replaced ? "menu.replaced" : "menu.damaged")}` }),
      h("span", { text: [when, t(replaced ? "menu.replaced_text" : "menu.damaged_text")].filter(Boolean).join(" · ") })),
    h("div", { class: "saved-buttons" },
      h("button", { type: "button", class: "quiet", dataset: { download: entry.key },
        "aria-label": t("menu.download_named", { game: title }), onclick: () => downloadDamaged(entry) }, t("menu.download")),
      h("button", { type: "button", class: "quiet", dataset: { remove: entry.key },
        "aria-label": t("menu.remove_named", { game: title }), onclick: () => removeDamaged(entry, title) }, t("menu.remove"))));
}

function downloadDamaged(entry) {
  const stamp = new Date(entry.at || Date.now()).toISOString().slice(0, 19).replace(/[:T]/g, "-");
  downloadText(entry.raw, `damaged-save-${entry.game || "game"}-${stamp}.json`);
}

/** Remove asks once more in place, as Abandon does. */
function removeDamaged(entry, title) {
  const item = document.querySelector(`.saved-game[data-damaged="${CSS.escape(entry.key)}"]`);
  if (!item || item.querySelector(".saved-confirm")) return;
  const keep = () => { confirmRow.remove(); item.querySelector("[data-remove]").focus(); };
  const confirmRow = h("div", { class: "saved-confirm", role: "group" },
    h("span", { text: t("menu.remove_confirm", { game: title }) }),
    h("button", { type: "button", class: "danger", dataset: { removeYes: entry.key }, onclick: () => {
      store.removeDamaged(entry.key);
      renderSavedGames();
      $("new-game").focus();
    } }, t("menu.remove_yes")),
    h("button", { type: "button", class: "quiet", onclick: keep }, t("menu.abandon_no")));
  item.append(confirmRow);
  confirmRow.querySelector("button").focus();
}

async function resumeFromMenu(game) {
  if (!app.engineReady) {
    $("engine-text").textContent = t("menu.resuming");
    try { await busy(waitForEngine()); } catch { return; }
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
    h("button", { type: "button", class: "danger", dataset: { abandonYes: game }, onclick: async () => {
      // a game open in another tab is abandoned there (or taken over here first), never under that tab's feet
      if (await tabs.heldElsewhere(game)) {
        confirmRow.replaceChildren(h("span", { role: "status", text: t("menu.abandon_elsewhere") }));
        return;
      }
      store.dropRecord(game);
      renderSavedGames();
      $("new-game").focus();
    } }, t("menu.abandon_yes")),
    h("button", { type: "button", class: "quiet", onclick: keep }, t("menu.abandon_no")));
  item.append(confirmRow);
  confirmRow.querySelector("button").focus();
}

/** The rules examples every game declares (engine `examples`), grouped per game (a fold each, closed), each
 * opening in the replay viewer. */
export async function renderExamples() {
  const list = $("example-list");
  if (!list || !app.engineReady) return;
  const answer = await app.engine.call({ cmd: "examples", lang: language() });
  if (!answer.ok) return;
  const open = new Set([...list.querySelectorAll("details[open]")].map((fold) => fold.dataset.game));
  const groups = new Map();
  for (const ex of answer.examples) {
    if (!groups.has(ex.game)) groups.set(ex.game, []);
    groups.get(ex.game).push(ex);
  }
  list.replaceChildren(...[...groups].map(([game, examples]) => h("li", {},
    h("details", { class: "example-group", dataset: { game }, open: open.has(game) },
      h("summary", { text: `${t("menu.examples_of", { game: gameTitle(game) })} (${examples.length})` }),
      h("ul", {}, ...examples.map((ex) => h("li", {},
        h("button", { type: "button", class: "link-button", dataset: { example: `${ex.game}/${ex.name}` },
          onclick: () => showReplay(ex.source || { game: ex.game, example: ex.name }) }, ex.title))))))));
}

// Another tab saved, abandoned or took a game: the menu shown here lists what is stored now.
window.addEventListener("storage", (event) => {
  if (!event.key || !event.key.startsWith("cardgames.") || $("menu").hidden) return;
  renderSavedGames();
  renderTiles();
});
