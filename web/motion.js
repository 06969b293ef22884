// Cards that travel. Before the table is drawn again, `capture` reads where every keyed card is (one read pass);
// after it, `play` animates each card that moved from its old place and each new card from a named origin (the
// deck, a seat), with element.animate() on the independent `translate` / `scale` properties, so a card's own
// CSS transform (a fan's tilt) stays as it is (one read pass, then one write pass: no layout per frame).
// A table can also ask for a finished trick to stay readable and then travel to its winner (`gather`); the
// session awaits `settle()` before the computer's next move and before result dialogs, and a click on the table
// skips the wait. The speed (slow, normal, fast, instant) is a setting in the menu and on the table (web/tablebar.js),
// remembered on the device;
// instant or prefers-reduced-motion: nothing moves and nothing waits.
//
// Marks the tables set (data attributes): data-card (a card; its key is the id plus its place among same-named
// cards; data-motion-owner="N" keeps alike cards of different players apart) or data-motion-key (anything else
// that travels: a ball), data-motion-from="deck" | "seat:N" | … (where a
// new one comes from), data-motion-origin="…" (the element that is such a place), data-motion-pop (a new one
// appears with a short pop: a goal, a save). Nothing inside a side panel (<details>) or a dialog moves.
// The root element carries data-motion="<speed>" and --motion-factor for CSS animations (Spike's reveal).

import { menuPicker } from "./dom.js";

/** The speed setting's storage key: one per device (also for embeds; e2e/harness.py sets it for tests). */
export const SPEED_KEY = "cardgames.setting.speed";
/** Each speed's multiplier of the durations below (instant: no animation, no waiting). */
export const SPEEDS = { slow: 1.6, normal: 1, fast: 0.5, instant: 0 };
const DEFAULT_SPEED = "normal";

/** Durations at speed normal, in milliseconds. */
const MOVE_MS = 340; // a card from one place to another (a hand to the table)
const DEAL_MS = 300; // a card from the deck (or a seat) to its place
const DEAL_STAGGER_MS = 70; // between the cards of one deal
const HOLD_MS = 1300; // a finished trick stays readable this long before it is gathered
const GATHER_MS = 420; // a finished trick travels to its winner
const POP_MS = 700; // a big moment (a goal, a save) appears
const EASING = "cubic-bezier(.2,.7,.2,1)";

const reducedQuery = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

let speed = readSpeed();
/** Whether the drawing under way is made as at speed instant (`drawStill`). */
let still = false;
markRoot();

/** The speed on <html> (data-motion, --motion-factor), for the tables' CSS animations. */
function markRoot() {
  const html = document.documentElement;
  html.dataset.motion = reducedQuery && reducedQuery.matches ? "reduced" : speed;
  html.style.setProperty("--motion-factor", String(factor()));
}
if (reducedQuery && reducedQuery.addEventListener) reducedQuery.addEventListener("change", markRoot);

function readSpeed() {
  try {
    const value = JSON.parse(localStorage.getItem(SPEED_KEY));
    return value in SPEEDS ? value : DEFAULT_SPEED;
  } catch {
    return DEFAULT_SPEED;
  }
}

export function speedName() {
  return speed;
}

/** Choose a speed (one of SPEEDS) and remember it on this device; anything else changes nothing. */
export function setSpeed(name) {
  if (!(name in SPEEDS)) return;
  speed = name;
  try {
    localStorage.setItem(SPEED_KEY, JSON.stringify(name));
  } catch { /* storage blocked: the choice lasts as long as the page */ }
  markRoot();
  const picker = document.getElementById("motion-speed"); // the menu's picker shows a choice made on the table
  if (picker) picker.value = name;
  for (const listener of speedListeners) listener(name);
}

const speedListeners = new Set();

/** Call `listener(name)` whenever the speed is chosen (the menu's picker or the table's button). */
export function onSpeedChange(listener) {
  speedListeners.add(listener);
}

/** The multiplier of every duration now: 0 means nothing moves. */
export function factor() {
  if (still || (reducedQuery && reducedQuery.matches)) return 0;
  return SPEEDS[speed] ?? 1;
}

