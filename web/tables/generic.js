// The generic table: draws any game from the view contract every game's view has (`view.contract`, documented in
// pygame_core/core/contract.py): every seat with its name, what it shows and its score, whose turn, the prompt, the
// score line, this seat's hand (a card with one legal action plays it, one with several opens its choices, one
// with none says why not, in the engine's words), the other legal actions as buttons, and the log. A new game is
// playable here to the end before it gets a table of its own; `?table=generic` draws any game with it.

import { h } from "../dom.js";

let picked = null; // the card whose choices are open: {game, ply, card}

export function renderTable(root, view, ctx) {
  const before = rememberFocus(root);
  const contract = view.contract || {};
  const hand = Array.isArray(contract.hand) ? contract.hand.filter((e) => e && typeof e.card === "string") : [];
  const fromHand = new Set(hand.flatMap((entry) => entry.actions || []));
  const legal = (view.legal || []).filter((action) => !fromHand.has(action.id));
  const score = contract.score && typeof contract.score.text === "string" ? contract.score.text : "";
  if (picked && (picked.game !== view.game || picked.ply !== view.ply)) picked = null;
  root.replaceChildren(
    h("div", { class: "generic-table" },
      score ? h("p", { class: "score-line", text: score }) : null,
      seatList(view, contract, ctx),
      h("p", { class: "prompt", id: "prompt", text: view.prompt || "" }),
      ctx.statusEl,
      handList(view, hand, ctx, () => renderTable(root, view, ctx)),
      choices(view, hand, ctx),
      h("div", { class: "actions", role: "group", "aria-label": ctx.t("table.actions") },
        legal.map((action) => h("button", { type: "button", class: "action", dataset: { action: action.id },
          onclick: () => ctx.onAction(action.id) }, action.label))),
      logPanel(view, ctx, true)));
  keepFocusInTable(root, before);
}

/** Every seat: its name, what it shows, its score; the seat whose turn it is marked (in words too: aria-current). */
function seatList(view, contract, ctx) {
  const seats = Array.isArray(contract.seats) ? contract.seats : [];
  if (!seats.length) return null;
  return h("ul", { class: "generic-seats" }, seats.map((info) => h("li", {
    class: info.seat === view.to_move ? "to-move" : null, "aria-current": info.seat === view.to_move ? "step" : null,
    dataset: { seat: String(info.seat) } },
  h("strong", { text: info.name }), ` · ${info.shows}`,
  typeof info.score === "number" ? h("span", { class: "seat-score", text: ` · ${info.score}` }) : null)));
}

