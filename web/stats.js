// Statistics of this device: per game and computer strength, matches played and won, the current and best winning
// streak and the average score, with the last results as a small inline SVG chart (and its text alternative).
//
// Only matches against the computer count (hot-seat ones do not). What "won", "draw" and the score mean is the
// engine's: the view at the end carries the seat's `seat_result` ({result: "won" | "lost" | "draw", score}, the score in
// the game's own unit, or null), so no rule of any game is here.
//
// Stored in localStorage under `cardgames.stats` as {version, games: {<game>: {recent, levels: {<strength>: entry}}}}
// with entry {played, won, drawn, streak, best, scoreSum, scored, undone, hinted} (`undone`: matches in which a move was taken
// back, the view's `undo_used`; `hinted`: matches with a hint, the view's `hint_used`; both marked in the dialog,
// counted like any other match). Its own key: a site update (a new service worker
// and cache) never touches it. Stored data is untrusted: what is out of shape reads as empty; data that cannot be
// read at all (not JSON, another version) is kept aside under `cardgames.stats.unreadable.<time>` before counting
// starts again, never deleted unasked. A write that fails (storage full or blocked) changes nothing stored and says so.

import { h, svg } from "./dom.js";
import { hasText, language, t } from "./i18n.js";
import * as store from "./store.js";
import { $, call, closeDialog } from "./shell.js";
import { gameEntry, gameNames, gameTitle } from "./games.js";

const KEY = "stats";
const ASIDE_KEY = "stats.unreadable";
export const STATS_VERSION = 1;
/** The strengths the new-game dialog offers (index.html), in the table's order. */
const LEVELS = ["easy", "medium", "hard", "expert"]; // expert: only in a game that offers it (issue 36)
const RESULTS = ["won", "lost", "draw"];
/** How many of the last results the chart shows. */
const RECENT = 20;
/** The rated matches a rating keeps (pygame_core/core/rating.py HISTORY). */
const RATING_HISTORY = 50;

const isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);
const count = (value) => (Number.isInteger(value) && value >= 0 ? value : 0);

function emptyStats() {
  return { version: STATS_VERSION, games: {} };
}

/** One strength's numbers in shape (anything out of shape counts as 0). */
function repairEntry(entry) {
  const e = isObject(entry) ? entry : {};
  const played = count(e.played);
  const won = Math.min(count(e.won), played);
  const drawn = Math.min(count(e.drawn), played - won);
  const streak = Math.min(count(e.streak), won);
  const scored = Math.min(count(e.scored), played);
  const scoreSum = Number.isFinite(e.scoreSum) && scored > 0 ? e.scoreSum : 0;
  const undone = Math.min(count(e.undone), played);
  const hinted = Math.min(count(e.hinted), played);
  return { played, won, drawn, streak, best: Math.max(streak, Math.min(count(e.best), won)), scoreSum, scored, undone,
    hinted };
}

/** A game's rating record in shape (issue 35, item 3: pygame_core/core/rating.py), or null (none, or out of shape:
 * the next rated match starts it again). */
function repairRating(rating) {
  if (!isObject(rating) || !Number.isFinite(rating.value) || rating.value < 0 || rating.value > 5000) return null;
  const history = Array.isArray(rating.history) ? rating.history.filter((e) => isObject(e) && Number.isFinite(e.t)
    && e.t >= 0 && Number.isFinite(e.r) && e.r >= 0 && e.r <= 5000 && RESULTS.includes(e.result)
    && typeof e.level === "string" && e.level.length <= 20).slice(-RATING_HISTORY) : [];
  return { value: rating.value, rated: Math.max(count(rating.rated), history.length), history };
}

function repairGame(game) {
  const g = isObject(game) ? game : {};
  const levels = {};
  for (const level of LEVELS) {
    if (isObject(g.levels) && isObject(g.levels[level])) levels[level] = repairEntry(g.levels[level]);
  }
  const recent = Array.isArray(g.recent) ? g.recent.filter((r) => RESULTS.includes(r)).slice(-RECENT) : [];
  const rating = repairRating(g.rating);
  return rating ? { recent, levels, rating } : { recent, levels };
}

/** The stored statistics: {data, unreadable} (`unreadable`: stored text that is not this version's JSON; `data`
 * is then empty). Never throws. */
