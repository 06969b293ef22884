// The Strand-Cup table: the court with every team (players, score cards, the Aufschlag card and its arrow),
// the net with the ball's net score, the chain of cards played this rally left to right, the dice as dice,
// the rally in words, and the own hand. A card with one legal use plays on a click; a card with several
// (serve or roll, keep the ball or send it over, which team to aim at) opens its choices; a card that
// cannot be used shows the engine's reason. Everything shown comes from the view's shared fields and its contract
// (the hand: view.contract.hand; the court: view.contract.table, frame.js tableOf), every card as printed from the
// games' catalogue (web/games.js catalogueOf); no rule is decided here.

import { h, svg } from "../dom.js";
import { court } from "./strandcup_court.js";
import { nameByContent } from "../cards.js";
import { catalogueOf } from "../games.js";
import { arrowKeysIn, describePlayable, drawTable, logPanel, scrollable, tableFrame, tableOf } from "./frame.js";

const VALUES = ["annahme", "aufbau", "stellen", "abschluss"];

/** The card chosen to open its choices: {ply, seat, card}; forgotten as soon as the game moves on. */
let selected = null;

export function renderTable(root, view, ctx) {
  const deck = deckIndex(view.game);
  const rerender = () => {
    renderTable(root, view, ctx);
    for (const log of root.querySelectorAll(".log")) log.scrollTop = log.scrollHeight;
  };
  if (selected && (selected.ply !== view.ply || selected.seat !== view.seat)) selected = null;
  drawTable(root, () => tableFrame(view, ctx, { className: "sc", game: "strandcup",
    head: [scoreBar(view, ctx)],
    main: "sc-main",
    top: [court(view, ctx, chainStrip(view, ctx, deck))], // the court's picture with the rally's chain on it (./strandcup_court.js)
    actions: choices(view, ctx, rerender),
    hand: handArea(view, ctx, deck, rerender),
    after: [shoutRow(view, ctx)],
    side: [rallyWords(view, ctx), ralliesSheet(view, ctx), logPanel(view, ctx, false)] }));
  keepTheRallyInSight(root);
  for (const strip of root.querySelectorAll(".sc-chain-wrap")) {
    // older cards out of sight to the left: the strip's left edge fades, so a cut card reads as "scroll for more"
    const edge = () => strip.classList.toggle("more-left", strip.scrollLeft > 1);
    edge();
    strip.addEventListener("scroll", edge, { passive: true });
  }
  shownIn = root;
  if (!resizeWatched) {
    resizeWatched = true;
    // a tablet turned, a window resized: the chain's height and the newest card's place change with the width
    window.addEventListener("resize", () => { if (shownIn && shownIn.isConnected) keepTheRallyInSight(shownIn); });
  }
}

/** The table the court was last drawn in, and whether a resize of the window lays it out again. */
let shownIn = null;
let resizeWatched = false;

/** The court's height for its chain, the net in the middle of a sand too short for every team, the newest card of
 * the chain in sight; after each drawing and after the window's size changed. */
function keepTheRallyInSight(root) {
  // a sand too short for every team (a phone's frame with the lesson's box, 8 players): the net in its middle, so the
  // ball's net score and a row of each side stay in sight (issue 34, build 3)
  for (const sand of root.querySelectorAll(".sc-sand")) {
    // the court gives way down to the chain's height and a line of the sand, never over the chain (strandcup.css)
    const strip = sand.parentElement.querySelector(".sc-chain-wrap");
    if (strip) sand.parentElement.style.setProperty("--sc-chain-h", `${strip.offsetHeight}px`);
    const netRow = sand.querySelector(".sc-net");
    if (netRow && sand.scrollHeight > sand.clientHeight + 1) {
      sand.scrollTop = Math.max(0, netRow.offsetTop - (sand.clientHeight - netRow.offsetHeight) / 2);
    }
  }
  for (const strip of root.querySelectorAll(".sc-chain-wrap")) strip.scrollLeft = strip.scrollWidth; // newest card in sight
}

