// Saves in localStorage, one per game (key `cardgames.save.<game>`; `cardgames.active` names the game last played).
//
// Reading never depends on writing: a full storage (a write throws QuotaExceededError) still lists and resumes every
// save; only storage that throws on every access (private mode, a sandboxed frame) has nothing to read.
// A write that fails reports why (`writeProblem()`: "full" or "blocked") and the shell says the game will not be saved.
//
// A stored record is untrusted: the shell's own fields (viewSeat, acknowledged, mode, ...) are repaired to defaults
// when they are out of shape; a record that cannot be read at all (not JSON, no save in it) or whose save the engine
// refuses as corrupt is set aside under `cardgames.damaged.<game>.<time>` (kept as it was, to download or remove from
// the menu), never deleted. If even moving it aside fails (storage full), it stays where it is and is listed as damaged.
//
// Why localStorage and not IndexedDB: a record is small (the seed and the list of actions, a few kB), the menu and
// the resumed game's table are shown before Python has started, which needs a synchronous read, the `storage` event
// tells the other tabs of a write, and every record saved so far stays where it is.

const BASE = "cardgames.";
/** Every key starts with this: the site's games under "cardgames.", an embed's under "cardgames.embed.<key>."
 * (so a blog's embedded game never overwrites the game a person has going on the site itself). */
let PREFIX = BASE;

/** Keep this page's records apart from the site's (embeds: one namespace per embed configuration). */
export function setNamespace(name) {
  PREFIX = name ? `${BASE}${name}.` : BASE;
}

/** The full storage key of `name` in this page's namespace (also the base of the tabs' lock names). */
export function fullKey(name) {
  return PREFIX + name;
}

/** localStorage, or null where touching it throws. No write is tried: reading must work when storage is full. */
function storage() {
  try {
    return window.localStorage || null;
  } catch {
    return null;
  }
}

function isQuota(err) {
  return !!err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED" || err.code === 22);
}

let lastProblem = null;

/** Why the last write failed: "full" (the storage is full: everything stored can still be read) or "blocked". */
export function writeProblem() {
  return lastProblem;
}

/** Whether this page can store anything now: "ok", "full" (reads work, writes do not) or "blocked". */
export function storageState() {
  const s = storage();
  if (!s) return "blocked";
  try {
    const probe = PREFIX + "probe";
    s.setItem(probe, "1");
    s.removeItem(probe);
    return "ok";
  } catch (err) {
    return isQuota(err) ? "full" : "blocked";
  }
}

