// The review of a match (issues 21 and 34, like lichess's "learn from your mistakes"): the replay viewer shows the
// match while the engine reviews the person's decisions one at a time (bridge `review` with start/count: a part per
// call, so the worker answers the viewer's steps in between). Only the decisions the engine marks `costly` (a loss
// clearly above the estimate's noise) are listed, each with the engine's verdict in the game's words. Picking one
// shows its position with the chosen card marked and asks "Try again" (bridge `review_try` judges the move by the
// review's loss) before "Show the answer" marks the better card and says why. A small SVG line shows the value of
// each of the person's moves over the match. No rule is here: every number and word is the engine's.

import { h } from "./dom.js";
import { hintTargets } from "./hint.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

/** Mark the card or button of action `id` on `root` with `cls` and a small word (`label`), clearing older marks. */
function mark(root, id, cls, label) {
  for (const old of root.querySelectorAll(`.${cls}`)) {
    old.classList.remove(cls);
    old.removeAttribute("data-review-mark");
  }
  const targets = hintTargets(root, id);
  for (const node of targets) node.classList.add(cls);
  // one label per move (two alike cards stand for one move), the better's a line above the chosen's (issue 34:
  // on a phone's fanned hand the two labels overlapped and cut each other)
  if (targets[0]) targets[0].setAttribute("data-review-mark", label);
  if (targets[0]) targets[0].scrollIntoView({ block: "nearest", inline: "nearest" });
  return targets.length;
}

