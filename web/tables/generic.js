// The fallback table for any game without its own module: the prompt, every legal action as a
// button (labels from the engine) and the log. A new game is playable here before it gets a layout.

import { h } from "../dom.js";

export function renderTable(root, view, ctx) {
  const inHand = new Set((Array.isArray(view.hand) ? view.hand : []).map((e) => e && e.card && e.action).filter(Boolean));
  const legal = (view.legal || []).filter((action) => !inHand.has(action.id));
  const score = view.score && typeof view.score.text === "string" ? view.score.text : "";
  root.replaceChildren(
    h("div", { class: "generic-table" },
      score ? h("p", { class: "score-line", text: score }) : null,
      h("p", { class: "prompt", text: view.prompt || "" }),
      ctx.statusEl,
      handList(view, ctx),
      h("div", { class: "actions", role: "group", "aria-label": ctx.t("table.actions") },
        legal.map((action) => h("button", { type: "button", class: "action", dataset: { action: action.id },
          onclick: () => ctx.onAction(action.id) }, action.label))),
      logPanel(view, ctx, true)));
}

/** The seat's own cards, when the view lists them as {card, name?, action, reason}: playable ones are
 * buttons, the others show the engine's reason (the shell never decides what is legal). */
function handList(view, ctx) {
  const hand = (Array.isArray(view.hand) ? view.hand : []).filter((e) => e && typeof e.card === "string");
  if (!hand.length) return null;
  return h("ul", { class: "generic-hand", "aria-label": ctx.t("table.your_hand") },
    hand.map((entry) => h("li", {},
      entry.action
        ? h("button", { type: "button", class: "action legal", dataset: { action: entry.action },
          onclick: () => ctx.onAction(entry.action) }, entry.name || entry.card)
        : h("span", { class: "card-text", title: entry.reason || "" }, entry.name || entry.card,
          entry.reason ? h("small", { class: "reason" }, ` (${entry.reason})`) : null))));
}

/** The game log as a list (the newest line last). */
export function logPanel(view, ctx, open = false) {
  const entries = view.log || [];
  return h("details", { class: "log-panel", "data-panel": "log", open: ctx.isOpen ? ctx.isOpen("log", open) : open },
    h("summary", {}, ctx.t("table.log")),
    h("ol", { class: "log" }, entries.map((e) => h("li", {}, e.text))));
}

/** What to show after a hand (null: this game has no hand results). */
export function handResult() {
  return null;
}

/** What to show at the end of the match. */
export function matchResult(view, ctx) {
  return { title: ctx.t("match_over.generic"), lines: [] };
}