function readText(key) {
  const s = storage();
  if (!s) return null;
  try {
    return s.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function read(key) {
  const raw = readText(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeText(key, text) {
  const s = storage();
  if (!s) {
    lastProblem = "blocked";
    return false;
  }
  try {
    if (text === null) s.removeItem(PREFIX + key);
    else s.setItem(PREFIX + key, text);
    lastProblem = null;
    return true;
  } catch (err) {
    lastProblem = isQuota(err) ? "full" : "blocked";
    return false;
  }
}

function write(key, value) {
  return writeText(key, value === null ? null : JSON.stringify(value));
}

// -- records --------------------------------------------------------------------------------------

const MODES = ["computer", "hotseat"];
const isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);

/** The first seat a person plays in `seats` (the engine's default view), or null when the seats are unknown. */
function firstHuman(seats) {
  if (!seats) return null;
  const seat = seats.indexOf("human");
  return seat >= 0 ? seat : 0;
}

/**
 * A stored record with the shell's own fields in shape, or null if it holds no save the engine could try:
 * {save, mode, strength, options, viewSeat, acknowledged, updated, summary, [table], [stylesheet], [counted], [rated]}
 * (`counted`: the ended match is in the statistics, stats.js; `rated`: its rating was updated, or it is not rated).
 * `viewSeat` is null when it was out of shape and the save names no seats (the engine then picks the first person).
 */
export function repairRecord(record) {
  if (!isObject(record) || !isObject(record.save)) return null;
  const seats = Array.isArray(record.save.seats) ? record.save.seats : null;
  const out = { ...record };
  const seat = record.viewSeat;
  out.viewSeat = Number.isInteger(seat) && seat >= 0 && (!seats || seat < seats.length) ? seat : firstHuman(seats);
  out.mode = MODES.includes(record.mode) ? record.mode
    : seats && seats.every((kind) => kind === "human") ? "hotseat" : "computer";
  out.strength = typeof record.strength === "string" && /^[a-z]{1,20}$/.test(record.strength) ? record.strength : "medium";
  out.options = isObject(record.options) ? record.options : {};
  out.acknowledged = Array.isArray(record.acknowledged) ? record.acknowledged.filter((key) => typeof key === "string") : [];
  out.updated = Number.isFinite(record.updated) ? record.updated : 0;
  out.summary = typeof record.summary === "string" ? record.summary : "";
  for (const field of ["table", "stylesheet"]) {
    if (field in out && out[field] !== null && typeof out[field] !== "string") delete out[field];
  }
  return out;
}

/** Why a stored text is no record of `game`: "json" (not JSON), "shape" (no save object in it), "another game" (the
 * save names another game: never resumed with this game's table, issue 18), or null (a record). */
function damageOf(raw, game) {
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { reason: "json", record: null };
  }
  const record = repairRecord(parsed);
  if (!record) return { reason: "shape", record: null };
  if (savedGameIsNot(record, game)) return { reason: `another game: ${String(record.save.game).slice(0, 40)}`, record: null };
  return { reason: null, record };
}

/** Whether the save in `record` names a game other than `game` (a save that names none is left to the engine). */
function savedGameIsNot(record, game) {
  return typeof game === "string" && "game" in record.save && record.save.game !== game;
}

/** Damaged saves found this page's life that could not be moved aside (storage full): key -> reason. */
const damagedInPlace = new Map();

/**
 * The stored record of `game`: {record} (repaired), {damaged} (a damaged entry, see listDamaged: the stored text was
 * no record; it is moved aside, or listed in place if that failed), or null (none stored).
 */
export function readRecord(game) {
  const key = `save.${game}`;
  const raw = readText(key);
  if (raw === null) return null;
  if (damagedInPlace.has(key)) return { damaged: damagedEntry(PREFIX + key, raw) };
  const { reason, record } = damageOf(raw, game);
  if (record) return { record };
  const entry = setAside(game, reason);
  return entry ? { damaged: entry } : null;
}

/** The stored record of `game` (repaired), or null if there is none or it is damaged (then it is set aside). */
export function loadRecord(game) {
  const found = readRecord(game);
  return found && found.record ? found.record : null;
}

/** The score of view `view` in a few words, as the engine writes it (`contract.score.text`, Game.summary), or "". */
function scoreText(view) {
  const text = view && view.contract && view.contract.score ? view.contract.score.text : "";
  return typeof text === "string" ? text : "";
}

/** The record of a running session `s` (session.js) as it is stored, `updated` when it was last played: `summary`
 * is the score then, in a few words (a record keeps its own: the menu's line of a saved match reads it). */
export function recordOf(s, updated) {
  return { save: s.save, mode: s.mode, strength: s.strength, options: s.options,
    viewSeat: s.viewSeat, acknowledged: [...s.acknowledged], updated,
    summary: scoreText(s.view), table: s.table, stylesheet: s.stylesheet,
    counted: Boolean(s.counted), rated: Boolean(s.rated) };
}

/** Store the record of `game` (returns false when storage failed: writeProblem() says why). */
export function saveRecord(game, record) {
  if (!write(`save.${game}`, record)) return false;
  damagedInPlace.delete(`save.${game}`);
  if (activeGame() !== game) write("active", game); // best effort: the save itself is what must not be lost
  return true;
}

/** Forget the saved game of `game`. */
export function dropRecord(game) {
  write(`save.${game}`, null);
  damagedInPlace.delete(`save.${game}`);
  if (read("active") === game) write("active", null);
}

/**
 * Keep the stored text of `game`'s save apart as damaged (`reason`: "json", "shape", or the engine's message), so
 * a new game of `game` cannot overwrite it; it is listed in the menu to download or remove. Returns the damaged
 * entry (see listDamaged), or null if nothing is stored. If storage is too full to move it, it stays in place and is
 * listed as damaged all the same.
 */
export function setAside(game, reason) {
  const key = `save.${game}`;
  const raw = readText(key);
  if (raw === null) return null;
  const at = Date.now();
  const asideKey = `damaged.${game}.${at}`;
  if (write(asideKey, { game, at, reason: String(reason || ""), raw }) && writeText(key, null)) {
    if (read("active") === game) write("active", null);
    return damagedEntry(PREFIX + asideKey, readText(asideKey));
  }
  writeText(asideKey, null); // a half move: keep the one copy in place
  damagedInPlace.set(key, String(reason || ""));
  return damagedEntry(PREFIX + key, raw);
}

/** The text of `game`'s running match as it is stored, or null: this tab's session when it plays `game` (newer
 * than the stored one when storage was full while it was played), else the stored record. */
export function runningText(game, session) {
  const stored = readText(`save.${game}`);
  if (!session || session.game !== game || !session.save) return stored;
  const found = read(`save.${game}`);
  if (isObject(found) && JSON.stringify(found.save) === JSON.stringify(session.save)) return stored;
  return JSON.stringify(recordOf(session, Date.now()));
}

/** Keep a copy of `game`'s running match (`raw`, its text: runningText) apart before a new match takes its place
 * (`reason` "replaced"): listed in the menu with the damaged saves, to download or remove; the save itself stays
 * until the new match is saved over it. True when the copy was written and read back (or there was nothing to keep),
 * false when it could not be (storage full): then nothing may replace the match until the person has its text. */
export function keepCopy(game, reason, raw) {
  if (raw === null || raw === undefined) return true;
  return keepCopyKey(game, reason, raw) !== null;
}

/** keepCopy, answering the name the copy is stored under (to remove it again), or null when it could not be
 * written and read back. */
export function keepCopyKey(game, reason, raw) {
  let at = Date.now();
  while (readText(`damaged.${game}.${at}`) !== null) at += 1; // two copies in one millisecond: both kept
  const key = `damaged.${game}.${at}`;
  if (!write(key, { game, at, reason: String(reason), raw })) return null;
  const kept = read(key);
  return kept && kept.raw === raw ? key : null;
}

/** A damaged entry from a stored key and text: {key, game, at, reason, raw} (raw: the text as it was stored). */
function damagedEntry(fullKeyName, text) {
  const name = fullKeyName.slice(PREFIX.length);
  if (name.startsWith("save.")) {
    return { key: fullKeyName, game: name.slice("save.".length), at: 0, reason: damagedInPlace.get(name) || "", raw: text };
  }
  const [, game = "", at = "0"] = /^damaged\.(.*)\.(\d+)$/.exec(name) || [];
  let wrapped = null;
  try {
    wrapped = JSON.parse(text);
  } catch { /* an aside entry changed by hand: offer its text as it is */ }
  if (isObject(wrapped) && typeof wrapped.raw === "string") {
    return { key: fullKeyName, game: typeof wrapped.game === "string" ? wrapped.game : game,
      at: Number(wrapped.at) || Number(at), reason: String(wrapped.reason || ""), raw: wrapped.raw };
  }
  return { key: fullKeyName, game, at: Number(at), reason: "", raw: text };
}

/** Every stored game in progress, newest first: [{game, record}] (records repaired; damaged ones are set aside and
 * listed by listDamaged). */
export function listRecords(games) {
  return games
    .map((game) => ({ game, found: readRecord(game) }))
    .filter((entry) => entry.found && entry.found.record)
    .map(({ game, found }) => ({ game, record: found.record }))
    .sort((a, b) => b.record.updated - a.record.updated);
}

/** Every damaged save kept in this namespace, newest first: [{key, game, at, reason, raw}] (those set aside, and
 * those that could not be moved). Call after listRecords, which sets aside what it finds damaged. */
export function listDamaged() {
  const s = storage();
  if (!s) return [];
  const out = [];
  try {
    const aside = PREFIX + "damaged.";
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key && key.startsWith(aside)) out.push(damagedEntry(key, s.getItem(key)));
    }
  } catch {
    return [];
  }
  for (const key of damagedInPlace.keys()) {
    const raw = readText(key);
    if (raw !== null) out.push(damagedEntry(PREFIX + key, raw));
  }
  return out.sort((a, b) => b.at - a.at);
}