// -- small pieces ------------------------------------------------------------------------------------

/** This table reads every card as printed from the games' list (web/games.js catalogueOf), not from the view. */
export const usesCatalogue = true;

/** Every card as printed, by id (its sort, values and names in the page's language). */
function deckIndex(game) {
  const index = new Map();
  for (const card of Object.values(catalogueOf(game))) index.set(card.id, card);
  return index;
}

/** A card of the own hand (a contract.hand entry) as printed; a card the catalogue does not know (a replay from
 * elsewhere) shows its id and name only. */
function printed(entry, deck) {
  return deck.get(entry.card) || { id: entry.card, name: entry.name };
}

/** The own hand: the contract's entries ({card, name, actions, reason}). */
function handOf(view) {
  return (view.contract && view.contract.hand) || [];
}

function teamName(view, team) {
  const info = (tableOf(view).teams || [])[team];
  return info ? info.name : "";
}

/** The short label of a card value ("An" for Annahme): the full term is the title and the accessible name. */
function shortTerm(term) {
  return term.slice(0, 2);
}

/** A Strand-Cup card's face: its sort in words, coloured by sort, and its four values when it has them. */
function cardFace(card, view) {
  const terms = tableOf(view).terms || {};
  const face = h("span", { class: "sc-face", "aria-hidden": "true" },
    h("span", { class: "sc-kind", text: card.kind_name || card.id }),
    // the German name's plain meaning under it (the engine's words; none in German)
    card.meaning ? h("span", { class: "sc-meaning", text: card.meaning }) : null);
  if (card.annahme !== undefined) {
    // the short labels (An, Au, ...) have their full term as title; their glossary entries mark the legend only
    face.append(h("span", { class: "sc-values", dataset: { termsSkip: "" } }, VALUES.map((key) =>
      h("span", { class: `sc-value sc-${key}`, title: terms[key] || key },
        h("span", { class: "sc-term", text: shortTerm(terms[key] || key) }),
        h("b", { text: String(card[key]) })))));
  } else {
    face.append(h("span", { class: "sc-special-mark", text: card.kind_name ? card.kind_name.slice(0, 1) : "" }));
  }
  return face;
}

function cardTile(card, view, extraClass = "") {
  return h("div", { class: `sc-card kind-${card.kind} ${card.killer ? "killer" : ""} ${extraClass}`.trim(),
    role: "img", "aria-label": card.name || card.id, dataset: { card: card.id } }, cardFace(card, view));
}

// -- the score cards and the Aufschlag card ---------------------------------------------------------------

function scoreBar(view, ctx) {
  const table = tableOf(view);
  const teams = table.teams || [];
  const sets = (view.options || {}).sets_to_win > 1;
  return h("div", { class: "sc-scorebar" },
    h("span", { class: "sc-set", text: ctx.t("strandcup.set_no", { number: table.set_no }) }),
    h("span", { class: "sc-rally", text: ctx.t("strandcup.rally_no", { number: table.rally_no }) }),
    h("ul", { class: "sc-scores", "aria-label": ctx.t("strandcup.points") }, teams.map((team, index) =>
      h("li", { class: `sc-score team-${index}`,
        "aria-label": ctx.t("strandcup.team_side", { team: team.name, points: team.score, sets: team.sets }) },
        h("span", { class: "sc-letter", "aria-hidden": "true", text: team.letter }),
        h("b", { class: "sc-points", "aria-hidden": "true", text: String(team.score) }),
        sets ? h("span", { class: "sc-sets", "aria-hidden": "true", text: `(${team.sets})` }) : null))),
    aufschlagCard(view, ctx),
    h("span", { class: "sc-piles", dataset: { motionOrigin: "deck" } },
      h("span", { text: ctx.tn("strandcup.stock", table.stock_count) }),
      h("span", { text: ctx.tn("strandcup.discard", (table.discard || []).length) })));
}