/** Make one drawing (`draw()`, synchronous) as at speed instant: nothing travels, and a finished trick stays on the
 * table as the last trick instead of being held and gathered. For a move whose wait is behind its time or skipped
 * (web/pace.js): its cards are at their places at once and still readable. */
export function drawStill(draw) {
  still = true;
  try {
    draw();
  } finally {
    still = false;
  }
}

/** The multiplier of the computer's pause before its moves (web/pace.js): the speed's. Instant waits for nothing
 * but the computer's thinking (issue 34, item 5: it waited as long as normal before); reduced motion (nothing moves)
 * keeps the chosen speed's pause, so a person can still follow whose move it was. */
export function pauseFactor() {
  return SPEEDS[speed] ?? 1;
}

export function moving() {
  return factor() > 0;
}

/** How long a finished trick waits and then travels at the speed now, in ms (for tests: window.__motion). */
export function trickTimes() {
  return { hold: HOLD_MS * factor(), gather: GATHER_MS * factor() };
}
window.__motion = { trickTimes, speedName, settle };

// -- reading places --------------------------------------------------------------------------------

function cardElements(root) {
  return [...root.querySelectorAll("[data-card], [data-motion-key]")].filter((el) => !el.closest("details, dialog"));
}

/** Each element's key: its card id (or motion key), and which of the same-named ones it is (Spike has two alike). */
function keyed(elements) {
  const seen = new Map();
  return elements.map((el) => {
    const id = `${el.dataset.motionOwner ?? ""}:${el.dataset.motionKey || el.dataset.card}`;
    const n = seen.get(id) || 0;
    seen.set(id, n + 1);
    return [`${id}#${n}`, el];
  });
}

function originRects(root) {
  const rects = new Map();
  for (const el of root.querySelectorAll("[data-motion-origin]")) {
    if (!rects.has(el.dataset.motionOrigin)) rects.set(el.dataset.motionOrigin, el.getBoundingClientRect());
  }
  return rects;
}

/** Where every card and origin of `root` is now (call before drawing again); null when nothing moves. */
export function capture(root) {
  endWaits(); // a trick still waiting to be gathered is drawn again anyway
  if (!moving()) return null;
  const cards = new Map();
  for (const [key, el] of keyed(cardElements(root))) cards.set(key, el.getBoundingClientRect());
  return { cards, origins: originRects(root) };
}

// -- moving ----------------------------------------------------------------------------------------

const running = new Set();

function animate(el, frames, options) {
  const animation = el.animate(frames, { easing: EASING, fill: "backwards", ...options });
  running.add(animation);
  const done = () => running.delete(animation);
  animation.finished.then(done, done);
  return animation;
}

/** A card's way from `from` (a rect) to where it is (`to`): translate and scale at its start. */
function travelFrames(from, to, { fade = false } = {}) {
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  const sx = to.width ? from.width / to.width : 1;
  const sy = to.height ? from.height / to.height : 1;
  const first = { translate: `${dx}px ${dy}px`, scale: `${sx} ${sy}` };
  const last = { translate: "0px 0px", scale: "1 1" };
  if (fade) { first.opacity = 0.3; last.opacity = 1; }
  return [first, last];
}

/** After drawing: every card that moved travels from where it was, every new card with an origin from there. */
export function play(root, before) {
  if (!before || !moving()) return;
  const f = factor();
  const cards = keyed(cardElements(root));
  // read pass: every place first
  const after = cards.map(([key, el]) => [key, el, el.getBoundingClientRect()]);
  const origins = originRects(root);
  // write pass
  let dealt = 0;
  for (const [key, el, rect] of after) {
    const old = before.cards.get(key);
    if (old) {
      if (Math.abs(old.left - rect.left) + Math.abs(old.top - rect.top) < 2) continue;
      animate(el, travelFrames(old, rect), { duration: MOVE_MS * f });
      continue;
    }
    if ("motionPop" in el.dataset) {
      animate(el, [{ scale: "0.6", opacity: 0 }, { scale: "1.12", opacity: 1, offset: 0.7 }, { scale: "1", opacity: 1 }],
        { duration: POP_MS * f });
      continue;
    }
    const from = el.dataset.motionFrom;
    const origin = from && (before.origins.get(from) || origins.get(from));
    if (!origin || !origin.width) continue;
    animate(el, travelFrames(origin, rect, { fade: true }),
      { duration: DEAL_MS * f, delay: (from === "deck" ? dealt++ : 0) * DEAL_STAGGER_MS * f });
  }
}

