// The embed page (embed.html, body data-page="embed"): the same shell for one game or one scripted example in a
// blog's iframe. No menu: a start screen, the engine started lazily (when the frame is scrolled into view, or on
// Start), and after a game "Play again". Its URL parameters are checked by the engine (bridge `embed_config`,
// documented there and in README "Embedding"); its saved game is kept apart from the site's (one storage namespace
// per embed configuration).
//
// The frame tells the page around it how tall its content is, on load and whenever that changes:
//   parent.postMessage({ type: "cardgames:height", height }, "*")   (height in CSS px; README shows the few lines
// a blog adds to size its frames by it). Only a number is sent, nothing of the game.
//
// The studio's preview (issue 33): a frame showing a `script` whose page is of the frame's own origin (studio.html)
// takes a new script in place, without starting its engine again. Once it has opened its first one it says
//   parent.postMessage({ type: "cardgames:preview-ready" }, location.origin)
// and then takes
//   frame.contentWindow.postMessage({ type: "cardgames:preview", script, step }, location.origin)
// (script: packed, as the `script` parameter; step: the position to show): the same steps as a post's frame with
// those parameters (bridge `embed_config` with the frame's other parameters, then the replay viewer), the old
// replay closed once the new one is drawn. A message from another origin or window, or out of shape, is ignored.
//
// Tests open another embed configuration in place, on a page whose engine has started (one start of Python for
// many frames' parameters, as the studio's preview takes another script):
//   await (await import("./embed.js")).openEmbedInPlace("game=spike&seats=human,easy&seed=7&lang=de")
// shows that query's embed as a load of embed.html with it shows it, except that a game starts new (a saved game of
// that configuration is replaced, as by "Play again"), and the shell's parameters (fast, delay) stay as loaded.

import { hasText, loadTexts, preferredLanguage, t } from "./i18n.js";
import * as store from "./store.js";
import { h } from "./dom.js";
import { $, app, call, closeDialog, markTextsLoaded, params, setReady, showNotice, startEngineOnce } from "./shell.js";
import { checkStorage, closeReplay, closeSession, newGame, resume, showReplay } from "./session.js";
import { hidePassScreen } from "./dialogs.js";
import { useDeckForPage } from "./deck.js";
import { startTutorial } from "./tutorial.js";
import { useEmbedSetting } from "./sound.js";

/** The shell's own parameters (tests, benchmarks, `table=generic`: the generic table), never passed to the engine's
 * embed check. */
const SHELL_PARAMS = ["fast", "delay", "menu", "table"];

/** The embed's own URL parameters (everything but the shell's test parameters), as the engine checks them; `query`:
 * the page's address, or the one it is given in place (openEmbedInPlace). */
function embedParams(query = params) {
  const out = {};
  for (const [key, value] of query) if (!SHELL_PARAMS.includes(key)) out[key] = value;
  return out;
}

/** A short stable name of a text (the storage namespace of one embed configuration). */
function hashText(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash.toString(36);
}

/** Wait until the embed should start: at once (`start=now`), when scrolled into view (`visible`, the default), or
 * when the start button is pressed (`click`; the button also starts the other two early). */
function waitForStart(start) {
  return new Promise((resolve) => {
    $("embed-start").onclick = () => resolve();
    if (start === "now") {
      resolve();
      return;
    }
    if (start !== "click" && "IntersectionObserver" in window) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      }, { threshold: 0.2 });
      observer.observe($("embed-home"));
    }
  });
}

function showEmbedError(message) {
  $("menu").hidden = true;
  $("table").hidden = false;
  $("table").replaceChildren(h("div", { class: "embed-error", role: "alert" },
    h("h2", { text: t("embed.bad_params") }), h("p", { text: message }), h("p", { class: "hint", text: t("embed.help") })));
  $("embed-home").hidden = true;
  setReady("table");
}

/** After a game in an embed ends: offer a new one with the same settings (the embed's home screen). */
export function showEmbedHome() {
  closeReplay();
  $("table").hidden = true;
  $("menu").hidden = true;
  hidePassScreen();
  closeDialog($("result-dialog"));
  $("embed-home").hidden = false;
  $("embed-text").textContent = t("embed.again");
  $("embed-start").textContent = t("embed.new_game");
  $("embed-start").disabled = false;
  $("embed-start").onclick = () => startEmbedGame(app.embedConfig, true);
  setReady("menu");
}

function embedSettings(config) {
  const people = config.seats.filter((kind) => kind === "human").length;
  const computer = config.seats.find((kind) => kind.startsWith("ai:"));
  return { game: config.game, mode: people > 1 || !computer ? "hotseat" : "computer",
    strength: computer ? computer.slice(3) : "medium", options: config.options, seed: config.seed ?? undefined,
    seats: config.seats };
}

