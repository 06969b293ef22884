// Saves in localStorage, one per game. Storage can throw (private mode, sandboxed iframe): then
// every call reports failure and the shell tells the person the game will not be saved.

const BASE = "cardgames.";
/** Every key starts with this: the site's games under "cardgames.", an embed's under "cardgames.embed.<key>."
 * (so a blog's embedded game never overwrites the game a person has going on the site itself). */
let PREFIX = BASE;

/** Keep this page's records apart from the site's (embeds: one namespace per embed configuration). */
export function setNamespace(name) {
  PREFIX = name ? `${BASE}${name}.` : BASE;
}

function storage() {
  try {
    const s = window.localStorage;
    const probe = PREFIX + "probe";
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch (err) {
    return null;
  }
}

/** Whether the browser lets this page store anything. */
export function storageWorks() {
  return storage() !== null;
}

function read(key) {
  const s = storage();
  if (!s) return null;
  try {
    const raw = s.getItem(PREFIX + key);
    return raw === null ? null : JSON.parse(raw);
  } catch (err) {
    return null;
  }
}

function write(key, value) {
  const s = storage();
  if (!s) return false;
  try {
    if (value === null) s.removeItem(PREFIX + key);
    else s.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch (err) {
    return false;
  }
}

/** The stored record of `game`: {save, mode, strength, options, viewSeat, acknowledged, updated, summary} or null. */
export function loadRecord(game) {
  return read(`save.${game}`);
}

/** Store the record of `game` (returns false when storage failed). */
export function saveRecord(game, record) {
  return write(`save.${game}`, record) && write("active", game);
}

/** Forget the saved game of `game`. */
export function dropRecord(game) {
  write(`save.${game}`, null);
  if (read("active") === game) write("active", null);
}

/** Every stored game in progress, newest first: [{game, record}] (a record without a save is skipped). */
export function listRecords(games) {
  return games
    .map((game) => ({ game, record: loadRecord(game) }))
    .filter((entry) => entry.record && entry.record.save && typeof entry.record.save === "object")
    .sort((a, b) => (Number(b.record.updated) || 0) - (Number(a.record.updated) || 0));
}

/** The game the person was last playing (auto-resumed on load), or null. */
export function activeGame() {
  return read("active");
}

export function setActiveGame(game) {
  write("active", game);
}

export function loadSetting(name, fallback) {
  const value = read(`setting.${name}`);
  return value === null ? fallback : value;
}

export function saveSetting(name, value) {
  write(`setting.${name}`, value);
}
