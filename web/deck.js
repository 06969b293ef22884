// The deck the cards are drawn with (issue 22): "french" (the default), "german" (the Austrian double-German deck:
// Herz, Schellen, Eichel, Laub; Unter, Ober, König, Zehner, Daus) or "four" (the French deck in four colours). A
// setting in the menu, remembered on the device; an embed's `deck=` parameter (checked by the engine's
// embed_config) chooses it for that frame without changing the device's setting. The engine is told the deck with
// every request (web/shell.js), so its texts name the cards as the pictures show them; card ids never change.
// Imports nothing of the shell but dom.js (shell.js imports it).
import { menuPicker } from "./dom.js";

/** The setting's storage key: one per device (also for embeds without a deck parameter). */
export const DECK_KEY = "cardgames.setting.deck";
export const DECKS = ["french", "german", "four"];

function readDeck() {
  try {
    const value = JSON.parse(localStorage.getItem(DECK_KEY));
    return DECKS.includes(value) ? value : "french";
  } catch {
    return "french";
  }
}

let deck = readDeck();
markPage();

/** The deck now: "french", "german" or "four". */
export function deckName() {
  return deck;
}

function markPage() {
  document.documentElement.dataset.deck = deck;
}

/** Choose a deck (one of DECKS) and remember it on this device; anything else changes nothing. */
export function setDeck(name) {
  if (!DECKS.includes(name)) return false;
  deck = name;
  markPage();
  try {
    localStorage.setItem(DECK_KEY, JSON.stringify(name));
  } catch {
    // storage refused: the deck holds for this page
  }
  return true;
}

/** An embed's deck (from its checked parameters): for this page only, the device's setting stays. */
export function useDeckForPage(name) {
  if (!DECKS.includes(name)) return;
  deck = name;
  markPage();
}

/**
 * The deck picker: a labelled <select> (id `deck-select`) placed after `anchor` (the speed picker). `t` gives its
 * words; call again after a language change. `onChange(deck)` runs after a new choice is kept.
 */
export function mountDeckPicker(anchor, t, onChange) {
  menuPicker({
    ids: { label: "deck-picker", word: "deck-label", select: "deck-select" }, className: "speed-picker deck-picker",
    word: t("menu.deck"), choices: DECKS.map((name) => [name, t(`deck.${name}`)]), current: deck,
    onChange: (value) => { if (setDeck(value) && onChange) onChange(value); },
    place: anchor ? (label) => anchor.after(label) : null,
  });
}
