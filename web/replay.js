// The replay viewer: a match (an imported file, a shared link) or a scripted rules example (an embed), shown
// position by position with first / back / next / last, a caption per position and what each step added to the log.
// Every position is the engine's view of one seat (bridge `replay_step`); the table module draws it read-only.
//
//   const viewer = await openReplay(root, { call, t, tableModule, source, step, onClose });
//   source: the fields of the bridge's `replay_open` ({packed} | {file} | {game, example} | {script})
//   Keys: ArrowLeft / ArrowRight step back / forward, Home / End jump to the deal / the last position; they work as
//   soon as the viewer opens, wherever the focus is (but in a form field or under an open dialog).
// Answers {ok: false, error} when the engine refused the source (a damaged link, an unknown example).

import { h } from "./dom.js";
import { personal } from "./i18n.js";

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
  const { call } = options;
  const opened = await call({ cmd: "replay_open", ...options.source });
  if (!opened.ok) return opened;
  const table = await options.tableModule(opened.replay.game);
  const viewer = new ReplayViewer(root, { ...options, table, rid: opened.rid, replay: opened.replay });
  await viewer.show(Math.max(0, Math.min(opened.replay.count - 1, Number(options.step) || 0)));
  return { ok: true, viewer };
}

class ReplayViewer {
  constructor(root, { call, t, table, rid, replay, onClose, closeLabel, markTerms, onAgain }) {
    this.root = root;
    this.call = call;
    this.t = t;
    this.tableModule = table;
    this.rid = rid;
    this.replay = replay;
    this.onClose = onClose;
    this.onAgain = onAgain;
    this.closeLabel = closeLabel;
    this.markTerms = markTerms || (() => {});
    this.seat = replay.seat;
    this.step = 0;
    this.statusEl = h("p", { class: "status-line", role: "status" });
    this.busy = false;
    this.build();
  }

  /** A seat's name: the engine's (the view's or the replay's `names`), else "Player N" (old seat records). */
  seatName(seat, view) {
    const names = (view && view.names) || this.replay.names;
    return Array.isArray(names) && typeof names[seat] === "string" ? names[seat] : this.t("player.number", { number: seat + 1 });
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
            h("option", { value: seat, selected: seat === this.seat }, this.seatName(seat)))))
      : h("p", { class: "replay-seat", text: t(personal("replay.one_seat", { name: this.seatName(this.seat) }, this.replay),
        { name: this.seatName(this.seat) }) });
    const title = this.replay.title ? h("h2", { class: "replay-title", text: this.replay.title }) : null;
    this.head = h("div", { class: "replay-head" }, h("div", { class: "replay-bar" },
      h("div", { class: "replay-buttons", role: "group", "aria-label": t("replay.controls") },
        this.first, this.back, this.position, this.next, this.last),
      seatPicker,
      this.onAgain && this.replay.again ? h("button", { type: "button", class: "quiet", dataset: { replay: "again" },
        onclick: () => this.onAgain(this.replay.game, this.replay.again) }, t("again.button")) : null,
      this.onClose ? h("button", { type: "button", class: "quiet", dataset: { replay: "close" },
        onclick: () => this.close() }, this.closeLabel || t("replay.close")) : null),
    this.caption);
    this.section = h("section", { class: "replay", "aria-label": t("replay.label") }, title, this.head, this.events,
      this.table);
    this.root.replaceChildren(this.section);
    // The keys work as soon as the replay opens, wherever the focus is (nothing to click first): one listener on the
    // document, gone once the viewer has left the page.
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
  }

  /** Whether the viewer is still on the page and nothing over it (a dialog) or in it (a form field) takes the keys. */
  listening() {
    if (!this.section.isConnected) {
      document.removeEventListener("keydown", this.onKey);
      return false;
    }
    return !this.section.closest("[hidden]") && !document.querySelector("dialog[open]");
  }

  key(event) {
    if (!this.listening() || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target && target.closest && target.closest("select, input, textarea, [contenteditable]")) return;
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
      t: (key, params) => t(personal(key, params, answer.view), params),
      tn: (key, n, params = {}) => t(key, { ...params, count: n }),
      playerName: (seat) => this.seatName(seat, answer.view),
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
    for (const marked of this.table.querySelectorAll(".legal, .illegal")) marked.classList.remove("legal", "illegal");
    for (const described of this.table.querySelectorAll("[aria-description]")) described.removeAttribute("aria-description");
    this.markTerms(this.table, t);
    for (const log of this.table.querySelectorAll(".log")) log.scrollTop = log.scrollHeight; // the newest line in sight
    this.bringIntoView(this.caption.textContent);
  }

  /** The cards the caption names (a card's name, from its label, found in the caption's text), or none. */
  namedCards(caption) {
    const text = caption.toLowerCase();
    if (!text) return [];
    return [...this.table.querySelectorAll("[data-card]")].filter((node) => {
      const label = node.getAttribute("aria-label") || (node.querySelector(".card-name") || {}).textContent || "";
      const name = label.split(/[,:(]/)[0].trim().toLowerCase();
      return name.length >= 3 && text.includes(name);
    });
  }

  /** Where the viewer's head (controls and caption) stays on the screen (an embed: replay.css), scroll the page so
   * that what the caption talks about is in sight below it: the cards it names, all of them if they fit, else from
   * the first one down. Nothing moves when they are in sight already or the caption names no card. */
  bringIntoView(caption) {
    if (getComputedStyle(this.head).position !== "sticky") return;
    const targets = this.namedCards(caption).filter((node) => node.getClientRects().length);
    if (!targets.length) return;
    const rects = targets.map((node) => node.getBoundingClientRect());
    const top = Math.min(...rects.map((r) => r.top));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    const margin = 8;
    const head = Math.max(this.head.getBoundingClientRect().bottom, 0) + margin;
    const room = window.innerHeight - head - margin;
    if (top >= head && bottom <= window.innerHeight - margin) return;
    const shift = bottom - top <= room
      ? top - head - (room - (bottom - top)) / 2 // all of them, centred in the room below the head
      : top - head; // the first one at the top of that room
    window.scrollBy({ top: shift, behavior: "instant" });
  }

  async close() {
    document.removeEventListener("keydown", this.onKey);
    await this.call({ cmd: "replay_close", rid: this.rid });
    if (this.onClose) this.onClose();
  }
}
