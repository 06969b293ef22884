// The replay viewer: a match (an imported file, a shared link) or a scripted rules example (an embed), shown
// position by position with first / back / next / last, a caption per position and what each step added to the log.
// Every position is the engine's view of one seat (bridge `replay_step`); the table module draws it read-only.
//
//   const viewer = await openReplay(root, { call, t, tableModule, source, step, onClose });
//   source: the fields of the bridge's `replay_open` ({packed} | {file} | {game, example} | {script})
//   inPlace: true to draw the new viewer off the page and put it in place of what `root` shows once drawn
//   Keys: ArrowLeft / ArrowRight step back / forward, Home / End jump to the deal / the last position; they work as
//   soon as the viewer opens, wherever the focus is (but in a form field or under an open dialog).
// A script's puzzle steps (the replay's `puzzles`): the viewer stops there and asks the reader "Your move" with the
// moves lit as in a game; the engine judges the answer (bridge `puzzle_check`); the reader can try again or show the
// answer, then the steps go on. No step past an unsolved puzzle is shown.
// Answers {ok: false, error} when the engine refused the source (a damaged link, an unknown example).
// Practice (issue 35, web/practice.js) passes `judge(step, id)` (resolves with the answer instead of `puzzle_check`),
// `goOn` ({label, run}: what follows a solved puzzle instead of the next step) and `intro` (a node above the title).

import { h } from "./dom.js";
import { personal } from "./i18n.js";
import { isWide, keepToggledPanels, openAsLeft, redrawWhenWidthTurns } from "./panels.js";

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
  // in place of a viewer shown in `root` (options.inPlace: the studio's preview, issue 33): the new one is drawn off
  // the page and then takes the old one's place, so the frame never shows an empty viewer between the two
  const stage = options.inPlace ? h("div") : root;
  const viewer = new ReplayViewer(stage, { ...options, table, rid: opened.rid, replay: opened.replay });
  await viewer.show(Math.max(0, Math.min(opened.replay.count - 1, Number(options.step) || 0)));
  if (stage !== root) viewer.moveTo(root);
  return { ok: true, viewer };
}

class ReplayViewer {
  constructor(root, { call, t, table, rid, replay, onClose, closeLabel, markTerms, onAgain, judge, goOn, intro,
    ...options }) {
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
    this.puzzles = new Set(replay.puzzles || []);
    this.solved = new Set(); // puzzle steps answered right or shown
    this.puzzle = null; // the puzzle shown now: {step, state: "ask" | "checking" | "wrong" | "right" | "shown", answer}
    this.script = options.source && options.source.script;
    this.judge = judge || ((step, id) => this.call({ cmd: "puzzle_check", script: this.script, step, action: id }));
    this.goOn = goOn || null;
    this.intro = intro || null;
    this.statusEl = h("p", { class: "status-line", role: "status" });
    this.busy = false;
    this.answer = null; // the engine's answer for the position shown (drawn again when the window turns)
    this.panels = {}; // the folding panels the reader opened or closed (web/panels.js): kept from step to step
    this.redrawn = []; // onRedraw's hooks
    this.build();
    this.stopWatchingWidth = redrawWhenWidthTurns(() => this.redrawForWidth());
  }

  /** Call `hook(step)` after the table was drawn again because the window turned wide or narrow (web/review.js
   * marks its moves on the table again). */
  onRedraw(hook) {
    this.redrawn.push(hook);
  }

  /** The window turned wide or narrow (a tablet turned): the position shown is drawn again, so the panels' defaults
   * (the log open on a wide screen) follow it as on the game's table. */
  redrawForWidth() {
    if (!this.section.isConnected) {
      if (this.root.isConnected) this.stopWatchingWidth(); // another viewer took its place: gone for good
      return; // (or still drawn off the page, options.inPlace)
    }
    if (!this.answer || this.busy) return;
    this.draw(this.answer, true);
    for (const hook of this.redrawn) hook(this.step);
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
    this.puzzleBox = h("div", { class: "replay-puzzle", role: "region", "aria-label": t("puzzle.label"), hidden: true });
    this.head.append(this.puzzleBox);
    this.section = h("section", { class: "replay", "aria-label": t("replay.label") }, this.intro, title, this.head,
      this.events,
      this.table);
    this.root.replaceChildren(this.section);
    // The keys work as soon as the replay opens, wherever the focus is (nothing to click first): one listener on the
    // document, gone once the viewer has left the page.
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
  }