function aufschlagCard(view, ctx) {
  const table = tableOf(view);
  const team = table.serving_team;
  const arrow = table.arrow;
  const label = [ctx.t("strandcup.aufschlag", { team: teamName(view, team) }),
    ctx.t("strandcup.serves", { name: ctx.playerName(table.server) }),
    arrow !== null && arrow !== undefined ? ctx.t("strandcup.arrow", { name: ctx.playerName(arrow) }) : ""]
    .filter(Boolean).join(". ");
  return h("div", { class: `sc-aufschlag team-${team}`, role: "img", "aria-label": label, title: label },
    h("span", { class: "sc-auf-title", "aria-hidden": "true", text: `${((table.teams || [])[team] || {}).letter || ""} · ${ctx.playerName(table.server)}` }),
    arrow !== null && arrow !== undefined
      ? h("span", { class: "sc-arrow", "aria-hidden": "true" }, arrowIcon(), ctx.playerName(arrow)) : null);
}

function arrowIcon() {
  const icon = svg("svg", { viewBox: "0 0 20 10", class: "sc-arrow-icon", "aria-hidden": "true", focusable: "false" });
  icon.append(svg("path", { d: "M1 5H15M11 1 17 5 11 9", class: "sc-arrow-line" }));
  return icon;
}

// -- the chain of cards this rally --------------------------------------------------------------------------

function chainStrip(view, ctx, deck) {
  const table = tableOf(view);
  const steps = table.steps || [];
  const list = h("ol", { class: "sc-chain", "aria-label": ctx.t("strandcup.chain") });
  // how the last rally ended (the engine's words) fills the strip until the new rally's first card: never beside the
  // current rally's cards (issue 34, build 3); the rally sheet and the log keep it
  const last = table.last_rally;
  if (last && !view.over && last.set === table.set_no && !steps.length) {
    list.append(h("li", { class: `sc-last-rally team-${last.winner}`, dataset: { rally: String(last.rally) } },
      h("b", { class: "sc-last-text", text: last.text }),
      h("span", { class: "sc-last-why", text: last.why })));
  }
  if (!steps.length && !list.childNodes.length) list.append(h("li", { class: "sc-chain-empty", text: ctx.t("strandcup.chain_empty") }));
  steps.forEach((step) => {
    const card = step.card ? deck.get(step.card) : null;
    const words = ctx.t("strandcup.step", { name: ctx.playerName(step.seat), card: card ? card.name : "", role: step.role_name });
    const netText = step.net !== undefined && step.net !== null ? ctx.t("strandcup.step_net", { net: step.net }) : "";
    list.append(h("li", { class: `sc-step team-${step.team} role-${step.role}`, "aria-label": [words, netText].filter(Boolean).join(", ") },
      card ? withOrigin(cardTile(card, view, "small"), `seat:${step.seat}`) : h("span", { class: "sc-step-mark", "aria-hidden": "true", text: step.role_name }),
      h("span", { class: "sc-step-who", "aria-hidden": "true" }, h("span", { class: "sc-step-name", text: ctx.playerName(step.seat) }),
        h("span", { class: "sc-step-role", text: ` · ${step.role_name}` })),
      netText ? h("b", { class: "sc-step-net", "aria-hidden": "true", text: netText }) : null));
  });
  return scrollable(h("section", { class: "sc-chain-wrap", "aria-label": ctx.t("strandcup.chain") }, list));
}

/** A card that travels from `from` when it first appears (web/motion.js). */
function withOrigin(node, from) {
  node.dataset.motionFrom = from;
  return node;
}

// -- what the person can do ----------------------------------------------------------------------------------

function legalById(view) {
  const index = new Map();
  for (const action of view.legal || []) index.set(action.id, action);
  return index;
}

function actionButton(action, ctx, extraClass = "") {
  return h("button", { type: "button", class: `action ${action.kind} ${extraClass}`.trim(), dataset: { action: action.id },
    onclick: () => { selected = null; ctx.onAction(action.id); } }, action.label);
}