async function startEmbedGame(config, fresh = false) {
  $("embed-home").hidden = true;
  // a saved game of this embed is resumed (or, open in another tab, offered to take over); a damaged one is kept
  // (set aside under the embed's namespace) and the embed says so and starts a new game
  const found = fresh ? null : store.readRecord(config.game);
  if (found && found.damaged) showNotice(t("save.unreadable", { game: t(`game.${config.game}`) }));
  else if (found && (await resume(config.game))) return;
  await newGame(embedSettings(config));
}

/** The height a game's table asks of its frame (CSS px), from the frame's width only: a landscape frame 0.78 of its
 * width (820 -> 640) within 560..720, a narrow (phone) frame 640. A table fills its window, so the height of its
 * content follows the frame's: reported as it is, it and a frame sized to it would feed each other down to a strip
 * (issue 19, item 2). */
function tableHeight() {
  const width = window.innerWidth;
  return width < 600 ? 640 : Math.round(Math.min(720, Math.max(560, width * 0.78)));
}

/** Whether a game's table fills the window now (styles.css: the table as tall as the window leaves). */
function tableFillsWindow() {
  return document.body.matches("body:has(> main > #table:not([hidden]) > [data-game])");
}

/** How tall the page's main part is in its flow (CSS px), whatever the frame's height now. */
function flowHeight() {
  const main = $("main") || document.querySelector("main");
  const bottom = main ? main.getBoundingClientRect().bottom + window.scrollY : document.documentElement.scrollHeight;
  const margin = parseFloat(getComputedStyle(document.body).marginBottom) || 0;
  return Math.ceil(bottom + margin);
}

/** Whether this embed plays a game (not an example or a replay): its start screen, pass screens and "Play again" ask
 * for the table's height too, so the frame keeps one height from start to end. */
let playsGame = false;

/** How tall the embed wants its frame: a game the table's height (or its content, when taller: a message); an
 * example or replay its content (it flows: the frame shows all of it). */
function contentHeight() {
  if (tableFillsWindow()) return tableHeight();
  return playsGame ? Math.max(flowHeight(), tableHeight()) : flowHeight();
}

let lastHeight = 0;

/** Tell the parent page the content's height (when it changed). */
function reportHeight() {
  if (window.parent === window) return;
  const height = contentHeight();
  if (height === lastHeight) return;
  lastHeight = height;
  window.parent.postMessage({ type: "cardgames:height", height }, "*");
}

/** Report the height now, on every resize of the frame or of its content, and after loading. */
function watchHeight() {
  if (window.parent === window) return;
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; reportHeight(); });
  };
  if ("ResizeObserver" in window) {
    const observer = new ResizeObserver(soon);
    observer.observe(document.body);
    const main = document.querySelector("main");
    if (main) observer.observe(main);
  }
  window.addEventListener("resize", soon);
  window.addEventListener("load", soon);
  reportHeight();
}

// -- the studio's preview ------------------------------------------------------------------------------------------

const PREVIEW = "cardgames:preview";
const PREVIEW_READY = "cardgames:preview-ready";
/** The longest packed script a preview message may carry (replay.py MAX_LINK is 100 000: the engine says more). */
const MAX_PREVIEW_SCRIPT = 200_000;

/** Whether the page around the frame is of the frame's own origin (reading its location throws if not). */
function sameOriginParent() {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === location.origin;
  } catch {
    return false;
  }
}

/** A preview message in shape from the frame's own page: {script, step}, or null (ignored). */
function previewRequest(event) {
  if (event.origin !== location.origin || event.source !== window.parent) return null;
  const data = event.data;
  if (!data || typeof data !== "object" || data.type !== PREVIEW) return null;
  const { script, step } = data;
  if (typeof script !== "string" || !script || script.length > MAX_PREVIEW_SCRIPT) return null;
  if (!Number.isInteger(step) || step < 0) return null;
  return { script, step };
}

const preview = {
  params: null, // the embed's parameters now (those it was loaded with, then each preview's)
  open: false, // the first script is shown (or refused): new ones are taken in place
  running: false,
  pending: null, // the newest request not shown yet (an older one waiting is dropped)
};

/** Take the studio's scripts in place from now on (an embed of a `script` in a frame of a page of its origin). */
function listenForPreviews(raw) {
  if (!raw.script || !sameOriginParent()) return;
  preview.params = raw;
  window.addEventListener("message", (event) => {
    const request = previewRequest(event);
    if (!request) return;
    preview.pending = request;
    runPreviews();
  });
}

/** The engine's answer came for the first script: say the frame takes new ones, and show one that came meanwhile. */
function previewsOpen() {
  if (!preview.params || preview.open) return;
  preview.open = true;
  window.parent.postMessage({ type: PREVIEW_READY }, location.origin);
  runPreviews();
}

