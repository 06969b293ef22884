// The review of a match (issue 21): the replay viewer shows the match while the engine reviews the person's
// decisions one at a time (bridge `review` with start/count: a part per call, so the worker answers the viewer's
// steps in between and the page stays responsive). A progress bar shows how far it is; the list puts the costliest
// decisions first, marked, and each entry steps the viewer to that decision and says why the computer's choice.
// No rule is here: the decisions, the better choice, its cost and its reason are the engine's.

import { h } from "./dom.js";

/** Decisions whose cost is above this share of the largest are marked as the costly ones (at most MARKED). */
const MARKED = 3;

/**
 * Review `save` for `seat` beside `viewer` (a ReplayViewer of the same match).
 * @param {object} viewer the replay viewer (its `section`, `events` and `show(step)`)
 * @param {{call: Function, t: Function, save: object, seat: number}} options
 * @returns {Promise<object[]>} the reviewed decisions (when done or stopped)
 */
export async function runReview(viewer, { call, t, save, seat }) {
  const progress = h("progress", { class: "review-progress", max: 1, value: 0, "aria-label": t("review.title") });
  const status = h("p", { class: "review-status", role: "status" });
  const why = h("p", { class: "review-why", "aria-live": "polite" });
  const list = h("ol", { class: "review-list" });
  const panel = h("section", { class: "review-panel", "aria-label": t("review.title") },
    h("h3", { text: t("review.title") }), progress, status, list, why);
  viewer.section.insertBefore(panel, viewer.events);
  const found = [];
  let chosen = null;
  const draw = () => {
    const order = [...found].sort((a, b) => b.loss - a.loss || a.ply - b.ply);
    const costly = new Set(order.filter((d) => d.loss > 0).slice(0, MARKED));
    list.replaceChildren(...order.map((d) => {
      const params = { step: d.ply, chosen: d.chosen_label, best: d.best_label, loss: d.loss, unit: d.unit };
      const text = d.chosen === d.best ? t("review.good", params) : t("review.item", params);
      return h("li", { class: costly.has(d) ? "costly" : "" },
        h("button", { type: "button", class: "review-step", dataset: { ply: d.ply, loss: d.loss },
          "aria-pressed": chosen === d ? "true" : "false", onclick: () => pick(d) }, text));
    }));
  };
  const pick = async (d) => {
    chosen = d;
    why.textContent = d.text;
    draw();
    await viewer.show(d.ply); // the position where the decision was made
  };
  const loaded = await call({ cmd: "load", save, view_seat: seat });
  if (!loaded.ok) {
    status.textContent = loaded.error.message;
    return found;
  }
  try {
    let next = 0;
    while (next !== null && panel.isConnected) {
      const part = await call({ cmd: "review", id: loaded.id, seat, start: next, count: 1 });
      if (!part.ok) {
        status.textContent = part.error.message;
        return found;
      }
      found.push(...part.decisions.map((d) => ({ ...d, unit: part.unit })));
      progress.max = Math.max(1, part.total);
      progress.value = found.length;
      status.textContent = !part.total ? t("review.none")
        : part.next === null ? t("review.done", { total: part.total })
          : t("review.progress", { done: found.length, total: part.total });
      draw();
      next = part.next;
    }
  } finally {
    call({ cmd: "close", id: loaded.id }).catch(() => { /* already gone */ });
  }
  panel.dataset.done = "1";
  const worst = [...found].sort((a, b) => b.loss - a.loss)[0];
  if (worst && worst.loss > 0 && !chosen && panel.isConnected) await pick(worst); // opens at the costliest decision
  return found;
}
