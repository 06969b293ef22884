// The games the site offers and the table that draws each. The shell names no game: every game declares itself
// once in the engine, whose `games` answer gives each one's name, title, options, table module (`table`, a path in
// the site such as "tables/<name>.js") and stylesheet (`stylesheet`, or null). Before Python is up the menu reads
// the names and titles from the shell's words instead (`games.names`, `game.<name>`; the build writes them from the
// same declarations). A table module is imported when a game of it is first shown, its stylesheet linked then;
// a game without a table module of its own (or one that fails to load) is drawn by tables/generic.js, and a module
// that leaves out handResult / matchResult gets the generic ones. With `?table=generic` in the page's address every
// game is drawn by tables/generic.js, from the view contract alone (pygame_core/core/contract.py).

import * as generic from "./tables/generic.js";
import { hasText, language, t } from "./i18n.js";
import { app, params, sleep, waitForEngine } from "./shell.js";
import { ofThisBuild } from "./build.js";

/** The names of the games, in the menu's order: from the engine once it answered, else from the shell's words. */
export function gameNames() {
  if (app.games) return app.games.map((game) => game.name);
  return hasText("games.names") ? t("games.names").split("|").filter(Boolean) : [];
}

/** The engine's entry for game `name` ({name, title, options, table, stylesheet, ...}), or null before it answered. */
export function gameEntry(name) {
  return (app.games || []).find((game) => game.name === name) || null;
}

/** What every card of game `name` shows that no match changes (its name, its printed values), by card id: the
 * engine's `games` answer (GameInfo.catalogue, sent once rather than in every view); {} before it answered. A table
 * module that reads it exports `usesCatalogue`, and loadTable waits for the games' list before it is drawn. */
export function catalogueOf(name) {
  const entry = gameEntry(name);
  return (entry && entry.catalogue) || {};
}

export function gameTitle(name) {
  const entry = gameEntry(name);
  if (entry) return entry.title;
  return hasText(`game.${name}`) ? t(`game.${name}`) : String(name);
}

/** Ask the engine which games it offers, in the page's language (app.games). */
export async function fetchGames() {
  const answer = await app.engine.call({ cmd: "games", lang: language() });
  if (answer.ok) app.games = answer.games;
  return app.games;
}

let asking = null;

/** app.games, asked for once the engine is ready if nobody has yet (null if the engine failed). */
export function ensureGames() {
  if (app.games) return Promise.resolve(app.games);
  if (!asking) {
    asking = waitForEngine().then(fetchGames).catch(() => null).finally(() => { asking = null; });
  }
  return asking;
}

// -- table modules and their stylesheets ------------------------------------------------------------

const modules = new Map(); // URL -> promise of the table module
const sheets = new Map(); // URL -> promise that the stylesheet has loaded (or failed)
/** The longest a table waits for its stylesheet before it is drawn anyway. */
const STYLESHEET_WAIT_MS = 3000;

/** `path` (relative to the site, where this module is) as a URL of this site and of this page's build (build.js),
 * or null. */
function siteUrl(path) {
  if (typeof path !== "string" || !path) return null;
  try {
    const url = new URL(path, import.meta.url);
    return url.origin === location.origin ? ofThisBuild(url) : null;
  } catch {
    return null;
  }
}

function importTable(path) {
  const url = siteUrl(path);
  if (!url) return Promise.resolve(generic);
  if (!modules.has(url.href)) {
    modules.set(url.href, import(url.href).then((module) => ({ ...generic, ...module }), (err) => {
      console.warn(`no table module at ${path}: the generic table draws this game`, err);
      return generic;
    }));
  }
  return modules.get(url.href);
}

/** Link the stylesheet at `path` (once), after the shell's own and before replay.css and a11y.css. */
function addStylesheet(path) {
  const url = siteUrl(path);
  if (!url) return Promise.resolve();
  if (!sheets.has(url.href)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = url.href;
    link.dataset.table = path;
    const loaded = new Promise((resolve) => { link.onload = link.onerror = () => resolve(); });
    const after = [...document.querySelectorAll("link[data-table]")].pop() || document.getElementById("shell-styles");
    if (after) after.after(link);
    else document.head.append(link);
    sheets.set(url.href, loaded);
  }
  return Promise.race([sheets.get(url.href), sleep(STYLESHEET_WAIT_MS)]);
}

/** The table of game `name` as the build wrote it into embed.html's head with the early start ({table, stylesheet}:
 * the engine's own declaration, see buildtools/site.py EARLY_TABLE), or null. */
function declaredInPage(name) {
  try {
    const declared = window.__engineEarly && window.__engineEarly.table;
    return declared && declared.game === name && typeof declared.table === "string" && declared.table ? declared : null;
  } catch {
    return null;
  }
}

/**
 * The table of game `name`, ready to draw: {module, table, stylesheet} (the paths, to store with a saved game).
 * The paths are the engine's; `known` ({table, stylesheet} stored with a saved game), or else the paths the build
 * wrote into embed.html, stand in for them until the engine has listed the games, so a resume after a reload or an
 * embed that starts at once need not wait for that list. With neither (a save from
 * before the paths were stored), the engine is asked; if it cannot answer, the table is `tables/<name>.js`.
 * Never rejects.
 */
export async function loadTable(name, known = null) {
  let entry = gameEntry(name);
  const stored = known && typeof known.table === "string" && known.table ? known : declaredInPage(name);
  if (!entry && !stored) {
    await ensureGames();
    entry = gameEntry(name);
  }
  const source = entry || stored;
  const table = source ? source.table : `tables/${name}.js`;
  const stylesheet = (source && source.stylesheet) || null;
  if (params.get("table") === "generic") return { module: generic, table, stylesheet }; // (the paths stay the game's, for its save)
  const [module] = await Promise.all([importTable(table), addStylesheet(stylesheet)]);
  if (module.usesCatalogue && !gameEntry(name)) await ensureGames(); // its cards' catalogue comes with the list
  return { module, table, stylesheet };
}

/** The options a person set in a form of ``gameName``'s option controls (ids ``<idPrefix><option name>``: the new-game
 * dialog's "opt-", the studio's "studio-opt-"), each read by its control's kind; only those that differ from the
 * option's default. */
export function readOptions(gameName, idPrefix = "opt-") {
  const game = gameEntry(gameName);
  const out = {};
  for (const option of (game && game.options) || []) {
    const control = document.getElementById(`${idPrefix}${option.name}`);
    if (!control) continue;
    let value;
    if (control.type === "checkbox") value = control.checked;
    else if (control.tagName === "SELECT") value = JSON.parse(control.value);
    else if (control.type === "number") value = Number(control.value);
    else value = control.value;
    if (value !== option.default) out[option.name] = value;
  }
  return out;
}