export function readStats() {
  const raw = store.readStored(KEY);
  if (raw === null) return { data: emptyStats(), unreadable: null };
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { data: emptyStats(), unreadable: raw };
  }
  if (!isObject(parsed) || parsed.version !== STATS_VERSION || !isObject(parsed.games)) {
    return { data: emptyStats(), unreadable: raw };
  }
  const data = emptyStats();
  for (const [game, entry] of Object.entries(parsed.games)) data.games[game] = repairGame(entry);
  return { data, unreadable: null };
}

/**
 * Count the match of `session` if it was against the computer, is over and was not counted yet (a reload of the
 * ended match shows its end again: `session.counted` stops a second count). Answers whether `session` changed
 * (then the caller saves it). A failed write keeps what was stored and shows `notify(text)`.
 */
export function recordMatch(session, notify) {
  if (!session || session.counted || session.mode !== "computer") return false;
  const result = session.view && session.view.seat_result;
  if (!isObject(result) || !RESULTS.includes(result.result) || !LEVELS.includes(session.strength)) return false;
  const { data, unreadable } = readStats();
  // unreadable data is kept aside first; if even that fails, nothing is overwritten
  if (unreadable !== null && !store.writeStored(`${ASIDE_KEY}.${Date.now()}`, unreadable)) {
    session.counted = true;
    notify(t("stats.not_saved"));
    return true;
  }
  const game = data.games[session.game] || (data.games[session.game] = repairGame(null));
  const entry = game.levels[session.strength] || (game.levels[session.strength] = repairEntry(null));
  entry.played += 1;
  if (result.result === "won") {
    entry.won += 1;
    entry.streak += 1;
    entry.best = Math.max(entry.best, entry.streak);
  } else {
    entry.streak = 0;
    if (result.result === "draw") entry.drawn += 1;
  }
  if (Number.isFinite(result.score)) {
    entry.scoreSum += result.score;
    entry.scored += 1;
  }
  if (session.view.undo_used === true) entry.undone += 1; // the match is marked: a move was taken back
  if (session.view.hint_used === true) entry.hinted += 1; // the match is marked: a hint was asked for
  game.recent = [...game.recent, result.result].slice(-RECENT);
  session.counted = true;
  if (!store.writeStored(KEY, JSON.stringify(data))) notify(t("stats.not_saved"));
  return true;
}

/** Whether the finished match of `session` is rated (issue 35, item 3): against the computer, with no move taken
 * back and no hint (those are counted, marked, in the statistics, but not rated). */
function isRated(session) {
  const view = session.view || {};
  return session.mode === "computer" && isObject(view.seat_result) && RESULTS.includes(view.seat_result.result)
    && view.undo_used !== true && view.hint_used !== true;
}

/**
 * The game's rating after the counted match of `session` (once: `session.rated`), by the engine's rule (bridge
 * `rate`). Answers whether `session` changed (then the caller saves it). An engine that fails leaves it to the next
 * time the match's end is shown; a failed write says so as a failed count does.
 */
export async function rateMatch(session, notify) {
  if (!session || session.rated || session.rating || !session.counted) return false;
  if (!isRated(session)) {
    session.rated = true;
    return true;
  }
  session.rating = true; // one request at a time
  const before = readStats().data.games[session.game];
  const answer = await call({ cmd: "rate", game: session.game, rating: (before && before.rating) || null,
    level: session.strength, result: session.view.seat_result.result, at: Date.now() });
  session.rating = false;
  if (!answer.ok) {
    if (answer.error.code === "malformed_input") session.rated = true; // a strength without a rating: not rated
    return session.rated;
  }
  const { data, unreadable } = readStats();
  const game = data.games[session.game];
  session.rated = true;
  if (unreadable !== null || !game) return true; // the statistics were reset or lost meanwhile: nothing to rate
  game.rating = answer.rating;
  if (!store.writeStored(KEY, JSON.stringify(data))) notify(t("stats.not_saved"));
  return true;
}

/** Forget every statistic (the key removed; a copy kept aside stays). */
export function resetStats() {
  return store.writeStored(KEY, null);
}

// -- the statistics dialog ---------------------------------------------------------------------------

function percent(part, whole) {
  return whole ? new Intl.NumberFormat(language(), { style: "percent" }).format(part / whole) : "–";
}