  /** Put the viewer (drawn off the page) into `root`, in place of what it shows. */
  moveTo(root) {
    this.root = root;
    root.replaceChildren(this.section);
    for (const log of this.table.querySelectorAll(".log")) log.scrollTop = log.scrollHeight;
    this.bringIntoView(this.caption.textContent);
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
    if (this.puzzle && this.puzzle.state === "ask" && target && this.table.contains(target)) return; // the hand's own keys
    const moves = { ArrowLeft: this.step - 1, ArrowRight: this.step + 1, Home: 0, End: this.replay.count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.show(moves[event.key]);
  }

  /** Show position `k` (clamped to the replay). */
  async show(k) {
    k = Math.max(0, Math.min(this.replay.count - 1, k));
    const gate = this.unsolvedBefore(k);
    if (gate !== null && gate === this.step && k > gate) {
      this.statusEl.textContent = this.t("puzzle.locked");
      this.puzzleBox.querySelector("button, [tabindex]")?.focus();
    }
    if (gate !== null) k = gate;
    if (this.busy) return;
    this.busy = true;
    try {
      const asking = this.puzzles.has(k) && !this.solved.has(k);
      if (asking && this.seat !== this.replay.seat) { // the reader's own seat chooses
        this.seat = this.replay.seat;
        const picker = this.head.querySelector(".replay-seat select");
        if (picker) picker.value = String(this.seat);
      }
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

  /** Draw position `answer` (the engine's replay_step); `turned`: the same position again for a turned window (the
   * puzzle panel and the scroll stay as they are). */
  draw(answer, turned = false) {
    const t = this.t;
    keepToggledPanels(this.table, this.panels);
    this.answer = answer;
    const count = this.replay.count;
    this.position.textContent = t("replay.position", { step: this.step, last: count - 1 });
    const focused = document.activeElement;
    const inControls = Boolean(focused && focused.closest && focused.closest(".replay-buttons"));
    this.first.disabled = this.back.disabled = this.step === 0;
    const locked = this.puzzles.has(this.step) && !this.solved.has(this.step);
    this.next.disabled = this.last.disabled = this.step === count - 1 || locked;
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
      wide: isWide(),
      isOpen: openAsLeft(this.panels),
      onAction: () => {},
      onIllegal: () => {},
    };
    if (this.puzzle && this.puzzle.step !== this.step) this.puzzle = null;
    if (locked && !this.puzzle) this.puzzle = { step: this.step, state: "ask", view: answer.view };
    const asking = Boolean(this.puzzle && this.puzzle.state === "ask");
    if (asking) ctx.onAction = (id) => this.answerPuzzle(id);
    try {
      this.tableModule.renderTable(this.table, answer.view, ctx);
    } catch (err) {
      this.table.replaceChildren(h("p", { class: "notice", text: t("replay.cannot_show") }));
      console.error(err);
      return;
    }
    if (!turned) this.drawPuzzle();
    if (!asking) {
      // Looked at, not played: no control of the drawn table acts (the viewer's own buttons stay usable).
      for (const control of this.table.querySelectorAll("button")) {
        if (!control.closest("summary")) control.disabled = true;
      }
      // nor marks anything as playable (a view lists the mover's legal cards; here they are history)
      for (const marked of this.table.querySelectorAll(".legal, .illegal")) marked.classList.remove("legal", "illegal");
      for (const described of this.table.querySelectorAll("[aria-description]")) described.removeAttribute("aria-description");
      if (this.puzzle && this.puzzle.state === "shown") this.markAnswer(this.puzzle.answer.best);
    }
    this.markTerms(this.table, t);
    for (const log of this.table.querySelectorAll(".log")) log.scrollTop = log.scrollHeight; // the newest line in sight
    if (!turned) this.bringIntoView(this.caption.textContent);
  }

  /** The first puzzle step not solved yet from the position shown up to before `k` (the viewer stops there), or null. */
  unsolvedBefore(k) {
    let gate = null;
    for (const p of this.puzzles) {
      if (p >= this.step && p < k && !this.solved.has(p) && (gate === null || p < gate)) gate = p;
    }
    return gate;
  }

  /** The puzzle panel under the caption: the question, the engine's judgement, and what the reader may do next. */
  drawPuzzle() {
    const t = this.t;
    const p = this.puzzle;
    this.puzzleBox.hidden = !p;
    this.section.classList.toggle("puzzle-asking", Boolean(p && p.state === "ask"));
    if (!p) {
      this.puzzleBox.replaceChildren();
      return;
    }
    const button = (key, label, onclick, primary = false) => h("button", { type: "button",
      class: primary ? "replay-button primary" : "replay-button", dataset: { puzzle: key }, onclick }, label);
    const parts = [h("h3", { class: "puzzle-title", text: t("puzzle.your_move") })];
    const verdict = h("p", { class: "puzzle-verdict", role: "status" });
    if (p.state === "ask" || p.state === "checking") {
      const asked = { name: this.seatName(this.replay.seat, p.view) };
      parts.push(h("p", { class: "puzzle-ask", text: t(p.state === "ask" ? personal("puzzle.ask", asked, p.view)
        : "puzzle.checking", asked) }));
    } else {
      const right = p.state === "right";
      verdict.classList.add(right ? "right" : p.state === "shown" ? "shown" : "wrong");
      verdict.textContent = p.state === "shown" ? `${p.answer.text} ${t("puzzle.answer", { moves: this.labels(p.answer.best) })}`
        : (p.answer.text || p.answer.message);
      const actions = [];
      if (p.state === "wrong") {
        actions.push(button("again", t("puzzle.try_again"), () => this.retryPuzzle(), true));
        if (p.answer.best) actions.push(button("show", t("puzzle.show"), () => this.revealPuzzle()));
      } else if (this.goOn) {
        actions.push(button("go-on", `${this.goOn.label} ▶`, () => this.goOn.run(), true));
      } else {
        actions.push(button("go-on", `${t("puzzle.go_on")} ▶`, () => this.show(p.step + 1), true));
      }
      parts.push(h("div", { class: "puzzle-actions", role: "group", "aria-label": t("puzzle.label") }, ...actions));
    }
    parts.splice(1, 0, verdict);
    this.puzzleBox.replaceChildren(...parts);
  }

  /** The moves' words (the view's legal list names them), comma separated. */
  labels(ids) {
    const legal = (this.puzzle && this.puzzle.view && this.puzzle.view.legal) || [];
    return ids.map((id) => (legal.find((entry) => entry.id === id) || { label: id }).label).join(", ");
  }

  /** Ring the moves that count as right (the table marks each move's control with its action id). */
  markAnswer(ids) {
    for (const node of this.table.querySelectorAll("[data-action]")) {
      if (ids.includes(node.dataset.action)) node.classList.add("puzzle-best");
    }
  }

  async answerPuzzle(id) {
    const p = this.puzzle;
    if (!p || p.state !== "ask" || !this.script) return;
    p.state = "checking";
    this.drawPuzzle();
    const answer = await this.judge(p.step, id);
    if (this.puzzle !== p) return;
    p.answer = answer.ok ? answer : { message: answer.error.message };
    p.state = answer.ok && answer.correct ? "right" : "wrong";
    if (p.state === "right") this.solved.add(p.step);
    await this.redraw();
    this.puzzleBox.querySelector("[data-puzzle]")?.focus();
  }

  async retryPuzzle() {
    this.puzzle.state = "ask";
    delete this.puzzle.answer;
    await this.redraw();
    (this.table.querySelector(".legal, [data-action]:not([disabled])") || this.puzzleBox).focus?.();
  }

  async revealPuzzle() {
    this.puzzle.state = "shown";
    this.solved.add(this.puzzle.step);
    await this.redraw();
    this.puzzleBox.querySelector("[data-puzzle]")?.focus();
  }

  /** Draw the position shown again (the puzzle's state changed). */
  async redraw() {
    const answer = await this.call({ cmd: "replay_step", rid: this.rid, step: this.step, seat: this.seat });
    if (answer.ok) this.draw(answer);
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
    this.stopWatchingWidth();
    await this.call({ cmd: "replay_close", rid: this.rid });
    if (this.onClose) this.onClose();
  }
}