// -- waiting -----------------------------------------------------------------------------------------

const pending = new Set();
const waits = new Set();

/** A pause a click on the table (or the next drawing) ends early. */
function hold(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      waits.delete(finish);
      resolve();
    }
    waits.add(finish);
  });
}

function endWaits() {
  for (const finish of [...waits]) finish();
}

/** End every wait and animation now (a tap or click on the table). */
export function skip() {
  for (const listener of skipListeners) listener();
  finishNow();
}

/** Every wait and animation ends now (the cards jump to their places): a skip, or a computer's wait that is behind
 * its time (web/pace.js). */
export function finishNow() {
  endWaits();
  for (const animation of [...running]) {
    try { animation.finish(); } catch { /* already gone */ }
  }
}

const skipListeners = new Set();

/** Call `listener()` on every skip (web/pace.js: the rest of the computer's pauses go too). */
export function onSkip(listener) {
  skipListeners.add(listener);
}

/**
 * A finished trick: `cards` stay where they are for a moment (readable), then travel to the element marked
 * data-motion-origin=`target` and vanish there (class "gathered"). Answers false (and does nothing) when nothing
 * moves: the table then shows the trick as it always has.
 */
export function gather(root, cards, target) {
  if (!moving() || !cards.length) return false;
  const f = factor();
  const job = (async () => {
    await hold(HOLD_MS * f);
    const goal = root.querySelector(`[data-motion-origin="${CSS.escape(target)}"]`);
    const live = cards.filter((el) => el.isConnected);
    if (!goal || !live.length) return;
    const to = goal.getBoundingClientRect();
    const froms = live.map((el) => el.getBoundingClientRect());
    const animations = live.map((el, i) => {
      const [start, end] = travelFrames(to, froms[i]).reverse();
      return animate(el, [{ ...start, opacity: 1 }, { ...end, opacity: 0.2 }], { duration: GATHER_MS * f, fill: "forwards" });
    });
    await Promise.all(animations.map((a) => a.finished.catch(() => {})));
    for (const el of live) el.classList.add("gathered");
    for (const animation of animations) animation.cancel();
  })();
  pending.add(job);
  job.finally(() => pending.delete(job));
  return true;
}

/** Resolves once every hold and animation started so far has finished (at once when nothing moves). */
export async function settle() {
  while (pending.size || running.size) {
    await Promise.all([...pending, ...[...running].map((a) => a.finished.catch(() => {}))]);
  }
}

// -- the setting -------------------------------------------------------------------------------------

/**
 * The speed picker: a labelled <select> of its own (id `motion-speed`) placed after `anchor` (the language
 * picker). `t` gives its words; call again after a language change to rename it.
 */
export function mountSpeedPicker(anchor, t) {
  const menu = document.getElementById("menu");
  menuPicker({
    ids: { label: "motion-speed-picker", word: "motion-speed-label", select: "motion-speed" }, className: "speed-picker",
    word: t("menu.speed"), choices: Object.keys(SPEEDS).map((name) => [name, t(`speed.${name}`)]), current: speed,
    onChange: (value) => setSpeed(value),
    place: anchor ? (label) => anchor.after(label) : menu ? (label) => menu.append(label) : null,
  });
}

/** A tap or click anywhere on `area` (the table) ends the current wait. */
export function skipOnTap(area) {
  if (!area) return;
  area.addEventListener("pointerdown", () => skip(), true);
  area.addEventListener("keydown", () => skip(), true);
}
