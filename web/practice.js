// Issue 35, item 1: practise your own mistakes. No rule and no schedule is here: the engine reviews a finished match
// (bridge `practice_review`, one decision a call), makes each costly decision a practice position (a script with one
// puzzle step, as the person's seat saw it), says which are due on a date (`practice_due`) and judges an answer as a
// puzzle is judged, scheduling the position again (`practice_answer`: Leitner boxes, pygame_core/ai/practice.py).
//
// Stored on the device under one key, `practice` (store.js; `cardgames.practice`), so that an export can carry it
// whole: {format: 1, pending: [{key, game, seat, save, next, at}], positions: [the engine's positions, as it wrote
// them], failed: [a pending entry the engine refused to review, with its `error`], reviewed: [the keys of the
// matches reviewed last], learned: {game: how many positions were learned}}. A position the engine answers as learned
// (its second right answer in the top box) is removed and counted in `learned`; the positions a review finds are
// added as the engine says (`practice_add`: at most 200 a game, which stored ones make room). A finished match against the computer is stored in `pending` at once (before any review: nothing is lost if
// the tab closes); the review runs in the background, a decision a call, only while no match is being played and the
// page has been quiet for a while (QUIET_MS), and records after each call how far it got (`next`), so the next visit goes on from there. The
// positions found are added as they come. A stored position the engine cannot show (another rules version: set
// aside, never judged; an unknown game; damaged) stays as it is and is named with the engine's message.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import * as store from "./store.js";
import { $, app, busy, call, EMBED, engineFailed, goHome, isBusy, quietCall, showNotice, sleep, waitForEngine } from "./shell.js";
import { utcToday } from "./daily.js";
import { closeReplay, showReplay } from "./session.js";

const KEY = "practice";
const FORMAT = 1;
/** At most this many finished matches wait for their review (the oldest gives way). */
const MAX_PENDING = 6;
/** At most this many matches the engine refused to review are kept (with its reason). */
const MAX_FAILED = 20;
/** The keys of this many matches reviewed last are kept, so a finished match shown again is not reviewed again. */
const MAX_REVIEWED = 100;
/** The background review takes its turn only after the page has been quiet this long (no match being played, nothing
 * waiting for the engine), and looks again this often: a person who acts meanwhile waits for one decision's review at
 * most (a second or a few in the browser), never for a whole match's. */
const QUIET_MS = 8000;
const LOOK_MS = 500;

const isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);

/** The stored practice record, repaired: {format, pending, positions}. A text that is no JSON object is kept aside
 * (store.keepCopy, listed with the damaged saves) and practice starts again. Positions are kept as stored. */
export function readPractice() {
  const raw = store.readStored(KEY);
  let value;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = undefined;
  }
  if (raw && !isObject(value)) {
    // kept aside first; the key is cleared only once the copy is stored (storage full: it stays as it is)
    if (store.keepCopy(KEY, "damaged", raw)) {
      store.writeStored(KEY, null);
      showNotice(t("practice.damaged"));
    }
    return { format: FORMAT, pending: [], positions: [], damaged: true };
  }
  const pending = value && Array.isArray(value.pending)
    ? value.pending.filter((job) => isObject(job) && typeof job.game === "string" && isObject(job.save)
      && Number.isInteger(job.seat) && typeof job.key === "string") : [];
  const positions = value && Array.isArray(value.positions) ? value.positions : [];
  const failed = value && Array.isArray(value.failed) ? value.failed : [];
  const reviewed = value && Array.isArray(value.reviewed) ? value.reviewed.filter((k) => typeof k === "string") : [];
  const learned = value && isObject(value.learned) ? Object.fromEntries(Object.entries(value.learned)
    .filter(([, n]) => Number.isInteger(n) && n >= 0)) : {};
  return { format: FORMAT, pending, positions, failed, reviewed, learned };
}

function writePractice(record) {
  if (record.damaged) return false; // (a damaged text that could not be kept aside is never written over)
  return store.writeStored(KEY, JSON.stringify(record));
}

/** How many positions of each game are due today, as the engine last counted them (`practice_due`: those set aside
 * not counted), and the day it counted them for. */
let counted = { today: null, counts: {} };

/** The positions of `game` due today: the engine's count once it has made one today, else the stored due dates
 * compared (before the engine is up). */
export function dueCount(game, today = utcToday()) {
  if (counted.today === today) return counted.counts[game] || 0;
  return readPractice().positions.filter((p) => isObject(p) && p.game === game && typeof p.due === "string"
    && p.due <= today).length;
}

