// One owner per game across the tabs (and windows, and embeds of one configuration) of this browser: only the tab
// that owns a game saves it, so two tabs never overwrite each other's moves without a word.
//
// A tab claims a game before it shows or saves it, and gives it up when it closes the match. The claim is a Web Lock
// named after the game's storage key (released by the browser when the tab closes or crashes). Taking a game over
// ("Play here") steals the lock: the other tab's lock request then fails with an AbortError, and that tab stops
// saving and says the game is open in another tab.
//
// Where Web Locks are missing (some embeds, old browsers) the tabs ask each other over a BroadcastChannel ("who has
// this game?" / "I took it"), and, as the last resort, a `storage` event for the save of a game this tab owns (another
// tab wrote it) means the game was taken. Then a claim never waits long and a takeover is always noticed, though two
// tabs may briefly both show the game.

import { fullKey } from "./store.js";

const TAB = (() => {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  }
})();

const locks = (() => {
  try {
    return navigator.locks && typeof navigator.locks.request === "function" ? navigator.locks : null;
  } catch {
    return null;
  }
})();

/** How long a claim waits before it asks for a lock a second time. */
const RETRY_MS = 250;
/** How long a claim waits for another tab to say it has the game (without Web Locks). */
const ASK_MS = 300;

/** The games this tab owns: lock name -> {game, release}. */
const held = new Map();
/** Locks being given back: lock name -> promise settled once the browser has released it. */
const releasing = new Map();
let lostHandler = () => {};
let useLocks = !!locks;

const lockName = (game) => fullKey(`game.${game}`);

/** `handler(game)` is called when another tab has taken a game this tab owned (this tab no longer owns it). */
export function onLost(handler) {
  lostHandler = handler;
}

function lose(name, entry) {
  if (held.get(name) !== entry) return;
  held.delete(name);
  lostHandler(entry.game);
}

/** Whether this tab owns `game` (may save it). */
export function owns(game) {
  return held.has(lockName(game));
}

/** Claim `game` for this tab. Without `steal` only if no other tab has it (answers false then); with `steal` the
 * other tab loses it. Resolves true once this tab owns the game. */
export async function claim(game, { steal = false } = {}) {
  const name = lockName(game);
  if (held.has(name)) return true;
  if (releasing.has(name)) await releasing.get(name);
  if (useLocks) {
    try {
      if (await lockClaim(name, game, steal)) return true;
      // the page this one replaced (a reload) may still be letting go of the lock: ask once more, a moment later
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      return await lockClaim(name, game, steal);
    } catch {
      useLocks = false; // the browser refused Web Locks here: the fallback from now on
    }
  }
  return fallbackClaim(name, game, steal);
}

function lockClaim(name, game, steal) {
  return new Promise((resolve, reject) => {
    let release;
    const done = new Promise((r) => { release = r; });
    const entry = { game, release, finished: null };
    let granted = false;
    const request = locks.request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(false);
        return undefined;
      }
      granted = true;
      held.set(name, entry);
      resolve(true);
      return done;
    });
    entry.finished = request.catch(() => {}); // settled once the lock is released
    request.catch((err) => {
      if (granted) lose(name, entry); // AbortError: another tab took the game over
      else reject(err); // no lock at all (a SecurityError): use the fallback
    });
  });
}

/** Give up `game` (the match is closed): another tab may claim it at once. */
export function release(game) {
  const name = lockName(game);
  const entry = held.get(name);
  if (!entry) return;
  held.delete(name);
  entry.release();
  if (entry.finished) {
    const finished = entry.finished.then(() => { if (releasing.get(name) === finished) releasing.delete(name); });
    releasing.set(name, finished);
  }
}

/** Whether another tab has `game` open now (for the menu). */
export async function heldElsewhere(game) {
  const name = lockName(game);
  if (held.has(name)) return false;
  if (useLocks) {
    try {
      const state = await locks.query();
      return (state.held || []).some((lock) => lock.name === name);
    } catch {
      return false;
    }
  }
  return ask(name);
}

// -- without Web Locks -----------------------------------------------------------------------------

const channel = (() => {
  try {
    return new BroadcastChannel("cardgames.tabs");
  } catch {
    return null;
  }
})();
const waiting = new Map(); // a question's nonce -> resolve(true) when a tab answers that it has the game

if (channel) {
  channel.onmessage = ({ data }) => {
    if (!data || typeof data !== "object") return;
    if (data.type === "who" && !useLocks && held.has(data.name)) {
      channel.postMessage({ type: "mine", name: data.name, nonce: data.nonce });
    } else if (data.type === "mine" && waiting.has(data.nonce)) {
      waiting.get(data.nonce)(true);
    } else if (data.type === "taken" && data.tab !== TAB && held.has(data.name)) {
      lose(data.name, held.get(data.name));
    }
  };
}

/** Ask the other tabs whether one has the lock name `name` (false after ASK_MS without an answer). */
function ask(name) {
  if (!channel) return Promise.resolve(false);
  const nonce = `${TAB}:${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (answer) => {
      waiting.delete(nonce);
      resolve(answer);
    };
    waiting.set(nonce, finish);
    setTimeout(() => finish(false), ASK_MS);
    channel.postMessage({ type: "who", name, nonce });
  });
}

async function fallbackClaim(name, game, steal) {
  if (!steal && (await ask(name))) return false;
  if (held.has(name)) return true;
  held.set(name, { game, release: () => {}, finished: null });
  if (channel) channel.postMessage({ type: "taken", name, tab: TAB });
  return true;
}

// the last resort without Web Locks: another tab wrote the save of a game this tab owns
window.addEventListener("storage", (event) => {
  if (useLocks || !event.key) return;
  for (const [name, entry] of held) {
    if (event.key === fullKey(`save.${entry.game}`) && event.newValue !== null) lose(name, entry);
  }
});