async function runPreviews() {
  if (preview.running || !preview.open) return;
  preview.running = true;
  try {
    while (preview.pending) {
      const request = preview.pending;
      preview.pending = null;
      await showPreview(request);
    }
  } finally {
    preview.running = false;
  }
}

/** Show a script as a post's frame with these parameters shows it, in place of the one shown. */
async function showPreview({ script, step }) {
  const raw = { ...preview.params, script, step: String(step) };
  const answer = await call({ cmd: "embed_config", params: raw });
  if (!answer.ok || answer.config.mode !== "replay") {
    showEmbedError(answer.ok ? t("replay.cannot_show") : answer.error.message);
    return;
  }
  preview.params = raw;
  app.embedConfig = answer.config;
  const address = new URLSearchParams(location.search);
  address.set("script", script);
  address.set("step", String(step));
  history.replaceState(history.state, "", `${location.pathname}?${address}`); // (a reload of the frame shows it)
  await showReplay(answer.config.source, answer.config.step, { inPlace: true });
}

/** Puts the shell's words on the page (app.js's, given to embedMain). */
let applyPageTexts = () => {};

/** The embed's parameters `raw` taken for the page: whether it plays a game, its storage namespace. */
function takeParams(raw) {
  playsGame = !(raw.example || raw.script || raw.replay);
  const shown = new URLSearchParams(raw).toString();
  store.setNamespace(`embed.${hashText(shown)}`);
  checkStorage();
}

/** The start screen's title: the game's name, else the site's. */
function embedTitle(raw) {
  const titleKey = `game.${raw.game}`;
  return raw.game && hasText(titleKey) ? t(titleKey) : t("app.title");
}

/** Start the embed page; `applyTexts()` puts the shell's words on the page (app.js). */
export async function embedMain(applyTexts) {
  applyPageTexts = applyTexts;
  const raw = embedParams();
  takeParams(raw);
  watchHeight();
  listenForPreviews(raw);
  await loadTexts(raw.lang || preferredLanguage());
  markTextsLoaded();
  applyTexts();
  $("menu").hidden = true;
  $("embed-home").hidden = false;
  $("embed-title").textContent = embedTitle(raw);
  $("embed-text").textContent = t(raw.example || raw.script || raw.replay ? "embed.example_waiting" : "embed.game_waiting");
  $("embed-start").textContent = t("embed.start");
  setReady("menu");
  $("to-menu").hidden = true;
  await waitForStart(raw.start);
  $("embed-start").disabled = true;
  $("embed-progress").hidden = false;
  try {
    await startEngineOnce();
  } catch {
    showEmbedError(t("engine.failed", { error: app.engineError }));
    return;
  }
  $("embed-progress").hidden = true;
  await showConfig(raw);
}

/** Check the embed's parameters `raw` with the engine and show what they ask for (the engine has started): a replay
 * or example, a lesson, or a game (`fresh`: always a new one; else a saved game of this embed is resumed). */
async function showConfig(raw, { fresh = false } = {}) {
  const answer = await call({ cmd: "embed_config", params: raw });
  if (!answer.ok) {
    showEmbedError(answer.error.message);
    previewsOpen();
    return;
  }
  const config = answer.config;
  app.embedConfig = config;
  if (config.deck) useDeckForPage(config.deck); // the frame's deck (the device's setting stays)
  useEmbedSetting(config.sound); // silent unless the embed asks for sound=on
  $("embed-home").hidden = true;
  if (config.mode === "replay") {
    await showReplay(config.source, config.step);
    previewsOpen();
  }
  else if (config.tutorial) {
    await startTutorial(config.game, { realGame: () => startEmbedGame(config, true), resume: true });
  }
  else await startEmbedGame(config, fresh);
}

/** Open the embed of address query `query` in place on this page, its engine kept (tests: see the top of this file);
 * rejects, changing nothing, if the engine has not started. What was shown (a match, a replay, a dialog) is closed
 * first; the address becomes embed.html?`query`. A deck another configuration asked for stays unless this one names
 * its own. */
export async function openEmbedInPlace(query) {
  if (!app.engineReady) throw new Error("openEmbedInPlace: the embed's engine has not started");
  const address = new URLSearchParams(query);
  closeSession();
  closeReplay();
  hidePassScreen();
  document.querySelectorAll("dialog[open]").forEach((dialog) => closeDialog(dialog));
  history.replaceState(history.state, "", `${location.pathname}?${address}`);
  const raw = embedParams(address);
  takeParams(raw);
  await loadTexts(raw.lang || preferredLanguage());
  applyPageTexts();
  $("embed-title").textContent = embedTitle(raw);
  await showConfig(raw, { fresh: true });
}
