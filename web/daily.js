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
//   last: {date, result, packed, step}}. Its rules are the engine's (pygame_core/core/daily.py: the repair of a
//   stored record, the streak, what a press does, the record after a finished daily match): here the record is
//   read, sent (`daily_press`, `daily_end`), stored as answered and shown.

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

/** The stored daily record of `game` as it was written (null: none, or not JSON). The engine reads it, repairing
 * a damaged one (pygame_core/core/daily.py), and answers the record to store. */
export function storedDaily(game) {
  try {
    return JSON.parse(store.readStored(`daily.${game}`) || "null");
  } catch {
    return null;
  }
}

function saveDaily(game, record) {
  return store.writeStored(`daily.${game}`, JSON.stringify(record));
}

/** What the device holds of `game`'s match in progress, as `daily_press` takes it: {daily, over} or null. */
function matchOnDevice(game) {
  const s = app.session;
  const save = s && s.game === game ? s.save : (store.loadRecord(game) || {}).save;
  if (!save) return null;
  const over = Boolean(s && s.game === game && s.view && s.view.over);
  return { daily: typeof save.daily === "string" ? save.daily : null, over };
}

/** A tile's Daily deal: today's deal of `game` against the hard computer, once a day (the engine decides:
 * `daily_press`). `start(settings)` starts a match (session.newGame), `resume(game)` continues the stored one (true
 * when it did). */
export async function openDaily(game, { start, resume, title }) {
  const today = utcToday();
  const answer = await call({ cmd: "daily_press", game, record: storedDaily(game), match: matchOnDevice(game), today });
  if (!answer.ok) {
    showDailyProblem(game, answer.error.message, title);
    return;
  }
  if (answer.action === "start") {
    if (!(await mayReplace(game, title))) return;
    saveDaily(game, answer.record); // one try a day: from its start
    await start({ game, mode: "computer", strength: "hard", options: {}, daily: today });
    return;
  }
  if (answer.changed) saveDaily(game, answer.record); // a damaged record, repaired
  if (answer.action === "resume" && await resume(game)) return;
  showDailyResult(game, answer.record.last, answer.streak_text, title);
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

/** The end of a daily match `s` (session.js): the engine counts its day for the streak and keeps its replay link,
 * once (`daily_end`); resolves the streak line for the result dialog (null if it could not be recorded). */
export async function noteDailyEnd(s) {
  if (!s.save || !s.save.daily || !s.view.over) return null;
  const answer = await call({ cmd: "daily_end", id: s.id, seat: s.viewSeat, record: storedDaily(s.game),
    today: utcToday() });
  if (!answer.ok) return null;
  if (answer.changed) saveDaily(s.game, answer.record);
  return answer.streak_text;
}

/** The daily dialog: the day's deal was played (or left): the result, the streak and the replay link. */
export function showDailyResult(game, last, streakLine, title) {
  const dialog = $("daily-dialog");
  const name = title(game);
  $("daily-title").textContent = t("daily.title", { game: name, date: last.date });
  const link = last.packed ? replayLink(last.packed, last.step || 0) : null;
  const status = h("p", { class: "daily-status", role: "status" });
  const field = link ? h("input", { type: "text", readonly: "", value: link, class: "daily-link",
    "aria-label": t("daily.link") }) : null;
  $("daily-body").replaceChildren(...[ // (replaceChildren writes a null as the text "null": left out)
    h("p", { text: last.result ? t("daily.played") : t("daily.unfinished") }),
    last.result ? h("p", { class: "daily-result", text: t("daily.result", { result: t(`daily.result_${last.result}`) }) })
      : null,
    h("p", { class: "daily-streak", text: streakLine }),
    field,
    field ? h("button", { type: "button", class: "quiet", onclick: async () => {
      try {
        await navigator.clipboard.writeText(link);
        status.textContent = t("daily.copied");
      } catch {
        field.select();
      }
    } }, t("daily.share")) : null,
    status].filter(Boolean));
  if (!dialog.open) dialog.showModal();
}

/** The daily dialog with what the engine refused (a stored record it cannot take: the reason). */
function showDailyProblem(game, message, title) {
  const dialog = $("daily-dialog");
  $("daily-title").textContent = t("daily.button_named", { game: title(game) });
  $("daily-body").replaceChildren(h("p", { class: "daily-status", role: "alert",
    text: t("daily.failed", { message }) }));
  if (!dialog.open) dialog.showModal();
}