/** Ask the engine how many are due today per game; then each tile's Practice follows (`cardgames:practice`). */
export async function countDue() {
  if (EMBED || !app.engineReady) return;
  const today = utcToday();
  const { positions, learned } = readPractice();
  const answer = await quietCall({ cmd: "practice_due", positions, learned, today });
  if (!answer.ok) return;
  counted = { today, counts: answer.counts };
  for (const game of new Set(readPractice().positions.filter(isObject).map((p) => p.game))) {
    document.dispatchEvent(new CustomEvent("cardgames:practice", { detail: { game } }));
  }
}

/** Whether `game` has practice positions or a match waiting for its review (the tile then shows Practice). */
export function hasPractice(game) {
  const record = readPractice();
  return record.positions.some((p) => isObject(p) && p.game === game) || record.pending.some((j) => j.game === game);
}

/** Whether a match of `game` waits for its review. */
export function reviewing(game) {
  return readPractice().pending.some((j) => j.game === game);
}

function changed(game) {
  document.dispatchEvent(new CustomEvent("cardgames:practice", { detail: { game } }));
  countDue();
}

// -- a finished match goes to the review -------------------------------------------------------------------------

/** The end of match `s` (session.js): against the computer, its save is stored for the review (once), which starts. */
export function notePracticeMatch(s) {
  if (EMBED || !s || s.mode !== "computer" || !s.view || !s.view.over || !s.save) return;
  const save = s.save;
  const key = `${s.game}:${save.seed}:${save.salt || ""}:${(save.actions || []).length}`;
  const record = readPractice();
  if (record.pending.some((job) => job.key === key) || record.reviewed.includes(key)) return; // (shown again)
  record.pending = [...record.pending, { key, game: s.game, seat: s.viewSeat, save, next: 0, at: Date.now() }]
    .slice(-MAX_PENDING);
  if (writePractice(record)) changed(s.game);
  reviewInBackground();
}

let reviewRunning = false;

/** When the page was last seen active (a match being played, something waiting for the engine). */
let lastActive = Date.now();

/** How long the page has been quiet: nothing played, nothing waiting for the engine (looked at every LOOK_MS). */
function quietFor() {
  const playing = app.session && app.session.view && !app.session.view.over;
  if (playing || isBusy()) lastActive = Date.now();
  return Date.now() - lastActive;
}

/** Review the waiting matches, one decision a call, while the page is idle (see the top of this file). Started once
 * the engine is up (a match left from an earlier visit) and after each finished match. */
export async function reviewInBackground() {
  if (reviewRunning || EMBED) return;
  reviewRunning = true;
  try {
    await waitForEngine();
    for (;;) {
      const job = readPractice().pending[0];
      if (!job) return;
      if (quietFor() < QUIET_MS) {
        await sleep(LOOK_MS);
        continue;
      }
      const answer = await quietCall({ cmd: "practice_review", save: job.save, seat: job.seat,
        start: Number.isInteger(job.next) && job.next >= 0 ? job.next : 0, count: 1, today: utcToday() });
      if (engineFailed(answer)) {
        await sleep(QUIET_MS);
        if (answer.error.code === "engine_failed" && !app.engineReady) return;
        continue;
      }
      // the positions found, as the engine adds them to the stored ones (its cap per game)
      const adding = answer.ok && answer.positions.length ? await quietCall({ cmd: "practice_add",
        positions: readPractice().positions, new: answer.positions, today: utcToday() }) : null;
      if (adding && !adding.ok) {
        await sleep(QUIET_MS); // (the engine restarted or failed: this decision is reviewed again)
        if (adding.error.code === "engine_failed" && !app.engineReady) return;
        continue;
      }
      const record = readPractice(); // (read again: an answer may have been stored meanwhile)
      const current = record.pending.find((j) => j.key === job.key);
      if (!current) continue;
      if (answer.ok) {
        if (adding) {
          const dropped = new Set(adding.dropped);
          const kept = record.positions.filter((p) => !(isObject(p) && dropped.has(p.id)));
          const known = new Set(kept.map((p) => isObject(p) && p.id));
          record.positions = [...kept, ...adding.added.filter((p) => !known.has(p.id))];
        }
        current.next = answer.next;
        current.total = answer.total;
      }
      // a match the engine refuses to review (an unknown game, a save that does not replay) waits no more: it is kept
      // under `failed` with the engine's reason, as it was
      if (!answer.ok) record.failed = [...record.failed, { ...current, error: answer.error.message }].slice(-MAX_FAILED);
      if (!answer.ok || answer.next === null) {
        record.pending = record.pending.filter((j) => j.key !== job.key);
        record.reviewed = [...record.reviewed, job.key].slice(-MAX_REVIEWED);
      }
      if (!writePractice(record)) return; // storage full: the match waits for the next visit
      changed(job.game);
      await sleep(30);
    }
  } catch {
    /* the engine failed: the waiting matches stay for the next visit */
  } finally {
    reviewRunning = false;
  }
}