/** The selected card's choices, or the choices that use no card of the hand (pass, go for the ball, don't block). */
function choices(view, ctx, rerender) {
  const legal = legalById(view);
  const group = h("div", { class: "actions sc-actions", role: "group", "aria-label": ctx.t("table.actions") });
  const entry = selected && handOf(view).find((card) => card.card === selected.card);
  if (entry && entry.actions.length > 1) {
    group.setAttribute("aria-label", ctx.t("strandcup.choose", { card: entry.name }));
    group.append(h("span", { class: "sc-choose", text: ctx.t("strandcup.choose", { card: entry.name }) }));
    entry.actions.forEach((id) => { if (legal.has(id)) group.append(actionButton(legal.get(id), ctx, "card-choice")); });
    group.append(h("button", { type: "button", class: "quiet sc-back", dataset: { focusKey: "sc-back" },
      onclick: () => {
        const card = selected && selected.card;
        selected = null;
        rerender();
        // back to the card whose choices were open, so the keyboard focus does not fall to the page's top
        const again = card && document.querySelector(`.sc-hand [data-focus-key="card:${CSS.escape(card)}"]`);
        if (again) again.focus();
      } }, ctx.t("strandcup.back")));
    return group;
  }
  const inHand = new Set(handOf(view).map((card) => card.card));
  for (const action of view.legal || []) {
    if (action.kind === "shout" || (action.cards || []).some((card) => inHand.has(card))) continue;
    group.append(actionButton(action, ctx));
  }
  return group;
}

function handArea(view, ctx, deck, rerender) {
  const myTurn = view.to_move === view.seat && !view.over;
  const fan = h("div", { class: "sc-hand", role: "group", "aria-label": ctx.t("table.your_hand") });
  handOf(view).forEach((entry) => {
    const card = printed(entry, deck);
    const playable = myTurn && entry.actions.length > 0;
    const many = entry.actions.length > 1;
    const chosen = selected && selected.card === entry.card;
    const button = h("button", { type: "button",
      class: `sc-card card-button kind-${card.kind} ${card.killer ? "killer" : ""} ${playable ? "legal" : "illegal"} ${chosen ? "chosen" : ""}`,
      "aria-disabled": playable ? "false" : "true",
      "aria-pressed": many && playable ? String(Boolean(chosen)) : null,
      title: playable ? entry.name : (entry.reason || entry.name),
      dataset: { card: entry.card, focusKey: `card:${entry.card}`, motionFrom: "deck" } }, cardFace(card, view));
    nameByContent(button, entry.name);
    describePlayable(button, playable, entry.reason, ctx);
    button.addEventListener("click", () => {
      if (!playable) { ctx.onIllegal({ card: entry.card, reason: entry.reason }); return; }
      if (!many) { selected = null; ctx.onAction(entry.actions[0]); return; }
      selected = chosen ? null : { ply: view.ply, seat: view.seat, card: entry.card };
      rerender();
      const first = document.querySelector(".sc-actions .card-choice");
      if (first && selected) first.focus();
      else if (!selected) document.querySelector(`.sc-hand [data-focus-key="card:${CSS.escape(entry.card)}"]`)?.focus();
    });
    fan.append(button);
  });
  // the short labels on the cards explained in the page's language; the German terms stay as names (web/terms.js
  // marks them with their meaning)
  const terms = tableOf(view).terms || {};
  const values = VALUES.filter((key) => terms[key]).map((key) => ctx.t("strandcup.legend_value",
    { short: shortTerm(terms[key]), term: terms[key], meaning: ctx.t(`strandcup.meaning.${key}`) })).join(" · ");
  return h("section", { class: "sc-own", "aria-label": ctx.t("table.your_hand") },
    arrowKeysIn(fan), values ? h("p", { class: "sc-legend", dataset: { termsQuiet: "" }, text: ctx.t("strandcup.legend", { values }) }) : null);
}

