// The generic table: draws any game from the view contract every game's view has (`view.contract`, documented in
// pygame_core/core/contract.py): every seat with its name, what it shows and its score, whose turn, the prompt, the
// score line, this seat's hand (a click on a card takes the contract's `click` at once, and the card's other actions
// are buttons; a card without one opens its choices; one with none says why not, in the engine's words), the other
// legal actions as buttons, and the log. A new game is
// playable here to the end before it gets a table of its own; `?table=generic` draws any game with it. A game that
// declares its table in the shapes the contract names (`contract.table.parts`: a row of cards, a pile with a count, a
// marker on a seat, a track with positions; TABLE_PART_KINDS) has it drawn here too, live and in a seen-only replay.

import { h } from "../dom.js";
import { arrowKeysIn, describePlayable, drawTable, logPanel, promptLine } from "./frame.js";

let picked = null; // the card whose choices are open: {game, ply, card}

export function renderTable(root, view, ctx) {
  const contract = view.contract || {};
  const hand = Array.isArray(contract.hand) ? contract.hand.filter((e) => e && typeof e.card === "string") : [];
  // reached from a card: its click, else its choices (a click's card's other actions are buttons of their own)
  const fromHand = new Set(hand.flatMap((entry) => (entry.click ? [entry.click] : entry.actions || [])));
  const legal = (view.legal || []).filter((action) => !fromHand.has(action.id));
  const score = contract.score && typeof contract.score.text === "string" ? contract.score.text : "";
  if (picked && (picked.game !== view.game || picked.ply !== view.ply)) picked = null;
  drawTable(root, () => h("div", { class: "generic-table" },
      score ? h("p", { class: "score-line", text: score }) : null,
      seatList(view, contract),
      tableParts(contract),
      promptLine(view),
      ctx.statusEl,
      handList(view, hand, ctx, () => renderTable(root, view, ctx)),
      choices(view, hand, ctx),
      h("div", { class: "actions", role: "group", "aria-label": ctx.t("table.actions") },
        legal.map((action) => h("button", { type: "button", class: "action", dataset: { action: action.id },
          onclick: () => ctx.onAction(action.id) }, action.label))),
      logPanel(view, ctx, true)));
}

/** Every seat: its name, what it shows, its score; the seat whose turn it is marked (in words too: aria-current). */
function seatList(view, contract) {
  const seats = Array.isArray(contract.seats) ? contract.seats : [];
  if (!seats.length) return null;
  return h("ul", { class: "generic-seats" }, seats.map((info) => h("li", {
    class: info.seat === view.to_move ? "to-move" : null, "aria-current": info.seat === view.to_move ? "step" : null,
    dataset: { seat: String(info.seat) } },
  h("strong", { text: info.name }), ` · ${info.shows}`,
  typeof info.score === "number" ? h("span", { class: "seat-score", text: ` · ${info.score}` }) : null)));
}

/** The game's table in the shapes the generic table knows (contract.table.parts), each with its label; a part of
 * another kind is left out. Seats are named as contract.seats names them. */
function tableParts(contract) {
  const table = contract.table && typeof contract.table === "object" ? contract.table : {};
  const parts = Array.isArray(table.parts) ? table.parts.filter((part) => part && PART_DRAWERS[part.kind]) : [];
  if (!parts.length) return null;
  const seats = Array.isArray(contract.seats) ? contract.seats : [];
  const seatName = (seat) => (seats.find((info) => info.seat === seat) || { name: String(seat) }).name;
  return h("div", { class: "generic-parts" }, parts.map((part) =>
    h("section", { class: `generic-part part-${part.kind}`, "aria-label": part.label, dataset: { part: part.kind } },
      h("h3", { class: "part-label", text: part.label }), PART_DRAWERS[part.kind](part, seatName))));
}

/** How each kind of table part is drawn. */
const PART_DRAWERS = {
  row: (part) => h("ol", { class: "part-cards" }, (part.cards || []).map((name) => h("li", { class: "part-card", text: name }))),
  pile: (part) => h("p", { class: "part-pile" }, h("span", { class: "part-count", text: String(part.count) }),
    part.top ? h("span", { class: "part-top", text: ` · ${part.top}` }) : null),
  marker: (part, seatName) => h("p", { class: "part-marker", dataset: { seat: String(part.seat) },
    text: part.seat === null || part.seat === undefined ? "–" : seatName(part.seat) }),
  track: (part, seatName) => h("ol", { class: "part-track", dataset: { length: String(part.length) } },
    (part.positions || []).map((at, seat) => h("li", { dataset: { seat: String(seat), at: String(at) } },
      h("span", { class: "part-seat", text: seatName(seat) }),
      h("meter", { min: "0", max: String(part.length), value: String(at) }),
      h("span", { class: "part-at", text: `${at}/${part.length}` })))),
};

/** The seat's own cards: each a button; playable ones marked legal, the others say why not (the engine's reason). */
function handList(view, hand, ctx, rerender) {
  if (!hand.length) return null;
  return arrowKeysIn(h("div", { class: "generic-hand", role: "group", "aria-label": ctx.t("table.your_hand") },
    hand.map((entry) => {
      const playable = entry.actions.length > 0;
      const button = h("button", { type: "button", class: `card-button ${playable ? "legal" : "illegal"}`,
        dataset: { card: entry.card, focusKey: `card:${entry.card}`, ...(entry.click ? { action: entry.click } : {}) },
        "aria-pressed": playable && !entry.click ? String(Boolean(picked && picked.card === entry.card)) : null,
        onclick: () => clickCard(view, entry, ctx, rerender) }, entry.name);
      describePlayable(button, playable, entry.reason, ctx);
      return button;
    })));
}

function clickCard(view, entry, ctx, rerender) {
  if (!entry.actions.length) {
    ctx.onIllegal({ card: entry.card, reason: entry.reason });
    return;
  }
  if (entry.click) {
    ctx.onAction(entry.click);
    return;
  }
  picked = picked && picked.card === entry.card ? null : { game: view.game, ply: view.ply, card: entry.card };
  rerender();
  const first = document.querySelector(".generic-table .card-choice");
  if (first) first.focus();
}

/** The choices of the picked card: one button per legal action that uses it, with the engine's label. */
function choices(view, hand, ctx) {
  const entry = picked && hand.find((e) => e.card === picked.card);
  if (!entry) return null;
  const labels = new Map((view.legal || []).map((action) => [action.id, action.label]));
  return h("div", { class: "actions card-choices", role: "group", "aria-label": entry.name },
    entry.actions.map((id) => h("button", { type: "button", class: "action card-choice", dataset: { action: id },
      onclick: () => { picked = null; ctx.onAction(id); } }, labels.get(id) || id)));
}

/** What to show after a hand (null: this game has no hand results). */
export function handResult() {
  return null;
}

/** What to show at the end of the match: the engine's last prompt and the score. */
export function matchResult(view, ctx) {
  const score = view.contract && view.contract.score ? view.contract.score.text : "";
  return { title: ctx.t("match_over.generic"), lines: [view.prompt || "", score].filter(Boolean) };
}