/** The seat's own cards: each a button; playable ones marked legal, the others say why not (the engine's reason). */
function handList(view, hand, ctx, rerender) {
  if (!hand.length) return null;
  return arrowKeysIn(h("div", { class: "generic-hand", role: "group", "aria-label": ctx.t("table.your_hand") },
    hand.map((entry) => {
      const playable = entry.actions.length > 0;
      const button = h("button", { type: "button", class: `card-button ${playable ? "legal" : "illegal"}`,
        dataset: { card: entry.card, focusKey: `card:${entry.card}`, ...(entry.actions.length === 1 ? { action: entry.actions[0] } : {}) },
        "aria-pressed": entry.actions.length > 1 ? String(Boolean(picked && picked.card === entry.card)) : null,
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
  if (entry.actions.length === 1) {
    ctx.onAction(entry.actions[0]);
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

/** The game log as a list (the newest line last). */
export function logPanel(view, ctx, open = false) {
  const entries = view.log || [];
  return h("details", { class: "log-panel", "data-panel": "log", open: ctx.isOpen ? ctx.isOpen("log", open) : open },
    h("summary", { dataset: { focusKey: "panel:log" } }, ctx.t("table.log")),
    scrollable(h("ol", { class: "log" }, entries.map((e) => h("li", {}, e.text))), ctx.t("table.log")));
}

/** A region that may scroll (a log, a strip of cards): reachable by keyboard, so its overflow can be read. */
export function scrollable(node, label) {
  node.tabIndex = 0;
  node.dataset.scrollRegion = ""; // no control: web/terms.js still marks the terms inside
  if (label && !node.hasAttribute("aria-label")) node.setAttribute("aria-label", label);
  return node;
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

// -- keyboard and screen-reader helpers shared by the tables ----------------------------------------------

/** Say in words whether a card of the hand can be played now (and why not), not by colour alone: the
 * button's accessible description, read after its name. */
export function describePlayable(button, playable, reason, ctx) {
  const state = ctx.t(playable ? "a11y.playable" : "a11y.not_playable");
  button.setAttribute("aria-description", !playable && reason ? `${state}: ${reason}` : state);
}

/** Where the keyboard focus is under `root` before a redraw: its focus key (as session.js reads it) and, for a card,
 * its place in the hand. */
export function rememberFocus(root) {
  const active = document.activeElement;
  if (!active || active === root || !root.contains(active)) return null;
  const key = active.dataset.focusKey || active.dataset.action;
  if (!key) return null;
  return { key, index: [...root.querySelectorAll(".card-button")].indexOf(active) };
}

/** After a redraw: when the focused control is gone (the card just played) and session.js would find neither a legal
 * card nor a choice to focus (the computer moves next), hand its focus key to the card now at that place in the
 * hand, else to the prompt, so the focus stays on the table instead of falling back to the page's top. */
export function keepFocusInTable(root, before) {
  if (!before) return;
  const same = `[data-focus-key="${CSS.escape(before.key)}"], [data-action="${CSS.escape(before.key)}"]`;
  if (root.querySelector(same) || root.querySelector(".card-button.legal") || root.querySelector("button.action")) return;
  const cards = [...root.querySelectorAll(".card-button")];
  const target = cards.length ? cards[Math.min(Math.max(before.index, 0), cards.length - 1)] : root.querySelector("#prompt");
  if (!target) return;
  if (!target.matches("button, [tabindex]")) target.tabIndex = -1;
  target.dataset.focusKey = before.key;
}

/** Arrow keys move between the cards of a hand (Home / End: the first / last card); Tab still walks them all. */
export function arrowKeysIn(group) {
  group.addEventListener("keydown", (event) => {
    const steps = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    const cards = [...group.querySelectorAll(".card-button")];
    const at = cards.indexOf(document.activeElement);
    if (at < 0 || !cards.length) return;
    let next = null;
    if (event.key in steps) next = cards[(at + steps[event.key] + cards.length) % cards.length];
    else if (event.key === "Home") next = cards[0];
    else if (event.key === "End") next = cards[cards.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  return group;
}

// -- the side panels (log, score sheet) --------------------------------------------------------------------

/** Whether the side drawer is open (kept across redraws of the table). */
let drawerOpen = false;

/**
 * The side panels as one region: a column beside the table on a wide screen; on a narrow one (styles.css) a drawer
 * over the table's right edge, opened and closed by a button (Escape closes it too; the focus goes into the drawer
 * and back to its button). Answers [the button, the region]: both go into the table's grid.
 */
export function sideDrawer(ctx, className, ...children) {
  const panel = h("div", { class: `${className} table-side${drawerOpen ? " open" : ""}`, id: "table-side", role: "region",
    "aria-label": ctx.t("table.panels") });
  const toggle = h("button", { type: "button", class: "quiet drawer-toggle", "aria-controls": "table-side",
    "aria-expanded": String(drawerOpen), dataset: { focusKey: "drawer:toggle" }, onclick: () => setOpen(!drawerOpen) },
  h("span", { "aria-hidden": "true", class: "drawer-icon", text: "☰" }), h("span", { class: "drawer-word", text: ctx.t("table.panels") }));
  const close = h("button", { type: "button", class: "quiet drawer-close", dataset: { focusKey: "drawer:close" },
    onclick: () => setOpen(false) }, ctx.t("dialog.close"));
  panel.append(close, ...children.flat().filter(Boolean));
  panel.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !drawerOpen) return;
    event.preventDefault();
    setOpen(false);
  });
  function setOpen(open) {
    drawerOpen = open;
    panel.classList.toggle("open", open);
    toggle.setAttribute("aria-expanded", String(open));
    (open ? close : toggle).focus();
  }
  return [toggle, panel];
}