/** The average score with the game's unit ("1.5 sets", "0 goals": the game's words, `<game>.score_unit`). */
function average(entry, name) {
  if (!entry.scored) return "–";
  const average = entry.scoreSum / entry.scored;
  const value = new Intl.NumberFormat(language(), { maximumFractionDigits: 1 }).format(average);
  const unit = `${name}.score_unit`;
  // "1 set", "1.5 sets": the singular where the shown number is exactly 1 (`<unit>_one`)
  const one = Math.round(average * 10) === 10 && hasText(`${unit}_one`);
  return hasText(unit) ? t("stats.average_unit", { value, unit: t(one ? `${unit}_one` : unit) }) : value;
}

function statsTable(title, game, name) {
  const head = [t("stats.strength"), t("stats.played"), t("stats.won"), t("stats.win_rate"), t("stats.streak"),
    t("stats.best"), t("stats.average")];
  const rows = LEVELS.filter((level) => game.levels[level]).map((level) => {
    const e = game.levels[level];
    return h("tr", { dataset: { level } },
      h("th", { scope: "row", text: t(`strength.${level}`) }),
      ...[e.played, e.won, percent(e.won, e.played), e.streak, e.best, average(e, name)].map((value, i) =>
        h("td", { dataset: { stat: ["played", "won", "rate", "streak", "best", "average"][i] }, text: String(value) })));
  });
  // in its own box: a table wider than the dialog (long words on a 360 px screen) scrolls there, sideways, every
  // column readable, the strength kept in sight (styles.css); a named region the keyboard can scroll
  return h("div", { class: "stats-table-box", role: "region", "aria-label": title, tabindex: "0",
    dataset: { scrollX: "", scrollRegion: "" } }, h("table", { class: "sheet stats-table" },
    h("caption", { class: "visually-hidden", text: title }),
    h("thead", {}, h("tr", {}, ...head.map((text) => h("th", { scope: "col", text })))),
    h("tbody", {}, ...rows)));
}

/** The last results as bars (won tall, draw middle, lost short), oldest first; named by its text alternative. */
function resultsChart(title, recent) {
  const words = recent.map((r) => t(`stats.result.${r}`));
  const label = t("stats.chart", { count: recent.length, game: title, results: words.join(", ") });
  const bar = 10;
  const gap = 3;
  const height = 36;
  const heights = { won: height, draw: height * 0.55, lost: height * 0.22 };
  const width = RECENT * (bar + gap);
  return h("figure", { class: "stats-chart" },
    svg("svg", { viewBox: `0 0 ${width} ${height + 2}`, width, height: height + 2, role: "img", "aria-label": label },
      svg("line", { x1: 0, y1: height + 1, x2: width, y2: height + 1, class: "stats-axis" }),
      ...recent.map((r, i) => svg("rect", { x: i * (bar + gap), y: height + 1 - heights[r], width: bar,
        height: heights[r], rx: 2, class: `stats-bar ${r}` }))),
    h("figcaption", { class: "hint", text: t("stats.chart_legend") }));
}

/** A game's rating (issue 35, item 3): its value, what it rates against, and its history as a line over the
 * strengths' anchors (dashed), oldest first; named by its text alternative. */
function ratingPart(title, name, rating) {
  const anchors = (gameEntry(name) || {}).rating_anchors || null;
  const explain = anchors && ["easy", "medium", "hard"].every((level) => Number.isFinite(anchors[level]))
    ? h("p", { class: "hint rating-explain", text: t("rating.explain", anchors) }) : null;
  if (!rating) return h("div", { class: "rating", dataset: { rated: "0" } }, h("p", { class: "hint", text: t("rating.unrated") }), explain);
  const value = Math.round(rating.value);
  const points = rating.history.slice(-30).map((e) => e.r);
  const label = t("rating.chart", { game: title, count: points.length, values: points.map((r) => Math.round(r)).join(", ") });
  return h("div", { class: "rating", dataset: { rated: String(rating.rated), value: String(value) } },
    h("p", { class: "rating-value", text: t("rating.value", { rating: value }) }),
    points.length ? h("figure", { class: "rating-chart" }, ratingChart(points, anchors || {}, label)) : null,
    explain);
}

/** The rating's history as a line (oldest first) over the strengths whose anchors lie near it (dashed, named at the
 * left; a name too close to the one above it is left out). */