/** The evaluation line: one point per reviewed decision (the value of the chosen move), costly ones red. */
function graph(found, t, onPick) {
  const width = 300;
  const height = 60;
  const values = found.map((d) => d.chosen_value);
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const x = (i) => (found.length < 2 ? width / 2 : 6 + (i * (width - 12)) / (found.length - 1));
  const y = (v) => height - 6 - ((v - lo) * (height - 12)) / (hi - lo || 1);
  const line = found.map((d, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(d.chosen_value).toFixed(1)}`).join(" ");
  const dots = found.map((d, i) => {
    const dot = svg("circle", { cx: x(i).toFixed(1), cy: y(d.chosen_value).toFixed(1), r: d.costly ? 4 : 2.5,
      class: d.costly ? "review-dot costly" : "review-dot" }, svg("title", {}, d.verdict));
    if (d.costly) dot.addEventListener("click", () => onPick(d));
    return dot;
  });
  return svg("svg", { class: "review-graph", viewBox: `0 0 ${width} ${height}`, role: "img",
    "aria-label": t("review.graph") }, svg("title", {}, t("review.graph")), svg("path", { d: line, class: "review-line" }),
  ...dots);
}

/**
 * Review `save` for `seat` beside `viewer` (a ReplayViewer of the same match).
 * @param {object} viewer the replay viewer (its `section`, `table`, `events`, `show(step)` and `onRedraw(hook)`)
 * @param {{call: Function, t: Function, save: object, seat: number}} options
 * @returns {Promise<object[]>} the reviewed decisions (when done or stopped)
 */
export async function runReview(viewer, { call, t, save, seat }) {
  const progress = h("progress", { class: "review-progress", max: 1, value: 0, "aria-label": t("review.title") });
  const status = h("p", { class: "review-status", role: "status" });
  const why = h("p", { class: "review-why", "aria-live": "polite" });
  const list = h("ol", { class: "review-list" });
  const chart = h("div", { class: "review-chart" });
  const tryBox = h("div", { class: "review-try", hidden: true });
  const panel = h("section", { class: "review-panel", "aria-label": t("review.title") },
    h("h3", { text: t("review.title") }), progress, status, chart, list, tryBox, why);
  viewer.table.after(panel);
  const found = [];
  let chosen = null;
  let gid = null;
  // the marks on the decision's position ({step, id, cls, label}): made again when the viewer draws that position
  // anew for a turned window (a tablet turned during the review)
  let marks = [];
  const markMove = (step, id, cls, label) => {
    marks = [...marks.filter((m) => m.cls !== cls), { step, id, cls, label }];
    mark(viewer.table, id, cls, label);
  };
  viewer.onRedraw((step) => {
    for (const m of marks) if (m.step === step) mark(viewer.table, m.id, m.cls, m.label);
  });
  const draw = () => {
    const costly = found.filter((d) => d.costly);
    list.replaceChildren(...costly.map((d) => h("li", { class: "costly" },
      h("button", { type: "button", class: "review-step", dataset: { ply: d.ply, loss: d.loss },
        "aria-pressed": chosen === d ? "true" : "false", onclick: () => pick(d) },
      `${t("review.move", { step: d.ply + 1 })} ${d.verdict}`))));
    chart.replaceChildren(found.length ? graph(found, t, (d) => pick(d)) : "");
  };
  const showAnswer = (d) => {
    markMove(d.ply, d.best, "review-best", t("review.best_mark"));
    why.textContent = d.text;
  };
  const attempt = async (d, action) => {
    if (gid === null) return;
    const answer = await call({ cmd: "review_try", id: gid, seat, ply: d.ply, action });
    if (chosen !== d) return;
    if (!answer.ok) {
      why.textContent = answer.error.message;
      return;
    }
    tryBox.querySelector(".review-try-result").textContent = answer.text;
    for (const b of tryBox.querySelectorAll("button[data-try]")) {
      b.classList.toggle("right", b.dataset.try === action && answer.right);
      b.classList.toggle("wrong", b.dataset.try === action && !answer.right);
    }
    if (answer.right) showAnswer(d);
  };
  const pick = async (d) => {
    chosen = d;
    why.textContent = "";
    draw();
    marks = [];
    await viewer.show(d.ply); // the position where the decision was made
    markMove(d.ply, d.chosen, "review-chosen", t("review.chosen_mark"));
    tryBox.hidden = false;
    tryBox.replaceChildren(
      h("p", { class: "review-try-prompt", text: `${t("review.try")}: ${t("review.try_prompt")}` }),
      h("div", { class: "review-try-moves", role: "group", "aria-label": t("review.try") },
        ...d.legal.map((a) => h("button", { type: "button", class: "quiet", dataset: { try: a.id },
          onclick: () => attempt(d, a.id) }, a.label))),
      h("p", { class: "review-try-result", "aria-live": "polite" }),
      h("button", { type: "button", class: "quiet review-answer", onclick: () => showAnswer(d) }, t("review.answer")));
  };
  const loaded = await call({ cmd: "load", save, view_seat: seat });
  if (!loaded.ok) {
    status.textContent = loaded.error.message;
    return found;
  }
  gid = loaded.id;
  try {
    let next = 0;
    while (next !== null && panel.isConnected) {
      const part = await call({ cmd: "review", id: gid, seat, start: next, count: 1 });
      if (!part.ok) {
        status.textContent = part.error.message;
        return found;
      }
      found.push(...part.decisions.map((d) => ({ ...d, unit: part.unit })));
      progress.max = Math.max(1, part.total);
      progress.value = found.length;
      const costly = found.filter((d) => d.costly).length;
      status.textContent = !part.total ? t("review.none")
        : part.next !== null ? t("review.progress", { done: found.length, total: part.total })
          : part.total === 1 ? t("review.summary_one")
            : costly ? t("review.summary", { total: part.total, costly }) : t("review.summary_none", { total: part.total });
      draw();
      next = part.next;
    }
    panel.dataset.done = "1";
    const first = found.find((d) => d.costly);
    if (first && !chosen && panel.isConnected) await pick(first); // opens at the first costly decision
  } catch (error) {
    status.textContent = String(error);
  }
  // (the loaded match stays open while the viewer is: "Try again" asks the engine about its positions)
  return found;
}
