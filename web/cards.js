// French-suited playing cards drawn as SVG by the site itself: rank + suit symbol + colour, and an
// accessible name from the texts ("Queen of hearts"). A card id is rank letter + suit letter ("QH").
// The deck setting (web/deck.js) draws the same cards as the Austrian double-German deck (web/german-cards.js:
// QH is the Herz-Ober) or the French deck in four colours (clubs green, diamonds blue: schnapsen.css).

import { t } from "./i18n.js";
import { deckName } from "./deck.js";
import { GERMAN_INK, courtFigure, germanCentre, germanSymbol } from "./german-cards.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Suit shapes in a 10 x 10 box, so a suit is told by its shape, not by colour alone. */
const SUIT_PATHS = {
  H: "M5 9.6C4.2 8.7 0 5.9 0 2.9 0 1.3 1.2 0 2.7 0 3.7 0 4.5.6 5 1.5 5.5.6 6.3 0 7.3 0 8.8 0 10 1.3 10 2.9 10 5.9 5.8 8.7 5 9.6Z",
  D: "M5 0 8.8 5 5 10 1.2 5Z",
  S: "M5 0C5.8 1.1 10 3.6 10 6.3 10 7.8 8.9 8.9 7.5 8.9 6.6 8.9 5.9 8.5 5.5 7.8L6.3 10H3.7L4.5 7.8C4.1 8.5 3.4 8.9 2.5 8.9 1.1 8.9 0 7.8 0 6.3 0 3.6 4.2 1.1 5 0Z",
  C: "M5 0A2.4 2.4 0 0 1 6.9 3.9 2.4 2.4 0 1 1 5.6 7.6L6.4 10H3.6L4.4 7.6A2.4 2.4 0 1 1 3.1 3.9 2.4 2.4 0 0 1 5 0Z",
};

const RED_SUITS = new Set(["H", "D"]);

export function rankOf(card) {
  return card.slice(0, -1);
}

export function suitOf(card) {
  return card.slice(-1);
}

/** The shell's words of the deck now: "card." or, for the double-German deck, "card.german.". */
function words() {
  return deckName() === "german" ? "card.german." : "card.";
}

/** "Queen of hearts" ("Ober of hearts" with the double-German deck), in the current language. */
export function cardName(card) {
  const w = words();
  const name = t(`${w}name`, { rank: t(`${w}rank.${rankOf(card)}`), suit: t(`${w}suit.${suitOf(card)}`) });
  return w === "card." ? name : name.charAt(0).toUpperCase() + name.slice(1);
}

export function suitName(suit) {
  return t(`${words()}suit.${suit}`);
}

function el(name, attrs = {}) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

function suitShape(suit, x, y, size, rotate = false) {
  if (deckName() === "german") {
    const shape = germanSymbol(suit, x, y, size, rotate);
    if (rotate) shape.classList.add("corner-br");
    return shape;
  }
  const scale = size / 10;
  const transform = rotate
    ? `translate(${x + size} ${y + size}) rotate(180) scale(${scale})`
    : `translate(${x} ${y}) scale(${scale})`;
  return el("path", { d: SUIT_PATHS[suit], transform, class: rotate ? "suit-shape corner-br" : "suit-shape" });
}

function cornerText(text, x, y, rotate = false, fill = null) {
  const node = el("text", { x, y, class: `rank-text ${rotate ? "corner-br" : "corner-tl"}`, "text-anchor": "middle" });
  if (fill) node.setAttribute("fill", fill);
  if (rotate) node.setAttribute("transform", `rotate(180 ${x} ${y})`);
  node.textContent = text;
  return node;
}

