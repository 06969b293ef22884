// Issue 35, item 5, "Keep it": everything this device keeps (games in progress, statistics with the ratings, daily
// deals, settings, and practice where there is any) as one file to download, and Import of such a file. The rules
// are the engine's (pygame_core/core/keep.py: the file's format and version, what is refused and why, how two
// devices merge); here the file is read and downloaded, and the stored records are gathered and written.
//
// An import writes all of what the engine answers or nothing: the texts of every key it changes are read first, and
// a write that fails (storage full or blocked) puts every one of them back and removes the copies written.
// After the first finished match the browser is asked once to keep the site's storage (navigator.storage.persist),
// so that it is not cleared under storage pressure.

import { downloadText, h } from "./dom.js";
import { t } from "./i18n.js";
import * as store from "./store.js";
import { $, app, call } from "./shell.js";
import { gameNames } from "./games.js";
import { readStats, renderStats } from "./stats.js";
import { storedDaily } from "./daily.js";

/** The engine's MAX_KEEP_BYTES: a larger file is refused before it is read. */
export const MAX_KEEP_BYTES = 20 * 1024 * 1024;
const PERSIST_KEY = "persist_asked";
/** The practice record's key (issue 35, item 1), exported where a device has one. */
const PRACTICE_KEY = "practice";

function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What this device keeps, as the engine's `keep_*` commands take it: {saves, stats, daily, settings, [practice]}. */
export function gatherDevice() {
  const games = gameNames();
  const saves = {};
  for (const { game, record } of store.listRecords(games)) {
    // the stored record in shape (store.js repairs the shell's fields); this tab's match as it is now, if it is this one
    const running = app.session && app.session.game === game ? parsed(store.runningText(game, app.session)) : null;
    saves[game] = running && typeof running === "object" ? store.repairRecord(running) || record : record;
  }
  const daily = {};
  for (const game of games) {
    // as stored: the engine repairs a damaged one (pygame_core/core/daily.py)
    if (store.readStored(`daily.${game}`) !== null) daily[game] = storedDaily(game);
  }
  const settings = {};
  for (const name of store.storedNames("setting.")) {
    const value = parsed(store.readStored(`setting.${name}`));
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) settings[name] = value;
  }
  const stats = store.readStored("stats") === null ? null : readStats().data;
  const device = { saves, stats, daily, settings };
  const practice = parsed(store.readStored(PRACTICE_KEY));
  if (practice && typeof practice === "object" && !Array.isArray(practice)) device.practice = practice;
  return device;
}

function status(text, lines = []) {
  const line = $("stats-status");
  line.replaceChildren(h("span", { text }),
    ...(lines.length ? [h("ul", { class: "keep-news" }, ...lines.map((item) => h("li", { text: item })))] : []));
}

/** Export: the engine writes the file of this device; it is offered as a download. */
export async function exportAll() {
  const exported = new Date().toISOString();
  const answer = await call({ cmd: "keep_export", device: gatherDevice(), exported });
  if (!answer.ok) {
    status(t("keep.export_failed", { message: answer.error.message }));
    return;
  }
  const name = `cardgames-${exported.slice(0, 10)}.json`;
  downloadText(answer.text, name);
  status(t("keep.exported", { name }));
}

/** The stored names an import's answer changes, with their new texts (null: removed). */
function writesOf(answer) {
  const device = answer.device;
  const writes = [];
  for (const key of answer.changed) {
    if (key.startsWith("saves.")) {
      const game = key.slice("saves.".length);
      writes.push([`save.${game}`, JSON.stringify(device.saves[game])]);
    } else if (key === "stats") {
      const { unreadable } = readStats(); // statistics this page cannot read are kept aside, never overwritten
      if (unreadable !== null) writes.push([`stats.unreadable.${Date.now()}`, unreadable]);
      writes.push(["stats", JSON.stringify(device.stats)]);
    } else if (key === "daily") {
      for (const [game, record] of Object.entries(device.daily)) writes.push([`daily.${game}`, JSON.stringify(record)]);
    } else if (key === "settings") {
      for (const [name, value] of Object.entries(device.settings)) writes.push([`setting.${name}`, JSON.stringify(value)]);
    } else if (key === "practice") {
      writes.push([PRACTICE_KEY, JSON.stringify(device.practice)]);
    }
  }
  return writes;
}

/** Write every change of `answer` or none: true when all were written. */
export function writeAll(answer) {
  const writes = writesOf(answer);
  const before = writes.map(([name]) => [name, store.readStored(name)]);
  const copies = [];
  let ok = writes.every(([name, text]) => store.writeStored(name, text));
  for (const copy of ok ? answer.copies : []) {
    const key = store.keepCopyKey(copy.game, "replaced", copy.raw);
    if (!key) {
      ok = false;
      break;
    }
    copies.push(key);
  }
  if (ok) return true;
  for (const [name, text] of before) store.writeStored(name, text); // all back as they were
  for (const key of copies) store.writeStored(key, null);
  return false;
}

/** Import the file a person chose: checked and merged by the engine, then written all at once. */
export async function importFile(file) {
  if (!file) return;
  if (file.size > MAX_KEEP_BYTES) {
    const reason = t("keep.too_large", { limit: MAX_KEEP_BYTES / 1048576, size: (file.size / 1048576).toFixed(1) });
    status(t("keep.refused", { reason }));
    $("stats-status").dataset.result = "refused";
    return;
  }
  status(t("keep.reading"));
  const text = await file.text();
  const answer = await call({ cmd: "keep_import", text, device: gatherDevice() });
  let result = "refused";
  if (!answer.ok) {
    status(t("keep.refused", { reason: answer.error.message }));
  } else if (!answer.accepted) {
    status(t("keep.refused", { reason: answer.reason }));
  } else if (!writeAll(answer)) {
    status(t("keep.write_failed"));
    result = "not_written";
  } else {
    result = "imported";
    const s = app.session;
    // the match this tab had is no longer the stored one: it is resumed from its save (or kept as a copy)
    if (s && answer.changed.includes(`saves.${s.game}`)) (await import("./session.js")).closeSession();
    renderStats();
    const menu = await import("./menu.js");
    menu.renderSavedGames();
    menu.renderTiles();
    $("continue-game").hidden = !app.session;
    status(answer.lines.length ? t("keep.imported") : t("keep.nothing_new"), answer.lines);
  }
  $("stats-status").dataset.result = result;
}

/** Once, after the first finished match: ask the browser to keep this site's storage (it may say no; either way
 * it is not asked again). */
export async function askPersistOnce() {
  if (store.readStored(PERSIST_KEY) !== null || !navigator.storage || !navigator.storage.persist) return;
  if (!store.writeStored(PERSIST_KEY, JSON.stringify(Date.now()))) return;
  try {
    await navigator.storage.persist();
  } catch { /* refused or not offered: the data stays in ordinary storage */ }
}

/** Wire the Statistics dialog's Export and Import. */
export function initKeep() {
  const input = $("keep-file");
  $("keep-export").setAttribute("aria-describedby", "keep-explain"); // the body's last line says what they do
  $("keep-import").setAttribute("aria-describedby", "keep-explain");
  $("keep-export").addEventListener("click", exportAll);
  $("keep-import").addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files[0];
    input.value = "";
    await importFile(file);
  });
}
