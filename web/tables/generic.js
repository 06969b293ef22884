// The fallback table for any game without its own module: the prompt, every legal action as a
// button (labels from the engine) and the log. A new game is playable here before it gets a layout.

import { h } from "../dom.js";

export function renderTable(root, view, ctx) {
  const legal = view.legal || [];
  root.replaceChildren(
    h("div", { class: "generic-table" },
      h("p", { class: "prompt", text: view.prompt || "" }),
      ctx.statusEl,
      h("div", { class: "actions", role: "group", "aria-label": ctx.t("table.actions") },
        legal.map((action) => h("button", { type: "button", class: "action", dataset: { action: action.id },
          onclick: () => ctx.onAction(action.id) }, action.label))),
      logPanel(view, ctx, true)));
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
