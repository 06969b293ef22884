// The frame every table draws its own part in (web/tables/*.js): the prompt, the status line, the buttons of the legal
// actions that use no card, the own hand's keyboard and screen-reader behaviour, the log and the side panels. A
// table module keeps only what is its own (its court, field or trick, its seats and score) and puts it in this frame.
// Everything shown comes from the view; no rule is decided here.

import { h } from "../dom.js";

/** The game's own part of a view, the court, field or trick its table module draws (`view.contract.table`, declared
 * in pygame_core/core/contract.py: Game.table_of). Every view has it, a seen-only replay's too (issue 32: the engine
 * keeps the contract in a seen-only record, and puts an older record's top-level copies in their place). */
export function tableOf(view) {
  const table = view.contract && view.contract.table;
  return table && typeof table === "object" ? table : {};
}

/** Draw a table: `build()` makes its whole tree; the keyboard focus stays where it was, or on the table
 * (rememberFocus / keepFocusInTable). */
export function drawTable(root, build) {
  const before = rememberFocus(root);
  root.replaceChildren(build());
  keepFocusInTable(root, before);
}

/**
 * The frame of a game's table, in this order: the game's own parts on top (`top`: its score, the other seats, its
 * court, field or trick), the prompt, the status line, the action bar (the legal actions that use no card), the
 * own hand (`hand`), then the side panels in a drawer (`side`: score sheet, log). `dataset`: more data attributes
 * of the table's root (Schnapsen: its deck). A table whose layout needs more may give:
 * `actions`, its own action bar in the frame's place (Striker: the picked card's start; Strand-Cup: a card's
 * choices); `after`, parts after the hand (Strand-Cup: the shouts); `main`, a class name: everything from `top` to
 * `after` then sits in one column of that class, with `head` (parts before it, Strand-Cup: its score bar) outside.
 */
export function tableFrame(view, ctx, { className, game, dataset = {}, head = [], main = null, top = [], actions = null,
  hand = null, after = [], side = [] }) {
  const column = [...top, promptLine(view), ctx.statusEl, actions || actionBar(view, ctx), hand, ...after];
  return h("div", { class: className, dataset: { game, ...dataset } }, // (web/terms.js looks for this game's terms)
    ...head,
    ...(main ? [h("div", { class: main }, ...column)] : column),
    ...sideDrawer(ctx, `${className}-side`, ...side));
}

/** The prompt: what this seat is asked to do, or who decides (the engine's sentence). */
export function promptLine(view) {
  return h("p", { class: "prompt", id: "prompt", text: view.prompt || "" });
}

/** The legal actions a card of the hand does not stand for (close the talon, draw, end the turn), as buttons. */
export function actionBar(view, ctx) {
  const buttons = (view.legal || []).filter((a) => a.kind !== "play").map((action) =>
    h("button", { type: "button", class: `action ${action.kind}`, dataset: { action: action.id },
      onclick: () => ctx.onAction(action.id) }, action.label));
  return h("div", { class: "actions", role: "group", "aria-label": ctx.t("table.actions") }, buttons);
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

// -- keyboard and screen-reader helpers ----------------------------------------------

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