function ratingChart(points, anchors, label) {
  const width = 320;
  const height = 96;
  const left = 74; // the strengths' names
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const near = Object.entries(anchors).filter(([, r]) => Number.isFinite(r) && r >= lo - 120 && r <= hi + 120);
  let low = Math.min(lo, ...near.map(([, r]) => r)) - 10;
  let high = Math.max(hi, ...near.map(([, r]) => r)) + 10;
  if (high - low < 80) [low, high] = [(low + high) / 2 - 40, (low + high) / 2 + 40];
  const y = (r) => height - 6 - ((r - low) / (high - low)) * (height - 18);
  const x = (i) => (points.length < 2 ? (left + width) / 2 : left + (i * (width - left - 6)) / (points.length - 1));
  const named = [];
  for (const [level, r] of [...near].sort((a, b) => b[1] - a[1])) {
    if (named.every(([, other]) => Math.abs(y(other) - y(r)) >= 13)) named.push([level, r]);
  }
  return svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": label },
    ...near.map(([level, r]) => svg("line", { x1: left - 4, x2: width, y1: y(r).toFixed(1), y2: y(r).toFixed(1),
      class: `rating-anchor ${level}` })),
    ...named.map(([level, r]) => svg("text", { x: 0, y: (y(r) + 4).toFixed(1), class: "rating-anchor-label",
      text: t(`strength.${level}`) })),
    svg("polyline", { points: points.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(" "),
      class: "rating-line" }),
    ...points.map((r, i) => svg("circle", { cx: x(i).toFixed(1), cy: y(r).toFixed(1), r: 3, class: "rating-dot" })));
}

/** The dialog's body: a table and a chart per game that has counted matches, else a line saying there is none. */
export function renderStats() {
  const body = $("stats-body");
  const { data } = readStats();
  const sections = gameNames().map((name) => {
    const game = data.games[name];
    if (!game || !Object.keys(game.levels).length) return null;
    const title = gameTitle(name);
    const undone = Object.values(game.levels).reduce((sum, e) => sum + e.undone, 0);
    const hinted = Object.values(game.levels).reduce((sum, e) => sum + e.hinted, 0);
    return h("section", { class: "stats-game", dataset: { game: name } },
      h("h3", { text: title }), statsTable(title, game, name),
      undone ? h("p", { class: "hint stats-undone", text: t("stats.undo_used", { count: undone }) }) : null,
      hinted ? h("p", { class: "hint stats-hinted", text: t("stats.hint_used", { count: hinted }) }) : null,
      game.recent.length ? resultsChart(title, game.recent) : null,
      ratingPart(title, name, game.rating || null));
  }).filter(Boolean);
  body.replaceChildren(h("p", { class: "hint", text: t("stats.intro") }),
    ...(sections.length ? sections : [h("p", { class: "stats-empty", text: t("stats.empty") })]),
    h("p", { class: "hint keep-explain", id: "keep-explain", text: t("keep.explain") })); // issue 35: web/keep.js
}

/** Reset asks once more in place, as the menu's Abandon does. */
function askReset() {
  const row = $("stats-confirm");
  if (!row.hidden) return;
  const keep = () => { row.hidden = true; row.replaceChildren(); $("stats-reset").focus(); };
  row.replaceChildren(
    h("span", { text: t("stats.reset_confirm") }),
    h("button", { type: "button", class: "danger", id: "stats-reset-yes", onclick: () => {
      const ok = resetStats();
      keep();
      renderStats();
      $("stats-status").textContent = ok ? t("stats.reset_done") : t("stats.not_saved");
    } }, t("stats.reset_yes")),
    h("button", { type: "button", class: "quiet", onclick: keep }, t("stats.reset_no")));
  row.hidden = false;
  row.querySelector("button").focus();
}

export function openStatsDialog() {
  renderStats();
  $("stats-status").textContent = "";
  $("stats-confirm").hidden = true;
  $("stats-confirm").replaceChildren();
  const dialog = $("stats-dialog");
  dialog.showModal();
  $("stats-body").scrollTop = 0;
}

/** Wire the menu's Statistics button and the dialog's buttons. */
export function initStats() {
  $("show-stats").addEventListener("click", openStatsDialog);
  $("stats-close").addEventListener("click", () => closeDialog($("stats-dialog")));
  $("stats-reset").addEventListener("click", askReset);
}