/** An SVG picture of a card, 60 x 84 units, scaled by CSS. Decorative: the button carries the name. */
export function cardSvg(card) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const court = ["K", "Q", "J"].includes(rank);
  const deck = deckName();
  const svg = el("svg", { viewBox: "0 0 60 84", class: `card-face ${RED_SUITS.has(suit) ? "red" : "black"}${court ? " court" : ""} deck-${deck} suit-${suit}`,
    "aria-hidden": "true", focusable: "false" });
  svg.append(el("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, class: "card-bg" }));
  const german = deck === "german";
  const short = t(`${words()}short.${rank}`);
  const ink = german ? GERMAN_INK[suit] : null;
  svg.append(cornerText(short, 9, 15, false, ink));
  svg.append(suitShape(suit, 4, 18, 10));
  svg.lastChild.classList.add("corner-tl");
  svg.append(cornerText(short, 51, 69, true, ink));
  svg.append(suitShape(suit, 46, 56, 10, true));
  if (german) {
    svg.append(...germanCentre(rank, suit));
  } else if (court) {
    // a figure as on real cards: the jack with a cap, the queen with a small crown, the king with crown and robe
    svg.append(...courtFigure({ J: "U", Q: "D", K: "K" }[rank], coatColour(deck, suit), (x, y, size) => suitShape(suit, x, y, size)));
  } else if (rank === "T") {
    svg.append(...tenPips(suit));
  } else {
    svg.append(suitShape(suit, 17, 29, 26));
  }
  return svg;
}

/** The coat of a French court figure: its suit's colour (four colours: clubs green, diamonds blue). */
function coatColour(deck, suit) {
  if (deck === "four" && suit === "C") return "#1b7a2b";
  if (deck === "four" && suit === "D") return "#1456b8";
  return RED_SUITS.has(suit) ? "#c62828" : "#3a3f4a";
}

/** The ten's pips as on real cards: four in each outer column, two in the middle, the lower half turned round. */
function tenPips(suit) {
  const size = 8.5;
  const spots = [];
  for (const x of [18.5, 33]) for (const [y, turned] of [[10, false], [25, false], [42, true], [57, true]]) spots.push([x, y, turned]);
  spots.push([25.75, 17.5, false], [25.75, 49.5, true]);
  return spots.map(([x, y, turned]) => {
    const pip = suitShape(suit, x, y, size, turned);
    pip.classList.remove("corner-br"); // a pip, not a corner: small cards keep it
    return pip;
  });
}

/** The back of a card (decorative). */
export function backSvg() {
  const svg = el("svg", { viewBox: "0 0 60 84", class: "card-back", "aria-hidden": "true", focusable: "false" });
  svg.append(el("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, class: "back-bg" }));
  svg.append(el("rect", { x: 5, y: 5, width: 50, height: 74, rx: 3, class: "back-inner" }));
  svg.append(el("path", { d: "M30 14 46 42 30 70 14 42Z", class: "back-mark" }));
  return svg;
}

/** A suit symbol for inline text (decorative). */
export function suitIcon(suit) {
  const deck = deckName();
  const svg = el("svg", { viewBox: "0 0 10 10", class: `suit-icon ${RED_SUITS.has(suit) ? "red" : "black"} deck-${deck} suit-${suit}`,
    "aria-hidden": "true", focusable: "false" });
  svg.append(deck === "german" ? germanSymbol(suit, 0, 0, 10) : el("path", { d: SUIT_PATHS[suit], class: "suit-shape" }));
  return svg;
}

/** A face-up card that is only shown (not a control): an image with the card's name. */
export function cardImage(card, extraClass = "") {
  const div = document.createElement("div");
  div.className = `card ${extraClass}`.trim();
  div.setAttribute("role", "img");
  div.setAttribute("aria-label", cardName(card));
  div.dataset.card = card;
  div.append(cardSvg(card));
  return div;
}

/** A face-down card (decorative unless given a label). */
export function cardBack(extraClass = "", label = null) {
  const div = document.createElement("div");
  div.className = `card back ${extraClass}`.trim();
  if (label) {
    div.setAttribute("role", "img");
    div.setAttribute("aria-label", label);
  } else {
    div.setAttribute("aria-hidden", "true");
  }
  div.append(backSvg());
  return div;
}

/** A card a person can play: a real <button> named after the card. */
export function cardButton(card, playable) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `card card-button ${playable ? "legal" : "illegal"}`;
  button.setAttribute("aria-disabled", playable ? "false" : "true");
  button.dataset.card = card;
  button.append(cardSvg(card));
  return nameByContent(button, cardName(card));
}

/**
 * Name a control that shows a card by its content: the card's face stays decorative (aria-hidden) and a visually
 * hidden text after it carries the name ("Queen of clubs"), instead of an aria-label that leaves the face's
 * visible letters ("Q", "10") out of the name (WCAG 2.5.3 label in name; axe label-content-name-mismatch).
 * Answers the control; calling it again renames it.
 */
export function nameByContent(control, text) {
  control.removeAttribute("aria-label");
  let name = control.querySelector(":scope > .card-name");
  if (!name) {
    name = document.createElement("span");
    name.className = "card-name visually-hidden";
    control.append(name);
  }
  name.textContent = text;
  return control;
}
