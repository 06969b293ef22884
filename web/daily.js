// Issue 35, items 4 and 2: deals anyone can verify, and the daily deal. No rule is here: the engine gives every view
// its `fair` ({commitment} while the match runs, {commitment, seed, salt} once it is over), checks a finished deal
// (`verify_deal`) and deals the day's cards (`new_game` with `daily`: the seed from the date and the game).
//
// - The fingerprint: the top bar shows the short form of the view's commitment from the first view on (before the
//   first card is played); its title, its accessible name and, on focus, a line below the bar give the whole of it.
// - The end of a match: the seed and the salt, and Verify, which asks the engine and says what it found.
// - The daily deal: a tile's "Daily deal" starts today's (UTC) deal against the hard computer; once it is started,
//   a second press that day shows its result (or continues it while it is still in progress). Stored on the device
//   (store.js, key `daily.<game>`): {days: the UTC dates of finished daily deals (newest last, at most 400),
//   last: {date, result, packed, step}}; the streak is the run of days up to today (or yesterday) with a finished one.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import * as store from "./store.js";
import { $, app, busy, call } from "./shell.js";
import { replayLink } from "./share.js";

/** 16 random bytes as 32 hex characters: the salt of a new match (the browser's crypto random, not a seeded one). */
export function randomSalt() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Today's date in UTC, YYYY-MM-DD (the daily deal's calendar). */
export function utcToday(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

// -- the fingerprint in the top bar ------------------------------------------------------------------------------

/** Show the fingerprint of `view` (a live match's) in the top bar; hidden for none. */
export function showFingerprint(view) {
  const badge = $("fair-badge");
  if (!badge) return;
  const fair = view && view.fair && typeof view.fair === "object" ? view.fair : null;
  if (!fair) {
    badge.hidden = true;
    return;
  }
  const full = typeof fair.commitment === "string" ? fair.commitment : "";
  const label = full ? t("fair.badge_label", { full }) : t("fair.badge_none");
  badge.dataset.full = full;
  badge.dataset.short = full ? full.slice(0, 8) : "–";
  const [word, after] = t("fair.badge", { short: "\u0000" }).split("\u0000"); // "Deal {short}": the word and the digits
  badge.replaceChildren(h("span", { class: "fair-word", text: word }), h("span", { class: "fair-short",
    text: `${badge.dataset.short}${full ? "…" : ""}` }), after || "");
  badge.title = label;
  badge.setAttribute("aria-label", label);
  badge.hidden = false;
}

export function hideFingerprint() {
  const badge = $("fair-badge");
  if (badge) badge.hidden = true;
}

// -- the end of a match: seed, salt and Verify --------------------------------------------------------------------

/** The result dialog's part that shows the seed and salt of a finished match `s` (session.js) and verifies it. */
export function fairSection(s) {
  const fair = s.view && s.view.fair;
  if (!fair || !s.view.over) return null;
  const status = h("p", { class: "fair-result", role: "status", "aria-live": "polite" });
  if (typeof fair.commitment !== "string" || typeof fair.salt !== "string") {
    status.textContent = t("fair.unverifiable");
    return h("section", { class: "fair-section" }, status);
  }
  const verify = async () => {
    status.textContent = t("fair.checking");
    const answer = await busy(call({ cmd: "verify_deal", game: s.game, options: s.save.options, seed: fair.seed,
      salt: fair.salt, commitment: fair.commitment, save: s.save }));
    if (!answer.ok) status.textContent = t("fair.failed", { message: answer.error.message });
    else if (!answer.commitment_ok) status.textContent = t("fair.bad_commitment");
    else if (!answer.deal_ok) status.textContent = t("fair.bad_deal");
    else status.textContent = t("fair.verified", { positions: answer.positions });
    status.dataset.verified = String(Boolean(answer.ok && answer.verified));
    status.scrollIntoView({ block: "nearest" });
  };
  return h("section", { class: "fair-section", "aria-label": t("fair.heading") },
    h("h3", { text: t("fair.heading") }),
    h("p", { class: "hint", text: t("fair.explain") }),
    h("p", { class: "fair-value", text: t("fair.fingerprint", { commitment: fair.commitment }) }),
    h("p", { class: "fair-value", dataset: { seed: String(fair.seed) }, text: t("fair.seed", { seed: fair.seed }) }),
    h("p", { class: "fair-value", text: t("fair.salt", { salt: fair.salt }) }),
    h("button", { type: "button", class: "quiet fair-verify", onclick: verify }, t("fair.verify")),
    status);
}

// -- the daily deal ------------------------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The stored daily record of `game`: {days, last} (repaired: a damaged one starts again, it holds no match). */
export function dailyRecord(game) {
  let value;
  try {
    value = JSON.parse(store.readStored(`daily.${game}`) || "null");
  } catch {
    value = null;
  }
  const days = value && Array.isArray(value.days) ? value.days.filter((d) => typeof d === "string" && DATE.test(d)) : [];
  const last = value && value.last && typeof value.last === "object" && DATE.test(String(value.last.date))
    ? value.last : null;
  return { days: [...new Set(days)].sort().slice(-400), last };
}

function saveDaily(game, record) {
  return store.writeStored(`daily.${game}`, JSON.stringify(record));
}

function dayBefore(date) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Days in a row with a finished daily deal, ending today or yesterday (today's may still be to play). */
export function streak(days, today = utcToday()) {
  const played = new Set(days);
  let day = played.has(today) ? today : dayBefore(today);
  let count = 0;
  while (played.has(day)) {
    count += 1;
    day = dayBefore(day);
  }
  return count;
}

function streakText(game) {
  const count = streak(dailyRecord(game).days);
  return count === 0 ? t("daily.streak_none") : count === 1 ? t("daily.streak_one") : t("daily.streak", { count });
}

/** A tile's Daily deal: today's deal of `game` against the hard computer, once a day. `start(settings)` starts a
 * match (session.newGame), `resume(game)` continues the stored one (true when it did). */
export async function openDaily(game, { start, resume, title }) {
  const today = utcToday();
  const record = dailyRecord(game);
  if (record.last && record.last.date === today) {
    const running = app.session && app.session.game === game && app.session.save && app.session.save.daily === today;
    const stored = store.loadRecord(game);
    if (!running && stored && stored.save && stored.save.daily === today && !record.last.result && await resume(game)) {
      return;
    }
    if (running && !app.session.view.over) return;
    showDailyResult(game, record.last, title);
    return;
  }
  if (!(await mayReplace(game, title))) return;
  saveDaily(game, { days: record.days, last: { date: today, result: null } }); // one try a day: from its start
  await start({ game, mode: "computer", strength: "hard", options: {}, daily: today });
}

/** A match of `game` in progress (on the table or saved) gives way to the daily deal only if the person says so, and
 * only once its copy is kept (as the new-game dialog does: web/dialogs.js); resolves whether to start. */
function mayReplace(game, title) {
  const running = (app.session && app.session.game === game) || (store.readRecord(game) || {}).record;
  if (!running) return Promise.resolve(true);
  const dialog = $("daily-dialog");
  $("daily-title").textContent = t("daily.button_named", { game: title(game) });
  return new Promise((resolve) => {
    const status = h("p", { class: "daily-status", role: "alert" });
    const answer = (yes) => {
      if (yes && !store.keepCopy(game, "replaced", store.runningText(game, app.session))) {
        status.textContent = t("newgame.copy_failed", { game: title(game) }); // storage full: the match stays
        return;
      }
      dialog.removeEventListener("close", keep);
      dialog.close();
      resolve(yes);
    };
    const keep = () => resolve(false);
    dialog.addEventListener("close", keep, { once: true });
    $("daily-body").replaceChildren(h("p", { text: t("newgame.replace_confirm", { game: title(game) }) }),
      h("button", { type: "button", class: "danger", dataset: { dailyReplace: game }, onclick: () => answer(true) },
        t("newgame.replace_yes")),
      h("button", { type: "button", class: "quiet", onclick: () => answer(false) }, t("menu.abandon_no")),
      status);
    if (!dialog.open) dialog.showModal();
  });
}

/** The end of a daily match `s` (session.js): the day counts for the streak and its replay link is kept (once). */
export async function noteDailyEnd(s) {
  const date = s.save && s.save.daily;
  if (!date || !s.view.over) return;
  const record = dailyRecord(s.game);
  if (record.last && record.last.date === date && record.last.result) return;
  const result = s.view.seat_result ? s.view.seat_result.result : null;
  const last = { date, result: ["won", "lost", "draw"].includes(result) ? result : "draw", packed: null, step: 0 };
  saveDaily(s.game, { days: [...record.days, date], last });
  const shared = await call({ cmd: "share", id: s.id, seat: s.viewSeat });
  if (shared.ok && shared.packed) {
    saveDaily(s.game, { days: dailyRecord(s.game).days, last: { ...last, packed: shared.packed, step: 0 } });
  }
}

/** The daily dialog: the day's deal was played (or left): the result, the streak and the replay link. */
export function showDailyResult(game, last, title) {
  const dialog = $("daily-dialog");
  const name = title(game);
  $("daily-title").textContent = t("daily.title", { game: name, date: last.date });
  const link = last.packed ? replayLink(last.packed, last.step || 0) : null;
  const status = h("p", { class: "daily-status", role: "status" });
  const field = link ? h("input", { type: "text", readonly: "", value: link, class: "daily-link",
    "aria-label": t("daily.link") }) : null;
  $("daily-body").replaceChildren(
    h("p", { text: last.result ? t("daily.played") : t("daily.unfinished") }),
    last.result ? h("p", { class: "daily-result", text: t("daily.result", { result: t(`daily.result_${last.result}`) }) })
      : null,
    h("p", { class: "daily-streak", text: streakText(game) }),
    field,
    field ? h("button", { type: "button", class: "quiet", onclick: async () => {
      try {
        await navigator.clipboard.writeText(link);
        status.textContent = t("daily.copied");
      } catch {
        field.select();
      }
    } }, t("daily.share")) : null,
    status);
  if (!dialog.open) dialog.showModal();
}

/** The streak line of the result dialog of a daily match (null for another match). */
export function dailyLine(s) {
  return s.save && s.save.daily ? streakText(s.game) : null;
}