// -- practising ----------------------------------------------------------------------------------------------------

/** A tile's Practice: the positions of `game` due today, one after the other; `title(game)` names it. */
export async function openPractice(game, { title }) {
  const today = utcToday();
  const { positions, learned } = readPractice();
  const mine = positions.filter((p) => !isObject(p) || p.game === game);
  const overview = await busy(call({ cmd: "practice_due", positions: mine, learned, game, today }));
  if (!overview.ok) {
    showNotice(overview.error.message);
    return;
  }
  if (!overview.due.length) {
    showSummary(game, overview, title);
    return;
  }
  await showPosition({ game, title, ids: overview.due, index: 0, problems: overview.problems });
}

function problemList(problems) {
  if (!problems || !problems.length) return null;
  return h("div", { class: "practice-problems" }, h("p", { text: t("practice.aside") }),
    h("ul", {}, ...problems.map((p) => h("li", { dataset: { code: p.code }, text: p.message }))));
}

/** Nothing due: say when the next one comes (or that there are none yet), and what is set aside. */
function showSummary(game, overview, title) {
  const dialog = $("practice-dialog");
  $("practice-title").textContent = t("practice.heading", { game: title(game) });
  const any = readPractice().positions.some((p) => isObject(p) && p.game === game);
  const learned = (overview.learned && overview.learned[game]) || 0;
  $("practice-body").replaceChildren(...[ // (replaceChildren writes a null as the text "null": left out)
    h("p", { class: "practice-none", text: any || learned ? t("practice.none_due") : t("practice.none_yet") }),
    learned ? h("p", { class: "practice-learned", text: learned === 1 ? t("practice.learned_one")
      : t("practice.learned", { count: learned }) }) : null,
    overview.next ? h("p", { class: "practice-next-date", text: t("practice.next_date", { date: overview.next }) })
      : null,
    reviewing(game) ? h("p", { class: "hint", text: t("practice.reviewing") }) : null,
    problemList(overview.problems)].filter(Boolean));
  if (!dialog.open) dialog.showModal();
}

/** Store `position` (the engine's, after an answer) in place of the stored one with its id; one the engine says is
 * `learned` is removed and counted. */
function storePosition(position, learned) {
  const record = readPractice();
  record.positions = learned ? record.positions.filter((p) => !(isObject(p) && p.id === position.id))
    : record.positions.map((p) => (isObject(p) && p.id === position.id ? position : p));
  if (learned) record.learned = { ...record.learned, [position.game]: (record.learned[position.game] || 0) + 1 };
  if (!writePractice(record)) showNotice(t("practice.saved_failed", { reason: store.writeProblem() || "" }));
  changed(position.game);
}

/** Show due position `ids[index]` of `game` on the table: a puzzle whose answer the engine judges and schedules (the
 * first answer counts), then the next due one. */
async function showPosition({ game, title, ids, index, problems }) {
  const position = readPractice().positions.find((p) => isObject(p) && p.id === ids[index]);
  if (!position) {
    goHome();
    return;
  }
  let counted = false;
  const judge = async (step, id) => {
    const answer = await call({ cmd: "practice_answer", position, action: id, today: utcToday() });
    if (answer.ok && !counted) {
      counted = true;
      storePosition(answer.position, answer.learned === true);
      if (answer.learned === true) return { ...answer, text: `${answer.text} ${t("practice.learned_now")}` };
    }
    return answer;
  };
  const last = index + 1 >= ids.length;
  const goOn = last
    ? { label: t("practice.done"), run: () => { closeReplay(); app.replay = null; goHome(); } }
    : { label: t("practice.next"), run: () => showPosition({ game, title, ids, index: index + 1, problems: [] }) };
  const intro = h("div", { class: "practice-intro", dataset: { practice: position.id } },
    h("h2", { class: "practice-heading", text: t("practice.heading", { game: title(game) }) }),
    h("p", { class: "practice-progress", text: t("practice.progress", { number: index + 1, total: ids.length }) }),
    index === 0 ? h("p", { class: "practice-explain", text: t("practice.explain") }) : null,
    problemList(problems));
  await showReplay({ script: position.script }, position.step,
    { viewer: { judge, goOn, intro, closeLabel: t("practice.menu") } });
}
