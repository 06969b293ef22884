// The replay viewer: a match (an imported file, a shared link) or a scripted rules example (an embed), shown
// position by position with first / back / next / last, a caption per position and what each step added to the log.
// Every position is the engine's view of one seat (bridge `replay_step`); the table module draws it read-only.
//
//   const viewer = await openReplay(root, { call, t, tableModule, source, step, onClose });
//   source: the fields of the bridge's `replay_open` ({packed} | {file} | {game, example} | {script})
//   Keys: ArrowLeft / ArrowRight step back / forward, Home / End jump to the deal / the last position.
// Answers {ok: false, error} when the engine refused the source (a damaged link, an unknown example).

import { h } from "./dom.js";

/**
 * Open a replay in `root`.
 * @param {HTMLElement} root where the viewer is drawn (replaced)
 * @param {{call: Function, t: Function, tableModule: Function, source: object, step?: number,
 *          onClose?: Function, closeLabel?: string, markTerms?: Function}} options
 *   call: sends a bridge request and resolves with its answer; tableModule(game) -> the table module (or a
 *   promise of it: it is loaded once the replay's game is known);
 *   onClose: shows a close button that calls it (none in an embed).
 */
export async function openReplay(root, options) {
  const { call, t } = options;
  const opened = await call({ cmd: "replay_open", ...options.source });
  if (!opened.ok) return opened;
  const table = await options.tableModule(opened.replay.game);
  const viewer = new ReplayViewer(root, { ...options, table, rid: opened.rid, replay: opened.replay });
  await viewer.show(Math.max(0, Math.min(opened.replay.count - 1, Number(options.step) || 0)));
  return { ok: true, viewer };
}

class ReplayViewer {
  constructor(root, { call, t, table, rid, replay, onClose, closeLabel, markTerms }) {
    this.root = root;
    this.call = call;
    this.t = t;
    this.tableModule = table;
    this.rid = rid;
    this.replay = replay;
    this.onClose = onClose;
    this.closeLabel = closeLabel;
    this.markTerms = markTerms || (() => {});
    this.seat = replay.seat;
    this.step = 0;
    this.statusEl = h("p", { class: "status-line", role: "status" });
    this.busy = false;
    this.build();
  }

  build() {
    const t = this.t;
    const button = (key, label, onclick, extra = {}) =>
      h("button", { type: "button", class: "replay-button", dataset: { replay: key }, onclick, ...extra }, label);
    this.caption = h("p", { class: "replay-caption", "aria-live": "polite", id: `replay-caption-${this.rid}` });
    this.position = h("span", { class: "replay-position" });
    this.first = button("first", `« ${t("replay.first")}`, () => this.show(0));
    this.back = button("back", `◀ ${t("replay.back")}`, () => this.show(this.step - 1));
    this.next = button("next", `${t("replay.next")} ▶`, () => this.show(this.step + 1), { class: "replay-button primary" });
    this.last = button("last", `${t("replay.last")} »`, () => this.show(this.replay.count - 1));
    this.events = h("ul", { class: "replay-events", "aria-label": t("replay.happened") });
    this.table = h("div", { class: "replay-table table-area" });
    const seatPicker = this.replay.switch_seats && this.replay.seats > 1
      ? h("label", { class: "replay-seat" }, t("replay.seat"), " ",
        h("select", { onchange: (e) => { this.seat = Number(e.target.value); this.show(this.step); } },
          Array.from({ length: this.replay.seats }, (_, seat) =>
            h("option", { value: seat, selected: seat === this.seat }, t("player.number", { number: seat + 1 })))))
      : h("p", { class: "replay-seat", text: t("replay.one_seat", { name: t("player.number", { number: this.seat + 1 }) }) });
    const title = this.replay.title ? h("h2", { class: "replay-title", text: this.replay.title }) : null;
    this.root.replaceChildren(h("section", { class: "replay", "aria-label": t("replay.label"),
      onkeydown: (e) => this.key(e) },
    title,
    h("div", { class: "replay-bar" },
      h("div", { class: "replay-buttons", role: "group", "aria-label": t("replay.controls") },
        this.first, this.back, this.position, this.next, this.last),
      seatPicker,
      this.onClose ? h("button", { type: "button", class: "quiet", dataset: { replay: "close" },
        onclick: () => this.close() }, this.closeLabel || t("replay.close")) : null),
    this.caption,
    this.events,
    this.table));
  }

  key(event) {
    if (event.target && event.target.tagName === "SELECT") return;
    const moves = { ArrowLeft: this.step - 1, ArrowRight: this.step + 1, Home: 0, End: this.replay.count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.show(moves[event.key]);
  }

  /** Show position `k` (clamped to the replay). */
  async show(k) {
    k = Math.max(0, Math.min(this.replay.count - 1, k));
    if (this.busy) return;
    this.busy = true;
    try {
      const answer = await this.call({ cmd: "replay_step", rid: this.rid, step: k, seat: this.seat });
      if (!answer.ok) {
        this.caption.textContent = answer.error.message;
        return;
      }
      this.step = k;
      this.draw(answer);
    } finally {
      this.busy = false;
    }
  }

  draw(answer) {
    const t = this.t;
    const count = this.replay.count;
    this.position.textContent = t("replay.position", { step: this.step, last: count - 1 });
    const focused = document.activeElement;
    const inControls = Boolean(focused && focused.closest && focused.closest(".replay-buttons"));
    this.first.disabled = this.back.disabled = this.step === 0;
    this.next.disabled = this.last.disabled = this.step === count - 1;
    // a button that just became disabled drops the keyboard focus to the page: keep it in the controls
    if (inControls && (focused.disabled || !this.root.contains(document.activeElement))) {
      (this.next.disabled ? this.back : this.next).focus();
    }
    this.caption.textContent = answer.caption || (this.step === 0 ? t("replay.deal") : "");
    this.events.replaceChildren(...(answer.events || []).map((text) => h("li", { text })));
    const ctx = {
      t,
      tn: (key, n, params = {}) => t(key, { ...params, count: n }),
      playerName: (seat) => t("player.number", { number: seat + 1 }),
      seatName: (seat) => t("player.number", { number: seat + 1 }),
      statusEl: this.statusEl,
      wide: window.matchMedia("(min-width: 900px)").matches,
      isOpen: (name, fallback) => fallback,
      onAction: () => {},
      onIllegal: () => {},
    };
    try {
      this.tableModule.renderTable(this.table, answer.view, ctx);
    } catch (err) {
      this.table.replaceChildren(h("p", { class: "notice", text: t("replay.cannot_show") }));
      console.error(err);
      return;
    }
    // Looked at, not played: no control of the drawn table acts (the viewer's own buttons stay usable).
    for (const control of this.table.querySelectorAll("button")) {
      if (!control.closest("summary")) control.disabled = true;
    }
    // nor marks anything as playable (a view lists the mover's legal cards; here they are history)
    for (const marked of this.table.querySelectorAll(".legal")) marked.classList.remove("legal");
    this.markTerms(this.table, t);
    for (const log of this.table.querySelectorAll(".log")) log.scrollTop = log.scrollHeight; // the newest line in sight
  }

  async close() {
    await this.call({ cmd: "replay_close", rid: this.rid });
    if (this.onClose) this.onClose();
  }
}