/** The shouts of the fixed menu (free, one per decision): folded away, as they are seldom needed. */
function shoutRow(view, ctx) {
  const shouts = (view.legal || []).filter((action) => action.kind === "shout");
  if (!shouts.length) return null;
  return h("details", { class: "sc-shouts", "data-panel": "sc-shouts", open: ctx.isOpen("sc-shouts", false) },
    h("summary", { dataset: { focusKey: "panel:sc-shouts" } }, ctx.t("strandcup.shouts")),
    h("div", { class: "sc-shout-buttons", role: "group", "aria-label": ctx.t("strandcup.shouts") },
      shouts.map((action) => actionButton(action, ctx, "quiet"))));
}

// -- the rally in words and the finished rallies ----------------------------------------------------------

/** The log lines of this rally (and of the one before while this one has barely begun). */
function rallyLines(view) {
  const log = view.log || [];
  const starts = log.map((entry, index) => (entry.type === "rally" ? index : -1)).filter((index) => index >= 0);
  if (!starts.length) return log;
  let from = starts[starts.length - 1];
  if (log.length - from < 3 && starts.length > 1) from = starts[starts.length - 2];
  return log.slice(from);
}

function rallyWords(view, ctx) {
  return h("section", { class: "sc-words", "aria-label": ctx.t("strandcup.rally_log") },
    h("h2", { class: "sc-words-title", text: ctx.t("strandcup.rally_log") }),
    scrollable(h("ol", { class: "log sc-rally-log" }, rallyLines(view).map((entry) => h("li", {}, entry.text))),
      ctx.t("strandcup.rally_log")));
}

function ralliesTable(view, ctx) {
  const rallies = tableOf(view).rallies || [];
  if (!rallies.length) return h("p", { class: "sheet-empty", text: ctx.t("strandcup.no_rallies") });
  return h("table", { class: "sheet sc-rallies" },
    h("thead", {}, h("tr", {},
      h("th", { scope: "col", text: ctx.t("strandcup.col_rally") }),
      h("th", { scope: "col", text: ctx.t("strandcup.col_server") }),
      h("th", { scope: "col", text: ctx.t("strandcup.col_winner") }),
      h("th", { scope: "col", text: ctx.t("strandcup.col_score") }))),
    h("tbody", {}, rallies.map((rally) => h("tr", { class: rally.scored ? "scored" : "" },
      h("td", { text: String(rally.rally) }),
      h("td", { text: ctx.playerName(rally.server) }),
      h("td", { text: teamName(view, rally.winner) }),
      h("td", { text: rally.score.join(":") })))));
}

function ralliesSheet(view, ctx) {
  return h("details", { class: "sheet-panel", "data-panel": "sc-rallies", open: ctx.isOpen("sc-rallies", false) },
    h("summary", { dataset: { focusKey: "panel:sc-rallies" } }, ctx.t("strandcup.rallies")), ralliesTable(view, ctx));
}

// -- results -------------------------------------------------------------------------------------------------

/** After a set that did not end the match: who won it, before the next set begins. */
export function handResult(view, ctx) {
  const table = tableOf(view);
  const rallies = table.rallies || [];
  const last = rallies[rallies.length - 1];
  if (!last || view.over || last.set >= table.set_no || (table.steps || []).length) return null;
  const number = last.set;
  return { key: `set${number}`, title: ctx.t("strandcup.set_over", { number }),
    lines: [ctx.t("strandcup.set_result", { team: teamName(view, last.winner), number, score: last.score.join(":") })] };
}

/** The match-end screen: the winning team, the sets and the finished rallies. */
export function matchResult(view, ctx) {
  const table = tableOf(view);
  const teams = table.teams || [];
  const rallies = table.rallies || [];
  const last = rallies[rallies.length - 1];
  const lines = [view.prompt || "", ctx.t("strandcup.final_sets", { sets: teams.map((team) => team.sets).join(":") })];
  if (last) lines.push(ctx.t("strandcup.set_result", { team: teamName(view, last.winner), number: last.set, score: last.score.join(":") }));
  return { title: ctx.t("strandcup.match_over"), lines,
    sheet: h("details", { class: "sheet-panel" }, h("summary", {}, ctx.t("strandcup.rallies")), ralliesTable(view, ctx)) };
}