/** Remove a damaged save for good (`key`: its full key, from listDamaged). */
export function removeDamaged(key) {
  if (!key.startsWith(PREFIX)) return false;
  const name = key.slice(PREFIX.length);
  const ok = writeText(name, null);
  if (ok) damagedInPlace.delete(name);
  return ok;
}

/** The game the person was last playing (auto-resumed on load), or null. */
export function activeGame() {
  const game = read("active");
  return typeof game === "string" ? game : null;
}

export function loadSetting(name, fallback) {
  const value = read(`setting.${name}`);
  return value === null ? fallback : value;
}

export function saveSetting(name, value) {
  write(`setting.${name}`, value);
}

// -- other stored texts (statistics: web/stats.js) ----------------------------------------------------

/** The stored text under `name` in this page's namespace, or null (none, or storage that cannot be read). */
export function readStored(name) {
  return readText(name);
}

/** The names stored in this page's namespace that start with `prefix`, without it (e.g. the settings'). */
export function storedNames(prefix) {
  const s = storage();
  const out = [];
  if (!s) return out;
  try {
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key && key.startsWith(PREFIX + prefix)) out.push(key.slice((PREFIX + prefix).length));
    }
  } catch {
    return [];
  }
  return out.sort();
}

/** Store `text` under `name` (null removes it); false when storage failed: writeProblem() says why. */
export function writeStored(name, text) {
  return writeText(name, text);
}

// -- the guided first game on the table (web/tutorial.js) ---------------------------------------------

/** The lesson on the table, stored at every step so a reload goes on where it was: {game, moves} (the learner's moves
 * made), or null (none stored, or a stored text out of shape: a lesson is short, so it then simply starts again). */
export function loadLesson() {
  const value = read("lesson");
  if (!isObject(value) || typeof value.game !== "string" || !/^[a-z][a-z0-9_]{0,39}$/.test(value.game)) return null;
  const moves = value.moves;
  return { game: value.game, moves: Number.isInteger(moves) && moves >= 0 && moves <= 1000 ? moves : 0,
    updated: Number.isFinite(value.updated) ? value.updated : 0 };
}

/** Store where the lesson of `game` is: `moves` of the learner's moves made (false when storage failed). */
export function saveLesson(game, moves) {
  return write("lesson", { game, moves, updated: Date.now() });
}

/** The lesson left the table (a real game, the menu, another lesson): nothing to go on with after a reload. */
export function dropLesson() {
  write("lesson", null);
}

/** Forget the stored lesson `found` (from loadLesson) unless a lesson was stored since (a Learn pressed meanwhile). */
export function dropLessonUnlessNewer(found) {
  const now = loadLesson();
  if (now && now.updated === found.updated && now.game === found.game) dropLesson();
}
